import Foundation

/// A strict pull reader of one JSON document (RFC 8259): the caller asks for the value it
/// expects next, and the reader refuses anything else with an ``SCIAnnotationLoadError``
/// that names the field path or the byte offset.
///
/// It reads in one pass, in time linear in the bytes, with no recursion: open objects and
/// arrays are a stack no deeper than ``SCIAnnotationDocument/maximumDepth``. What a lenient
/// reader would let through is refused: a key twice in one object (compared after
/// unescaping), a byte order mark, comments, trailing commas, leading zeros, `NaN`, raw
/// control characters or invalid UTF-8 in strings, unpaired surrogate escapes, anything
/// after the document, and numbers longer than ``maximumNumberLength`` characters (which
/// would only make the decimal conversion slow; no `Double` needs more).
struct JSONReader {
    /// The longest number accepted, in characters.
    static let maximumNumberLength = 400

    /// An open object or array: its place in the field path and, for an object, the keys
    /// read so far.
    private struct Level {
        let isObject: Bool
        /// Members or elements read so far.
        var count = 0
        /// The key of the member being read.
        var key = ""
        var keys: Set<String> = []
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var levels: [Level] = []

    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    // MARK: - Where the reader is

    /// The path of the value being read: "annotations[2].points[0].y"; empty at the top.
    var fieldPath: String {
        var path = ""
        for level in levels where level.count > 0 {
            if level.isObject {
                if !path.isEmpty { path += "." }
                path += level.key
            } else {
                path += "[\(level.count - 1)]"
            }
        }
        return path
    }

    /// The path of a member `name` of the object just read.
    func field(_ name: String) -> String {
        let path = fieldPath
        return path.isEmpty ? name : "\(path).\(name)"
    }

    private var syntaxError: SCIAnnotationLoadError { .malformed("not valid JSON at byte \(offset)") }

    /// The error for a value of another type than expected, once the value is known to be
    /// valid JSON (else the syntax error).
    private mutating func wrongType() -> SCIAnnotationLoadError {
        do {
            try skipValue()
        } catch {
            return error
        }
        let path = fieldPath
        return .malformed("wrong type at \(path.isEmpty ? "the top level" : path)")
    }

    // MARK: - Objects and arrays

    /// Opens the object that must come next.
    mutating func enterObject() throws(SCIAnnotationLoadError) {
        try enter(isObject: true)
    }

    /// Opens the array that must come next.
    mutating func enterArray() throws(SCIAnnotationLoadError) {
        try enter(isObject: false)
    }

    private mutating func enter(isObject: Bool) throws(SCIAnnotationLoadError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == (isObject ? JSONByte.openBrace : JSONByte.openBracket)
        else {
            throw wrongType()
        }
        guard levels.count < SCIAnnotationDocument.maximumDepth else {
            throw .nestedTooDeep(limit: SCIAnnotationDocument.maximumDepth)
        }
        offset += 1
        levels.append(Level(isObject: isObject))
    }

    /// The key of the next member of the open object, its value next; `nil` once the object
    /// closes (then ``field(_:)`` names members of that object).
    mutating func nextKey() throws(SCIAnnotationLoadError) -> String? {
        guard try nextMember(close: JSONByte.closeBrace) else { return nil }
        guard offset < bytes.count, bytes[offset] == JSONByte.quote else { throw syntaxError }
        let key = try readStringToken()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == JSONByte.colon else { throw syntaxError }
        offset += 1
        levels[levels.count - 1].key = key
        guard levels[levels.count - 1].keys.insert(key).inserted else { throw .duplicateKey(fieldPath) }
        return key
    }

    /// Whether the open array has another element, which comes next.
    mutating func nextElement() throws(SCIAnnotationLoadError) -> Bool {
        try nextMember(close: JSONByte.closeBracket)
    }

    /// Moves past the separator before the next member, or past the closing bracket.
    private mutating func nextMember(close: UInt8) throws(SCIAnnotationLoadError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw syntaxError }
        if bytes[offset] == close {
            offset += 1
            levels.removeLast()
            return false
        }
        if levels[levels.count - 1].count > 0 {
            guard bytes[offset] == JSONByte.comma else { throw syntaxError }
            offset += 1
            skipWhitespace()
        }
        levels[levels.count - 1].count += 1
        return true
    }

    // MARK: - Values

    /// The string that must come next.
    mutating func readString() throws(SCIAnnotationLoadError) -> String {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == JSONByte.quote else { throw wrongType() }
        return try readStringToken()
    }

    /// Whether the next value is a string.
    mutating func nextIsString() -> Bool {
        skipWhitespace()
        return offset < bytes.count && bytes[offset] == JSONByte.quote
    }

    /// The number that must come next; out-of-range numbers read as infinities or zeros, for
    /// the caller to refuse with the field's name.
    mutating func readNumber() throws(SCIAnnotationLoadError) -> Double {
        skipWhitespace()
        let start = offset
        guard try scanNumber() != nil else { throw wrongType() }
        return Double(String(decoding: bytes[start..<offset], as: UTF8.self)) ?? .nan
    }

    /// The integer that must come next, without fraction or exponent, within `Int`.
    mutating func readInteger() throws(SCIAnnotationLoadError) -> Int {
        skipWhitespace()
        let start = offset
        guard try scanNumber() == true,
            let value = Int(String(decoding: bytes[start..<offset], as: UTF8.self))
        else {
            offset = start
            throw wrongType()
        }
        return value
    }

    /// The `true` or `false` that must come next.
    mutating func readBool() throws(SCIAnnotationLoadError) -> Bool {
        skipWhitespace()
        if hasLiteral(JSONByte.trueLiteral) {
            offset += JSONByte.trueLiteral.count
            return true
        }
        if hasLiteral(JSONByte.falseLiteral) {
            offset += JSONByte.falseLiteral.count
            return false
        }
        throw wrongType()
    }

    /// Moves past the next value of any type, checking that it is valid JSON and nests no
    /// deeper than the limit.
    mutating func skipValue() throws(SCIAnnotationLoadError) {
        // The open containers of the value, innermost last: whether each is an object.
        var open: [Bool] = []
        repeat {
            skipWhitespace()
            guard offset < bytes.count else { throw syntaxError }
            var complete = true
            switch bytes[offset] {
            case JSONByte.openBrace, JSONByte.openBracket:
                guard levels.count + open.count < SCIAnnotationDocument.maximumDepth else {
                    throw .nestedTooDeep(limit: SCIAnnotationDocument.maximumDepth)
                }
                let isObject = bytes[offset] == JSONByte.openBrace
                offset += 1
                skipWhitespace()
                if offset < bytes.count,
                    bytes[offset] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket)
                {
                    offset += 1
                } else {
                    open.append(isObject)
                    if isObject { try skipKey() }
                    complete = false
                }
            case JSONByte.quote:
                _ = try readStringToken()
            case JSONByte.trueLiteral[0], JSONByte.falseLiteral[0], JSONByte.nullLiteral[0]:
                guard
                    let literal = [JSONByte.trueLiteral, JSONByte.falseLiteral, JSONByte.nullLiteral].first(
                        where: hasLiteral)
                else { throw syntaxError }
                offset += literal.count
            default:
                guard try scanNumber() != nil else { throw syntaxError }
            }
            // After a complete value: close what it completes, up to the next member.
            while complete, let isObject = open.last {
                skipWhitespace()
                guard offset < bytes.count else { throw syntaxError }
                if bytes[offset] == (isObject ? JSONByte.closeBrace : JSONByte.closeBracket) {
                    offset += 1
                    open.removeLast()
                } else if bytes[offset] == JSONByte.comma {
                    offset += 1
                    if isObject { try skipKey() }
                    complete = false
                } else {
                    throw syntaxError
                }
            }
        } while !open.isEmpty
    }

    /// Moves past a key and its colon.
    private mutating func skipKey() throws(SCIAnnotationLoadError) {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == JSONByte.quote else { throw syntaxError }
        _ = try readStringToken()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == JSONByte.colon else { throw syntaxError }
        offset += 1
    }

    /// Checks that nothing but whitespace follows the document.
    mutating func finish() throws(SCIAnnotationLoadError) {
        skipWhitespace()
        guard offset == bytes.count else { throw syntaxError }
    }

    // MARK: - Tokens

    private mutating func skipWhitespace() {
        let start = offset
        offset = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                switch buffer[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return index
                }
            }
            return index
        }
    }

    /// Moves past printable ASCII other than quotes and backslashes: most of a string.
    private mutating func skipPlainASCII() {
        let start = offset
        offset = bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                switch buffer[index] {
                case 0x20...0x7F where buffer[index] != JSONByte.quote && buffer[index] != JSONByte.backslash:
                    index += 1
                default: return index
                }
            }
            return index
        }
    }

    private func hasLiteral(_ literal: [UInt8]) -> Bool {
        bytes.count - offset >= literal.count && bytes[offset..<offset + literal.count].elementsEqual(literal)
    }

    /// Moves past a number at the offset: `nil` when none starts there (nothing consumed),
    /// else whether it is an integer (no fraction or exponent).
    private mutating func scanNumber() throws(SCIAnnotationLoadError) -> Bool? {
        let start = offset
        if offset < bytes.count, bytes[offset] == JSONByte.minus { offset += 1 }
        guard offset < bytes.count, JSONByte.isDigit(bytes[offset]) else {
            if offset == start { return nil }
            throw syntaxError
        }
        // No leading zeros: "0" ends the integer part.
        if bytes[offset] == JSONByte.zero { offset += 1 } else { skipDigits() }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == JSONByte.point {
            isInteger = false
            offset += 1
            try requireDigits()
        }
        if offset < bytes.count, bytes[offset] | 0x20 == JSONByte.exponent {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == JSONByte.plus || bytes[offset] == JSONByte.minus {
                offset += 1
            }
            try requireDigits()
        }
        guard offset - start <= Self.maximumNumberLength else {
            throw .malformed("a number longer than \(Self.maximumNumberLength) characters at byte \(start)")
        }
        return isInteger
    }

    private mutating func skipDigits() {
        while offset < bytes.count, JSONByte.isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func requireDigits() throws(SCIAnnotationLoadError) {
        guard offset < bytes.count, JSONByte.isDigit(bytes[offset]) else { throw syntaxError }
        skipDigits()
    }

    /// The string whose opening quote is at the offset, unescaped; the offset moves past its
    /// closing quote.
    private mutating func readStringToken() throws(SCIAnnotationLoadError) -> String {
        offset += 1
        let start = offset
        // Most strings have no escapes: check and copy them in one go.
        while offset < bytes.count {
            skipPlainASCII()
            guard offset < bytes.count else { break }
            let byte = bytes[offset]
            if byte == JSONByte.quote {
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                offset += 1
                return text
            }
            if byte == JSONByte.backslash { return try readEscapedString(from: start) }
            try skipCharacter()
        }
        throw syntaxError
    }

    /// Moves past one unescaped character of a string: refuses control characters and
    /// invalid UTF-8 (overlong forms, surrogates, values past U+10FFFF).
    private mutating func skipCharacter() throws(SCIAnnotationLoadError) {
        let lead = bytes[offset]
        if lead < 0x80 {
            guard lead >= 0x20 else { throw syntaxError }
            offset += 1
            return
        }
        // The sequence length and the range of the second byte (RFC 3629).
        let (length, second): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: throw syntaxError
            }
        guard bytes.count - offset >= length, second.contains(bytes[offset + 1]),
            bytes[offset + 2..<offset + length].allSatisfy({ (0x80...0xBF).contains($0) })
        else { throw syntaxError }
        offset += length
    }

    /// The rest of a string with escapes, whose content began at `start`.
    private mutating func readEscapedString(from start: Int) throws(SCIAnnotationLoadError) -> String {
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            switch bytes[offset] {
            case JSONByte.quote:
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case JSONByte.backslash:
                let escape = offset
                guard offset + 1 < bytes.count else { throw syntaxError }
                offset += 2
                switch bytes[escape + 1] {
                case JSONByte.quote, JSONByte.backslash, JSONByte.slash: text.append(bytes[escape + 1])
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(JSONByte.newline)
                case UInt8(ascii: "r"): text.append(JSONByte.carriageReturn)
                case UInt8(ascii: "t"): text.append(JSONByte.tab)
                case UInt8(ascii: "u"):
                    guard let scalar = readUnicodeEscape() else {
                        offset = escape
                        throw syntaxError
                    }
                    if scalar.isASCII {
                        text.append(UInt8(scalar.value))
                    } else {
                        text.append(contentsOf: scalar.utf8)
                    }
                default:
                    offset = escape
                    throw syntaxError
                }
            default:
                let character = offset
                try skipCharacter()
                text.append(contentsOf: bytes[character..<offset])
            }
        }
        throw syntaxError
    }

    /// The scalar of a `\u` escape whose hex digits start at the offset, joining a surrogate
    /// pair; `nil` for bad digits or an unpaired surrogate.
    private mutating func readUnicodeEscape() -> Unicode.Scalar? {
        guard let unit = readHexUnit() else { return nil }
        switch unit {
        case 0xD800...0xDBFF:
            guard hasLiteral(JSONByte.unicodeEscape) else { return nil }
            offset += 2
            guard let low = readHexUnit(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00...0xDFFF:
            return nil
        default:
            return Unicode.Scalar(unit)
        }
    }

    /// Four hex digits at the offset.
    private mutating func readHexUnit() -> UInt32? {
        guard bytes.count - offset >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONByte.hexValue(bytes[offset]) else { return nil }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }
}

/// The bytes JSON is made of.
enum JSONByte {
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let point = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let exponent = UInt8(ascii: "e")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let trueLiteral = Array("true".utf8)
    static let falseLiteral = Array("false".utf8)
    static let nullLiteral = Array("null".utf8)
    static let unicodeEscape = Array("\\u".utf8)

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The value of a hex digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

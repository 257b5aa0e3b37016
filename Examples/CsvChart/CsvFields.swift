import Foundation

/// The fields of CSV lines: a separator found from the header (comma, semicolon or tab),
/// double-quoted fields with `""` for a quote inside them, and numbers written with
/// thousands separators or a decimal comma.
enum CsvFields {
    /// The separator of a file whose header is `header`: whichever of comma, semicolon and
    /// tab occurs most outside quotes (comma when none does).
    static func separator(of header: Substring) -> Character {
        var counts: [Character: Int] = [",": 0, ";": 0, "\t": 0]
        var quoted = false
        for character in header {
            if character == "\"" {
                quoted.toggle()
            } else if !quoted, counts[character] != nil {
                counts[character]! += 1
            }
        }
        let best = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key != ",") }!
        return best.value > 0 ? best.key : ","
    }

    /// What is wrong with a line's quoting.
    struct QuoteError: Error {
        var description: String
    }

    /// The fields of `line`, trimmed of spaces, quotes taken off.
    static func split(_ line: Substring, separator: Character) throws -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var wasQuoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if quoted {
                if character == "\"" {
                    if next < line.endIndex && line[next] == "\"" {
                        field.append("\"")
                        index = line.index(after: next)
                        continue
                    }
                    quoted = false
                } else {
                    field.append(character)
                }
            } else if character == "\"" && field.trimmingCharacters(in: .whitespaces).isEmpty {
                field = ""
                quoted = true
                wasQuoted = true
            } else if character == separator {
                fields.append(wasQuoted ? field : field.trimmingCharacters(in: .whitespaces))
                field = ""
                wasQuoted = false
            } else if !(wasQuoted && character == " ") {
                field.append(character)
            }
            index = next
        }
        guard !quoted else { throw QuoteError(description: "a quoted field is not closed") }
        fields.append(wasQuoted ? field : field.trimmingCharacters(in: .whitespaces))
        return fields
    }

    /// A number as price files write it: `1234.5`, `1,234.5`, `1.234,5` or `1 234.5`; and,
    /// where fields are separated by semicolons (`decimalComma`), `1234,5`, with
    /// `1.234` read as a thousand and more. `nil` when it is none of these or not finite.
    static func number(_ text: String, decimalComma: Bool) -> Double? {
        var digits = text.replacingOccurrences(of: " ", with: "").replacingOccurrences(
            of: "\u{00A0}", with: "")
        let lastComma = digits.lastIndex(of: ",")
        let lastDot = digits.lastIndex(of: ".")
        switch (lastComma, lastDot) {
        case (let comma?, let dot?):
            // Both: the later one is the decimal mark.
            if comma > dot {
                digits = digits.replacingOccurrences(of: ".", with: "").replacingOccurrences(
                    of: ",", with: ".")
            } else {
                digits = digits.replacingOccurrences(of: ",", with: "")
            }
        case (.some, nil):
            let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
            if decimalComma {
                guard groups.count == 2 else { return nil }
                digits = groups.joined(separator: ".")
            } else {
                guard isThousands(groups) else { return nil }
                digits = groups.joined()
            }
        case (nil, .some) where decimalComma:
            // Dots alone where the decimal mark is a comma: thousands when grouped so.
            let groups = digits.split(separator: ".", omittingEmptySubsequences: false)
            if isThousands(groups) { digits = groups.joined() }
        default:
            break
        }
        guard !digits.isEmpty, digits.allSatisfy({ "0123456789.-+eE".contains($0) }),
            let value = Double(digits), value.isFinite
        else { return nil }
        return value
    }

    /// Whether `groups` (a number split at a separator) are thousands: one to three digits,
    /// a sign allowed, then groups of three.
    private static func isThousands(_ groups: [Substring]) -> Bool {
        let lead = groups[0].drop { $0 == "-" || $0 == "+" }
        return groups.count > 1 && (1...3).contains(lead.count)
            && groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}

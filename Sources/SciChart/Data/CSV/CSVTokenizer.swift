import Foundation

/// Splits the lines of a CSV file, in bytes, into fields: fields separated by one ASCII
/// byte, a field in double quotes holding separators and a quote written twice for one,
/// spaces and tabs around a field not part of it. The readers of points and of prices
/// share it.
package struct CSVTokenizer: Sendable {
    /// The byte between fields.
    package let separator: UInt8

    package init(separator: UInt8) {
        self.separator = separator
    }

    private static let quote = UInt8(ascii: "\"")

    /// Whether `byte` is a space or a tab.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Puts the fields of `line` (indices of `bytes`, without its newline) in `fields`: each
    /// trimmed of spaces and tabs, a quoted field without its quotes (its doubled quotes are
    /// still there: ``text(_:_:)`` reads them as one). `false` when a quoted field is not
    /// closed (the fields are those up to it).
    @discardableResult
    package func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, into fields: inout [Range<Int>]
    )
        -> Bool
    {
        fields.removeAll(keepingCapacity: true)
        var index = line.lowerBound
        while true {
            // Blanks before the field (a tab that separates fields is not one).
            while index < line.upperBound, bytes[index] != separator, Self.isBlank(bytes[index]) {
                index += 1
            }
            if index < line.upperBound, bytes[index] == Self.quote {
                // A quoted field: up to the quote not followed by another.
                let start = index + 1
                var end: Int?
                index = start
                while index < line.upperBound {
                    if bytes[index] == Self.quote {
                        if index + 1 < line.upperBound, bytes[index + 1] == Self.quote {
                            index += 2
                            continue
                        }
                        end = index
                        index += 1
                        break
                    }
                    index += 1
                }
                guard let end else {
                    fields.append(start..<line.upperBound)
                    return false
                }
                fields.append(start..<end)
                // Anything after the closing quote up to the separator is dropped.
                while index < line.upperBound, bytes[index] != separator { index += 1 }
            } else {
                let start = index
                while index < line.upperBound, bytes[index] != separator { index += 1 }
                var end = index
                while end > start, Self.isBlank(bytes[end - 1]) { end -= 1 }
                fields.append(start..<end)
            }
            guard index < line.upperBound else { return true }
            index += 1  // the separator
        }
    }

    /// The text of `field`, a doubled quote read as one.
    package static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ field: Range<Int>) -> String {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self)
        return raw.contains("\"\"") ? raw.replacingOccurrences(of: "\"\"", with: "\"") : raw
    }

    /// The separator of a file whose header is `line`: whichever of comma, semicolon and tab
    /// occurs most outside quotes (a comma when none does, or on a tie with it).
    package static func separator(ofHeader bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> UInt8 {
        var counts: [(byte: UInt8, count: Int)] = [(UInt8(ascii: ","), 0), (UInt8(ascii: ";"), 0), (9, 0)]
        var quoted = false
        for byte in bytes[line] {
            if byte == quote {
                quoted.toggle()
            } else if !quoted, let slot = counts.firstIndex(where: { $0.byte == byte }) {
                counts[slot].count += 1
            }
        }
        // The first of the most frequent: the comma wins a tie.
        let best = counts.max { $0.count < $1.count }!
        return best.count > 0 ? best.byte : UInt8(ascii: ",")
    }
}

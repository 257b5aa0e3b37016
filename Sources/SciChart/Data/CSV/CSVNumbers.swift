import Foundation

/// Numbers as price files write them: with thousands separators, or a decimal comma where
/// fields are separated by semicolons.
enum CSVNumbers {
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

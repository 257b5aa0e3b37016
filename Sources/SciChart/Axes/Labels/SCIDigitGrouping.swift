import Foundation

/// How a numeric axis writes the digits of its own labels: the mark between groups of three
/// whole digits, the decimal mark, and from how many whole digits groups are marked.
///
/// The default, ``standard``, is fixed ("12,345.67"; "2019" and "3097.42" unchanged, as
/// style guides leave four-digit numbers), so pictures do not depend on the machine's
/// locale; ``init(locale:)`` takes a locale's marks.
///
/// ```swift
/// (axis.labelProvider as? SCINumericLabelProvider)?.digitGrouping = SCIDigitGrouping(locale: .current)
/// ```
public struct SCIDigitGrouping: Equatable, Sendable {
    /// The mark between groups of three whole digits ("," by default); empty for none.
    public var groupSeparator: String
    /// The decimal mark ("." by default).
    public var decimalSeparator: String
    /// The fewest whole digits a number has for its groups to be marked (5 by default:
    /// "10,000" but "9999").
    public var minimumDigits: Int

    /// Marks `groupSeparator` between groups of three whole digits from `minimumDigits`
    /// whole digits on, and `decimalSeparator` before the fraction.
    public init(groupSeparator: String = ",", decimalSeparator: String = ".", minimumDigits: Int = 5) {
        self.groupSeparator = groupSeparator
        self.decimalSeparator = decimalSeparator
        self.minimumDigits = minimumDigits
    }

    /// The marks of `locale` ("." and "," in German; a narrow space in French), from five
    /// whole digits.
    public init(locale: Locale) {
        self.init(
            groupSeparator: locale.groupingSeparator ?? ",", decimalSeparator: locale.decimalSeparator ?? ".")
    }

    /// "12,345.67", from five whole digits.
    public static let standard = SCIDigitGrouping()
    /// Digits as they are: "12345.67".
    public static let none = SCIDigitGrouping(groupSeparator: "", minimumDigits: .max)

    /// `text` with these marks when it is a plain decimal number (a sign, digits, and a
    /// point and digits); any other text (scientific notation, "∞", a date) unchanged.
    public func apply(to text: String) -> String {
        var whole = Substring(text)
        let sign = whole.first == "-" || whole.first == "+" ? String(whole.removeFirst()) : ""
        let point = whole.firstIndex(of: ".")
        let fraction = point.map { whole[whole.index(after: $0)...] }
        if let point { whole = whole[..<point] }
        guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), fraction?.allSatisfy(\.isASCIIDigit) ?? true
        else { return text }
        var result = sign
        if whole.count >= minimumDigits, !groupSeparator.isEmpty {
            for (index, digit) in whole.enumerated() {
                if index > 0, (whole.count - index) % 3 == 0 { result += groupSeparator }
                result.append(digit)
            }
        } else {
            result += whole
        }
        if let fraction { result += decimalSeparator + fraction }
        return result
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

import Foundation

/// How a numeric axis writes its labels and cursor texts in powers (``SCINumericAxis/scientificNotation``).
public enum SCIScientificNotation: Int, Sendable, CaseIterable {
    /// Plain numbers (the default): "1000", "0.01".
    case none
    /// Powers of ten: "10³", "2.5×10³".
    case normalized
    /// Powers of the number e: "e²", "1.4×e³".
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // SciChart's name of the case.
    case E
    /// Powers of the base of a logarithmic axis (``SCILogarithmicNumericAxis/logarithmicBase``),
    /// ten on a linear axis: "2¹⁰" in base 2.
    case logarithmicBase
}

/// Numbers written as a mantissa times a power: the texts of ``SCIScientificNotation``.
enum PowerText {
    private static let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    /// `exponent` in superscript digits, with a superscript minus when negative.
    static func superscript(_ exponent: Int) -> String {
        let digits = String(exponent.magnitude).map { superscripts[Int(String($0))!] }
        return (exponent < 0 ? "⁻" : "") + String(digits)
    }

    /// The name of `base` in a power: "10", "e", "2", "1.5".
    static func baseName(_ base: Double) -> String {
        abs(base - M_E) < 1e-12 ? "e" : NumberText.trimmed(base, maxDecimals: 3)
    }

    /// `value` as m×base^k with 1 ≤ |m| < base, the mantissa left out when it is 1 and
    /// written with up to `digits` significant digits; zero and non-finite values as plain
    /// numbers.
    static func text(_ value: Double, base: Double, digits: Int = 3) -> String {
        guard value.isFinite, value != 0, base.isFinite, base > 1 else { return NumberText.plain(value) }
        let logBase = log(base)
        var exponent = (log(abs(value)) / logBase).rounded(.down)
        var mantissa = abs(value) / pow(base, exponent)
        // Powers computed with logarithms can land a hair below a whole exponent.
        if mantissa >= base * (1 - 1e-12) {
            exponent += 1
            mantissa /= base
        }
        if abs(mantissa - 1) < 1e-9 { mantissa = 1 }
        guard exponent.isFinite, abs(exponent) < 100_000 else { return NumberText.plain(value) }
        let integerDigits = mantissa >= 10 ? Int(log10(mantissa)) + 1 : 1
        let mantissaText = NumberText.trimmed(mantissa, maxDecimals: max(digits - integerDigits, 0))
        let power = baseName(base) + superscript(Int(exponent))
        let sign = value < 0 ? "-" : ""
        return sign + (mantissaText == "1" ? power : mantissaText + "×" + power)
    }
}

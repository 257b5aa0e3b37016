import Foundation

/// Locale-independent formatting of numbers for labels, SVG and JSON-free text.
///
/// `String(format:)` depends on the C locale; these functions do not, so output is the
/// same on every machine.
enum NumberText {
    /// `value` with exactly `decimals` digits after the point (0...12), rounded half away
    /// from zero; "NaN", "∞" and "-∞" for non-finite values.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
        let places = min(max(decimals, 0), 12)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return scientific(value, digits: 3) }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        let whole = units / divisor
        let fraction = units % divisor
        var text = (value < 0 && units != 0) ? "-" : ""
        text += String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return text
    }

    /// `value` in as few digits as it needs: "3", "12.5", "0.001"; "" when not finite.
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `value` in scientific notation with `digits` significant digits, such as "1.23e+15".
    static func scientific(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return fixed(value, decimals: 0) }
        guard value != 0 else { return "0" }
        let places = min(max(digits - 1, 0), 12)
        var exponent = Int(Foundation.log10(abs(value)).rounded(.down))
        var mantissa = scaled(value, byPowerOfTen: -exponent)
        // Rounding can carry the mantissa to 10.
        if (abs(mantissa) * pow10(places)).rounded() >= 10 * pow10(places) {
            exponent += 1
            mantissa = scaled(value, byPowerOfTen: -exponent)
        }
        let sign = exponent < 0 ? "-" : "+"
        return fixed(mantissa, decimals: places) + "e" + sign + String(abs(exponent))
    }

    /// The shortest text of `value` with at most `maxDecimals` decimals, trailing zeros removed.
    static func trimmed(_ value: Double, maxDecimals: Int) -> String {
        var text = fixed(value, decimals: maxDecimals)
        guard value.isFinite, text.contains("."), !text.contains("e") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` with a leading "+" when positive.
    static func signed(_ text: String, for value: Double) -> String {
        value > 0 && !text.hasPrefix("-") ? "+" + text : text
    }

    /// `value` times 10 to the power `exponent`, in two steps when one power would overflow
    /// or underflow (denormal values have exponents near -324).
    static func scaled(_ value: Double, byPowerOfTen exponent: Int) -> Double {
        if exponent > 300 { return value * pow10(300) * pow10(exponent - 300) }
        if exponent < -300 { return value * pow10(-300) * pow10(exponent + 300) }
        return value * pow10(exponent)
    }

    /// 10 to the power `exponent`, exact for the exponents labels use.
    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 {
            for _ in 0..<min(exponent, 400) { result *= 10 }
        } else {
            for _ in 0..<min(-exponent, 400) { result /= 10 }
        }
        return result
    }

    /// Decimals needed to show multiples of `step` without loss (0...12).
    static func decimals(forStep step: Double) -> Int {
        guard step.isFinite, step > 0 else { return 0 }
        var places = 0
        var scaled = step
        while places < 12 && abs(scaled - scaled.rounded()) > 1e-9 * abs(scaled) {
            scaled *= 10
            places += 1
        }
        return places
    }
}

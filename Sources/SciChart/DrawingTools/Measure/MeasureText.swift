import Foundation

/// The label text of a measure: pure functions of its points, so tests read them directly.
enum MeasureText {
    /// "+65.67 (+14.15%)": the change times `scale`, then the percent change. What cannot be
    /// computed is left out: a non-finite scale drops the change, a zero start the percent.
    static func priceLine(start: Double, end: Double, scale: Double) -> String {
        let change = end - start
        var parts: [String] = []
        let scaled = change * scale
        if scaled.isFinite { parts.append(signed(scaled)) }
        let percent = change / abs(start) * 100
        if start != 0, percent.isFinite {
            let text = "\(signed(percent, percent: true))%"
            parts.append(parts.isEmpty ? text : "(\(text))")
        }
        return parts.isEmpty ? "—" : parts.joined(separator: " ")
    }

    /// "30 bars, 43d" on date axes; "30 bars, +12.5" on numeric axes. Bars are left out
    /// when no series gives them.
    static func rangeLine(bars: Int?, startX: Double, endX: Double, xIsDate: Bool) -> String {
        var parts: [String] = []
        if let bars { parts.append(barsText(bars)) }
        let change = endX - startX
        if change.isFinite { parts.append(xIsDate ? duration(change) : signed(change)) }
        return parts.joined(separator: ", ")
    }

    /// "1 bar", "30 bars", "-2 bars".
    static func barsText(_ bars: Int) -> String {
        "\(bars) \(bars == 1 || bars == -1 ? "bar" : "bars")"
    }

    /// A signed value with decimals that suit its magnitude.
    static func signed(_ value: Double, percent: Bool = false) -> String {
        let magnitude = abs(value)
        let decimals: Int
        if percent {
            decimals = magnitude >= 1000 ? 0 : magnitude >= 0.01 || magnitude == 0 ? 2 : 4
        } else {
            decimals =
                magnitude >= 10_000 ? 0 : magnitude >= 1 || magnitude == 0 ? 2 : magnitude >= 0.01 ? 4 : 6
        }
        if magnitude >= 1e12 { return NumberText.signed(NumberText.scientific(value, digits: 3), for: value) }
        if magnitude != 0 && magnitude < 1e-6 {
            return NumberText.signed(NumberText.scientific(value, digits: 3), for: value)
        }
        let text = NumberText.fixed(value, decimals: decimals)
        return NumberText.signed(text, for: text == NumberText.fixed(0, decimals: decimals) ? 0 : value)
    }

    /// A signed time span: "43d", "2d 5h", "3h 15m", "45m", "30s", "-1y 12d".
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "" }
        let sign = seconds < 0 ? "-" : ""
        let total = Int64(min(abs(seconds), 1e15).rounded())
        let days = total / 86_400
        let hours = total % 86_400 / 3600
        let minutes = total % 3600 / 60
        let rest = total % 60
        let text: String
        if days >= 365 {
            let years = days / 365
            let remaining = days % 365
            text = remaining > 0 ? "\(years)y \(remaining)d" : "\(years)y"
        } else if days >= 10 {
            text = "\(days)d"
        } else if days > 0 {
            text = hours > 0 ? "\(days)d \(hours)h" : "\(days)d"
        } else if hours > 0 {
            text = minutes > 0 ? "\(hours)h \(minutes)m" : "\(hours)h"
        } else if minutes > 0 {
            text = "\(minutes)m"
        } else {
            text = "\(rest)s"
        }
        return sign + text
    }
}

import Foundation
import Testing

@testable import SciChart

/// Numeric axes group the digits of large numbers ("10,000,000"), in a fixed style by
/// default so pictures do not depend on the machine, or in a locale's.
@Suite("Digit grouping")
struct DigitGroupingTests {
    @Test(
        "plain numbers from five whole digits are grouped; four digits, other text and signs as expected",
        arguments: [
            ("12345.67", "12,345.67"), ("1234567", "1,234,567"), ("-10000", "-10,000"),
            ("+100000", "+100,000"),
            ("9999", "9999"), ("3097.42", "3097.42"), ("0.25", "0.25"), ("1.2e+15", "1.2e+15"), ("∞", "∞"),
            ("-∞", "-∞"), ("NaN", "NaN"), ("", ""), ("-", "-"), (".5", ".5"), ("12345.", "12,345."),
            ("12 345", "12 345"), ("1,234", "1,234"),
        ])
    func standardGrouping(text: String, expected: String) {
        #expect(SCIDigitGrouping.standard.apply(to: text) == expected)
    }

    @Test("a locale's marks, and none")
    func localeAndNone() {
        let german = SCIDigitGrouping(locale: Locale(identifier: "de_DE"))
        #expect(german.apply(to: "12345.67") == "12.345,67")
        #expect(german.apply(to: "0.5") == "0,5")
        #expect(SCIDigitGrouping.none.apply(to: "12345678.9") == "12345678.9")
        let english = SCIDigitGrouping(locale: Locale(identifier: "en_US"))
        #expect(english == .standard)
    }

    private func labels(_ surface: SCIChartSurface) -> [String] {
        surface.layout.placement(for: surface.yAxes[0])?.ticks.labels ?? []
    }

    @Test("a numeric axis' tick labels are grouped by its label provider's setting")
    func axisLabels() throws {
        let surface = Fixture.numericSurface(y: SCIDoubleRange(min: 0, max: 40_000_000))
        #expect(labels(surface).contains("10,000,000"), "\(labels(surface))")
        let provider = try #require(surface.yAxes[0].labelProvider as? SCINumericLabelProvider)
        provider.digitGrouping = .none
        #expect(labels(surface).contains("10000000"), "\(labels(surface))")
        provider.digitGrouping = SCIDigitGrouping(locale: Locale(identifier: "de_DE"))
        #expect(labels(surface).contains("10.000.000"), "\(labels(surface))")
    }

    @Test("prices under 10,000 keep their digits together")
    func pricesUnchanged() {
        let surface = Fixture.numericSurface(y: SCIDoubleRange(min: 3050, max: 3150))
        #expect(labels(surface).contains("3100"), "\(labels(surface))")
    }
}

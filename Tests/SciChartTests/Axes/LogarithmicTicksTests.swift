import Foundation
import Testing

@testable import SciChart

/// Ticks and power texts of logarithmic axes.
@Suite struct LogarithmicTicksTests {
    @Test func majorsAtPowersAndMinorsAtWholeMultiplesOfThePowerBelow() throws {
        let ticks = try #require(
            LogarithmicTicks.ticks(
                range: SCIDoubleRange(min: 1, max: 1000), base: 10, maxTicks: 8, minorsPerMajor: 5))
        #expect(ticks.major == [1, 10, 100, 1000])
        #expect(ticks.minor.count == 24)
        #expect(ticks.minor.prefix(8) == [2, 3, 4, 5, 6, 7, 8, 9])
        #expect(!ticks.minor.contains(where: { ticks.major.contains($0) }))
    }

    @Test func manyPowersAreStepped() throws {
        let ticks = try #require(
            LogarithmicTicks.ticks(
                range: SCIDoubleRange(min: 1e-300, max: 1e300), base: 10, maxTicks: 8, minorsPerMajor: 5))
        #expect(ticks.major.count <= 8 && ticks.major.count >= 4)
        #expect(ticks.minor.count < LogarithmicTicks.limit)
        // Majors every step powers: minors at the powers between them.
        let wide = try #require(
            LogarithmicTicks.ticks(
                range: SCIDoubleRange(min: 1, max: 1e12), base: 10, maxTicks: 5, minorsPerMajor: 5))
        #expect(wide.major == [1, 1e3, 1e6, 1e9, 1e12])
        #expect(wide.minor == [10, 100, 1e4, 1e5, 1e7, 1e8, 1e10, 1e11])
    }

    @Test func aFewPowersAreReadAtOneTwoAndFiveTimesThem() throws {
        let ticks = try #require(
            LogarithmicTicks.ticks(
                range: SCIDoubleRange(min: 45, max: 1200), base: 10, maxTicks: 10, minorsPerMajor: 5))
        #expect(ticks.major == [50, 100, 200, 500, 1000])
        #expect(ticks.minor == [60, 70, 80, 90, 300, 400, 600, 700, 800, 900])
    }

    @Test func aRangeWithinOnePowerHasNoLogarithmicTicks() {
        #expect(
            LogarithmicTicks.ticks(
                range: SCIDoubleRange(min: 120, max: 180), base: 10, maxTicks: 10, minorsPerMajor: 5) == nil)
    }

    @Test func manualDeltasAndTheirLimits() throws {
        let ticks = try #require(
            LogarithmicTicks.manual(
                range: SCIDoubleRange(min: 1, max: 1e6), base: 10, majorDelta: 3, minorDelta: 100))
        #expect(ticks.major == [1, 1000, 1e6])
        #expect(Array(ticks.minor.prefix(3)) == [100, 200, 300])
        #expect(ticks.minor.contains(100_000) && ticks.minor.contains(900_000))
        for delta in [0.0, -1, 0.5, .nan, .infinity] {
            let range = SCIDoubleRange(min: 1, max: 1e6)
            #expect(
                LogarithmicTicks.manual(range: range, base: 10, majorDelta: delta, minorDelta: nil) == nil)
        }
        let capped = LogarithmicTicks.manual(
            range: SCIDoubleRange(min: 1, max: 1e6), base: 10, majorDelta: 1, minorDelta: 1e-300)
        #expect((capped?.minor.count ?? 0) <= LogarithmicTicks.limit)
    }

    @Test func powerTexts() {
        #expect(PowerText.text(1000, base: 10) == "10³")
        #expect(PowerText.text(2500, base: 10) == "2.5×10³")
        #expect(PowerText.text(0.01, base: 10) == "10⁻²")
        #expect(PowerText.text(1024, base: 2) == "2¹⁰")
        #expect(PowerText.text(exp(2), base: M_E) == "e²")
        #expect(PowerText.text(-1000, base: 10) == "-10³")
        #expect(PowerText.text(0, base: 10) == "0")
        #expect(PowerText.text(.nan, base: 10) == "")
        #expect(PowerText.text(5, base: 1) == "5")
    }

    @Test func theScaleShowsOnlyPositiveRanges() {
        let scale = AxisScale.logarithmic(base: 10)
        #expect(scale.showable(SCIDoubleRange(min: -10, max: 100)).ends == (0.1, 100))
        #expect(scale.showable(SCIDoubleRange(min: -10, max: -1)).ends == (1, 10))
        #expect(scale.forward(-1).isNaN && scale.forward(0).isNaN)
        #expect(AxisScale.logarithmic(validBase: 1) == nil && AxisScale.logarithmic(validBase: .nan) == nil)
        let calculator = SCICoordinateCalculator(
            range: SCIDoubleRange(min: 1e-300, max: 1e308), length: 600, isHorizontal: false, flipped: false,
            categoryBars: nil, scale: scale)
        #expect(abs(calculator.getCoordinate(1) - 600 * 308 / 608) < 1e-6)
        #expect(calculator.getDataValue(-1e9) == Double.greatestFiniteMagnitude)
    }
}

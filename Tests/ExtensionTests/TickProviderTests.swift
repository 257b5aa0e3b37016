import Foundation
import SciChart
import Testing

/// A delta calculator of fixed distances, as SciChart's "TickProvider and DeltaCalculator"
/// guide writes one.
final class FixedDeltaCalculator: SCINumericDeltaCalculator {
    override func getDeltaFromRangeMin(
        _ min: ISCIComparable!, max: ISCIComparable!, minorsPerMajor: UInt32, maxTicks: UInt32
    ) -> ISCIAxisDelta! {
        let minorDelta = NSNumber(value: 0.05)
        let majorDelta = NSNumber(value: 0.25)
        return SCIAxisDelta(minorDelta: minorDelta, majorDelta: majorDelta)
    }
}

/// Three majors: the ends of the visible range and its middle.
final class EndsAndMiddleTickProvider: SCINumericTickProvider {
    override func updateTicks(minorTicks: SCIDoubleValues!, majorTicks: SCIDoubleValues!) {
        let min = self.axis.visibleRange.minAsDouble
        let max = self.axis.visibleRange.maxAsDouble
        majorTicks.add(min)
        majorTicks.add((min + max) / 2)
        majorTicks.add(max)
    }
}

/// A provider that hands the axis everything wrong at once.
final class HostileTickProvider: SCINumericTickProvider {
    override func updateTicks(minorTicks: SCIDoubleValues!, majorTicks: SCIDoubleValues!) {
        majorTicks.add([.nan, .infinity, -.infinity, -1e300, 1e300, 5, 5, 2])
        for index in 0..<100_000 { minorTicks.add(Double(index) / 10_000) }
    }
}

@Suite struct TickProviderTests {
    static let yName = "axis:y:DefaultAxisId"

    static func chart(_ yAxis: SCINumericAxis) -> SCIChartSurface {
        let surface = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: yAxis, xs: [0, 1, 2], ys: [0, 0.5, 1])
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 1)
        return surface
    }

    @Test func eachAxisKindHasItsProviderWhichGivesItsOwnTicks() {
        #expect(SCINumericAxis().tickProvider is SCINumericTickProvider)
        #expect(SCILogarithmicNumericAxis().tickProvider is SCILogarithmicNumericTickProvider)
        #expect(SCIDateAxis().tickProvider is SCIDateTickProvider)
        #expect(SCICategoryDateAxis().tickProvider is SCICategoryTickProvider)
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        let own = AxisLabelProviderTests.labels(surface, Self.yName)
        axis.tickProvider = SCINumericTickProvider()
        #expect(AxisLabelProviderTests.labels(surface, Self.yName) == own)
        #expect(axis.tickProvider.axis === axis)
    }

    @Test func aDeltaCalculatorOfTheUsersSpacesTheTicks() {
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        axis.tickProvider = SCINumericTickProvider(deltaCalculator: FixedDeltaCalculator())
        #expect(
            AxisLabelProviderTests.labels(surface, Self.yName) == ["0.00", "0.25", "0.50", "0.75", "1.00"])
        // The stock calculator answers nice steps for the ticks asked.
        let delta = SCINumericDeltaCalculator().getDeltaFromRangeMin(
            NSNumber(value: 0), max: NSNumber(value: 100), minorsPerMajor: 5, maxTicks: 10)
        #expect(delta?.majorDelta.toDouble == 10 && delta?.minorDelta.toDouble == 2)
    }

    @Test func aTickProviderOfTheUsersPlacesTheTicks() {
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        axis.tickProvider = EndsAndMiddleTickProvider()
        #expect(AxisLabelProviderTests.labels(surface, Self.yName) == ["0.0", "0.5", "1.0"])
    }

    @Test func hostileTicksAreCleanedAndCapped() {
        let axis = SCINumericAxis()
        axis.drawMinorGridLines = true
        let surface = Self.chart(axis)
        axis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        axis.tickProvider = HostileTickProvider()
        #expect(AxisLabelProviderTests.labels(surface, Self.yName) == ["2", "5"])
        // Deltas no axis can use place no ticks, and never hang.
        final class Zero: SCINumericDeltaCalculator {
            let major: Double
            init(_ major: Double) { self.major = major }
            override func getDeltaFromRangeMin(
                _ min: ISCIComparable!, max: ISCIComparable!, minorsPerMajor: UInt32, maxTicks: UInt32
            ) -> ISCIAxisDelta! {
                SCIAxisDelta(minorDelta: NSNumber(value: major), majorDelta: NSNumber(value: major))
            }
        }
        for major in [0.0, -1, 1e-300, .nan] {
            axis.tickProvider = SCINumericTickProvider(deltaCalculator: Zero(major))
            #expect(AxisLabelProviderTests.labels(surface, Self.yName).isEmpty, "\(major)")
        }
    }
}

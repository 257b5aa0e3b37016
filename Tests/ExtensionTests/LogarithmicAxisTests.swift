import Foundation
import SciChart
import Testing

/// Logarithmic axes and price scale modes through the public API, in the shapes of
/// SciChart's "Axis Labels - TextFormatting" and "Axis Ticks - MajorDelta" guides.
@Suite struct LogarithmicAxisTests {
    static let yName = "axis:y:DefaultAxisId"

    /// Powers of ten from 1 to 100 000, one a point.
    static func decades(_ yAxis: SCIAxisBase, xAxis: SCIAxisBase = SCINumericAxis()) -> SCIChartSurface {
        AxisLabelProviderTests.chart(
            x: xAxis, y: yAxis, xs: [0, 1, 2, 3, 4, 5], ys: [1, 10, 100, 1000, 10_000, 100_000])
    }

    /// The y of each label of group `name`, top to bottom.
    static func labelRows(_ surface: SCIChartSurface, _ name: String) -> [(String, Double)] {
        let runs = surface.renderFrame().chartLayer.group(named: name)?.textRuns ?? []
        return runs.map { ($0.text, Double($0.bounds.midY)) }.sorted { $0.1 < $1.1 }
    }

    /// The path of the first series' line.
    static func linePath(_ surface: SCIChartSurface) -> SCIPath? {
        let commands = surface.renderDisplayList().group(named: "series:0")?.commands ?? []
        return commands.compactMap { command -> SCIPath? in
            if case .stroke(let path, _) = command { return path }
            return nil
        }.first
    }

    @Test func eachPowerOfTheBaseTakesTheSameLength() {
        let yAxis = SCILogarithmicNumericAxis()
        yAxis.logarithmicBase = 10.0
        yAxis.scientificNotation = .logarithmicBase
        let surface = Self.decades(yAxis)
        let rows = Self.labelRows(surface, Self.yName)
        #expect(rows.map(\.0) == ["10⁵", "10⁴", "10³", "10²", "10¹", "10⁰"])
        let gaps = zip(rows.dropFirst(), rows).map { $0.1 - $1.1 }
        for gap in gaps { #expect(abs(gap - gaps[0]) < 1, "\(gaps)") }
        // 2 lies log10(2) of a decade above 1.
        let decade = yAxis.getCoordinate(1) - yAxis.getCoordinate(10)
        #expect(abs(yAxis.getCoordinate(1) - yAxis.getCoordinate(2) - decade * log10(2)) < 1e-6)
        #expect(abs(yAxis.getDataValue(yAxis.getCoordinate(316.2)) - 316.2) < 1e-9)
        #expect(yAxis.getCoordinate(0).isNaN && yAxis.getCoordinate(-5).isNaN)
    }

    @Test func plainLabelsOtherBasesAndRefusedBases() {
        let yAxis = SCILogarithmicNumericAxis()
        let surface = Self.decades(yAxis)
        #expect(
            Self.labelRows(surface, Self.yName).map(\.0) == ["100,000", "10,000", "1000", "100", "10", "1"])
        yAxis.scientificNotation = .normalized
        #expect(Self.labelRows(surface, Self.yName).last?.0 == "10⁰")
        yAxis.scientificNotation = .none

        for refused in [1.0, 0.5, -10, .nan, .infinity] {
            yAxis.logarithmicBase = refused
            #expect(yAxis.logarithmicBase == 10)
        }
        let binary = SCILogarithmicNumericAxis()
        binary.logarithmicBase = 2
        let powers = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: binary, xs: [0, 1], ys: [1, 1024])
        binary.maxAutoTicks = 20
        let labels = Self.labelRows(powers, Self.yName).map(\.0)
        #expect(labels.last == "1" && labels.first == "1024")
        #expect(labels.allSatisfy { Int($0).map { $0 & ($0 - 1) == 0 } == true }, "\(labels)")
    }

    @Test func theMajorDeltaCountsPowersAndTheMinorDeltaMultiplesOfThePowerBelow() {
        let yAxis = SCILogarithmicNumericAxis()
        let surface = AxisLabelProviderTests.chart(x: SCINumericAxis(), y: yAxis, xs: [0, 1], ys: [1, 1e9])
        yAxis.autoTicks = false
        yAxis.majorDelta = NSNumber(value: 3)
        yAxis.minorDelta = NSNumber(value: 100)
        yAxis.scientificNotation = .logarithmicBase
        #expect(Self.labelRows(surface, Self.yName).map(\.0) == ["10⁹", "10⁶", "10³", "10⁰"])
        // Deltas that cannot place ticks: the axis spaces them itself, within a cap.
        for delta in [0.0, -3, 1e-300, .nan] {
            yAxis.majorDelta = NSNumber(value: delta)
            let labels = Self.labelRows(surface, Self.yName)
            #expect(labels.count >= 2 && labels.count <= 11, "\(delta): \(labels.map(\.0))")
        }
    }

    @Test func dataAtOrBelowZeroAreGapsAndTheRangeStartsAtTheSmallestPositive() throws {
        let yAxis = SCILogarithmicNumericAxis()
        let surface = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: yAxis, xs: [0, 1, 2, 3, 4], ys: [-5, 0, 2, 20, 200])
        #expect(yAxis.visibleRange.min == 2 && yAxis.visibleRange.max == 200, "\(yAxis.visibleRange)")
        let path = try #require(Self.linePath(surface))
        #expect(path.bounds.minX.isFinite && path.bounds.height > 100)
        // Ranges no logarithm can show are shown from above zero, never crash.
        for (low, high) in [(0.0, 0.0), (1e-300, 1e308), (-10, -1), (-10, 100), (5, 5)] {
            yAxis.visibleRange = SCIDoubleRange(min: low, max: high)
            let labels = Self.labelRows(surface, Self.yName)
            #expect(labels.count <= 50, "\(low)...\(high)")
            #expect(yAxis.getCoordinate(yAxis.getDataValue(100)).isFinite)
        }
    }

    @Test func thePriceScaleSwitchesLiveAndTheSeriesFollows() throws {
        let yAxis = SCINumericAxis()
        let surface = Self.decades(yAxis)
        func lineHeightAbove(_ value: Double) -> Double {
            _ = surface.renderFrame()
            return yAxis.getCoordinate(1) - yAxis.getCoordinate(value)
        }
        #expect(yAxis.priceScaleMode == .normal)
        let linear = lineHeightAbove(10)
        yAxis.priceScaleMode = .logarithmic
        let logarithmic = lineHeightAbove(10)
        #expect(logarithmic > linear * 100, "ten is a fifth of the way up, not a ten-thousandth")
        // The drawn line moved with the scale (no pixels kept from the linear frame).
        let points = try #require(Self.linePath(surface))
        let area = surface.currentLayout.seriesArea
        #expect(abs(points.bounds.height - area.height) < 2)
        yAxis.priceScaleMode = .normal
        #expect(abs(lineHeightAbove(10) - linear) < 1e-9)
        let fixed = SCILogarithmicNumericAxis()
        fixed.priceScaleMode = .normal
        #expect(fixed.priceScaleMode == .logarithmic)
    }

    @Test func panMovesByRatiosAndZoomKeepsTheValueUnderThePointer() {
        let xAxis = SCILogarithmicNumericAxis()
        let surface = Self.decades(SCINumericAxis(), xAxis: xAxis)
        xAxis.visibleRange = SCIDoubleRange(min: 1, max: 1000)
        let wheel = SCIMouseWheelZoomModifier()
        wheel.direction = .xDirection
        surface.chartModifiers.add(wheel)
        surface.chartModifiers.add(SCIZoomPanModifier())
        let area = surface.currentLayout.seriesArea
        let pointer = CGPoint(x: area.minX + area.width * 0.3, y: area.midY)
        let under = xAxis.getDataValue(Double(pointer.x - area.minX))
        _ = surface.handleScroll(deltaX: 0, deltaY: -1, at: pointer, modifiers: [])
        let zoomed = xAxis.visibleRange.copy()
        #expect(zoomed.max / zoomed.min < 1000 && zoomed.min > 0)
        #expect(abs(xAxis.getDataValue(Double(pointer.x - area.minX)) / under - 1) < 1e-9)

        let ratio = zoomed.max / zoomed.min
        surface.handlePointer(SCIPointerEvent(phase: .began, location: pointer, timestamp: 10))
        for step in 1...4 {
            let location = CGPoint(x: pointer.x + 25 * Double(step), y: pointer.y)
            surface.handlePointer(SCIPointerEvent(phase: .moved, location: location, timestamp: 10))
        }
        surface.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: pointer.x + 100, y: pointer.y), timestamp: 10)
        )
        let panned = xAxis.visibleRange
        #expect(panned.min < zoomed.min, "\(zoomed) \(panned)")
        #expect(abs(panned.max / panned.min / ratio - 1) < 1e-9, "a pan keeps the ratio shown")
    }

    @Test func aMeasureOnALogarithmicAxisReadsThePercentChangeOfItsPrices() throws {
        let yAxis = SCILogarithmicNumericAxis()
        let surface = Self.decades(yAxis)
        surface.chartModifiers.add(SCIMeasureCreationModifier())
        let start = surface.currentLayout.surfacePoint(x: 1, y: 10)
        let end = surface.currentLayout.surfacePoint(x: 3, y: 100)
        ExtensionTests.drag(surface, from: start, to: start, time: 0)
        ExtensionTests.drag(surface, from: end, to: end, time: 1)
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        let values = measure.getBaseDataValues()
        #expect(values.count == 2)
        #expect(abs(values[0].y - 10) < 0.05 && abs(values[1].y - 100) < 0.5)
        let percent = try #require(measure.labelLines.first { $0.contains("%") })
        #expect(percent.contains("+9"), "\(percent)")
    }

    @Test func aCursorReadsAsManyDigitsAsAPixelResolvesAtItsValue() {
        let yAxis = SCILogarithmicNumericAxis()
        let surface = Self.decades(yAxis)
        yAxis.visibleRange = SCIDoubleRange(min: 0.001, max: 100_000)
        let small = yAxis.formatCursorText(0.00234)
        let large = yAxis.formatCursorText(23_456.7)
        #expect(small.hasPrefix("0.0023"), "\(small)")
        #expect(!large.contains("."), "\(large)")
        withExtendedLifetime(surface) {}
    }
}

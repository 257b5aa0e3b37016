import Foundation
import TestSupport
import Testing

@testable import SciChart

/// A series whose points live in a database reads like any other: its series info provider
/// reads the points in memory, whatever class holds them.
@Suite("A database series read by the modifiers")
struct DatabaseSeriesReadingTests {
    /// 200 points, y = 100 + x / 4, every one in memory (fewer points than columns).
    static func chart() throws -> DatabaseSeriesTests.Chart {
        let xs = (0..<200).map(Double.init)
        let ys = xs.map { 100 + $0 / 4 }
        let chart = DatabaseSeriesTests.chart(store: try MemoryPointStore(xs: xs, ys: ys), xs: xs, ys: ys)
        chart.series.seriesName = "Stored"
        chart.xAxis.visibleRange = SCIDoubleRange(min: 0, max: 199)
        return chart
    }

    @Test("the rollover reads the stored points at the pointer's x, interpolated")
    func rollover() throws {
        let chart = try Self.chart()
        let rollover = SCIRolloverModifier()
        chart.surface.chartModifiers.add(rollover)
        #expect(chart.surface.waitForDatabaseReads())
        for (x, text) in [(50.0, "112.50"), (50.5, "112.63")] {
            chart.surface.handlePointer(
                SCIPointerEvent(phase: .hovered, location: chart.surface.point(x: x, y: 120), timestamp: 0))
            _ = chart.surface.renderFrame()
            #expect(rollover.tooltipTexts == ["Stored\n\(text)"])
        }
    }

    @Test("the values line and the keyboard cursor read the stored points")
    func valuesLineAndKeyboardCursor() throws {
        let chart = try Self.chart()
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        chart.surface.chartModifiers.add(cursor)
        #expect(chart.surface.waitForDatabaseReads())
        chart.surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: chart.surface.point(x: 50, y: 120), timestamp: 0))
        _ = chart.surface.renderFrame()
        #expect(cursor.valuesLineText == "Stored 112.50")
        cursor.isKeyboardCursorOn = true
        #expect(cursor.keyboardCursorText == "Stored, 199: 149.75. Point 200 of 200.")
        let location = try #require(cursor.keyboardCursorLocation)
        #expect(
            abs(location.y - chart.surface.point(x: 199, y: 149.75).y) < 1e-9, "the ring stands on the value")
    }
}

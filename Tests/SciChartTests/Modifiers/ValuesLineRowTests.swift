import Foundation
import Testing

@testable import SciChart

/// The values line owns its row at the top of the series area: its text sits on the area's
/// background, and a legend placed at the top sits below it instead of over it.
@Suite("Values line row")
@MainActor
struct ValuesLineRowTests {
    /// Candles with an average, a crosshair showing (or not) the values line and a legend
    /// in the top-left corner.
    private func chart(valuesLine: Bool, grouped: Bool = false) -> (
        SCIChartSurface, SCICursorModifier, SCILegendModifier
    ) {
        let surface = CursorPrecisionTests.surface(price: 186.37, decimals: 2)
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = valuesLine
        let legend = SCILegendModifier()
        legend.position = [.top, .left]
        if grouped {
            surface.chartModifiers.add(SCIModifierGroup(childModifiers: [cursor]))
        } else {
            surface.chartModifiers.add(cursor)
        }
        surface.chartModifiers.add(legend)
        return (surface, cursor, legend)
    }

    @Test("a legend at the top sits below the values line, and moves up when the line is hidden")
    func legendBelowValuesLine() throws {
        for grouped in [false, true] {
            let (surface, cursor, legend) = chart(valuesLine: true, grouped: grouped)
            let frame = surface.renderFrame()
            let area = surface.seriesAreaFrame
            let line = try #require(frame.overlayLayer.group(named: "values-line"))
            let textBottom = try #require(line.textRuns.map(\.bounds.maxY).max())
            let legendFrame = legend.legend.frame
            #expect(legendFrame.height > 0)
            #expect(legendFrame.minY >= textBottom, "grouped: \(grouped)")
            #expect(cursor.topBandHeight > 0)
            #expect(abs(legendFrame.minY - (area.minY + cursor.topBandHeight + legend.margins.top)) < 1)

            cursor.showsValuesLine = false
            _ = surface.renderFrame()
            #expect(cursor.topBandHeight == 0)
            #expect(abs(legend.legend.frame.minY - (area.minY + legend.margins.top)) < 1)
        }
    }

    @Test("a disabled crosshair keeps no row")
    func disabledCrosshairKeepsNoRow() {
        let (surface, cursor, legend) = chart(valuesLine: true)
        cursor.isEnabled = false
        _ = surface.renderFrame()
        #expect(abs(legend.legend.frame.minY - (surface.seriesAreaFrame.minY + legend.margins.top)) < 1)
    }

    @Test("the values line's text sits on the series area's background, not on the lines under it")
    func textHasABackground() throws {
        let (surface, _, _) = chart(valuesLine: true)
        let frame = surface.renderFrame()
        let line = try #require(frame.overlayLayer.group(named: "values-line"))
        let background = try #require(line.fills.first)
        let texts = line.textRuns.map(\.bounds)
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(background.0.bounds.insetBy(dx: -0.5, dy: -0.5).contains(text), "\(text)")
        }
        let color = background.1.color
        #expect(color.withAlpha(1) == surface.theme.seriesAreaBackground.withAlpha(1))
        #expect(color.opacity > 0.8)
    }

    @Test("a line wider than the series area wraps between series, each row on a plate, none over the axis")
    func aLongLineWrapsBetweenSeries() throws {
        let (surface, cursor, legend) = chart(valuesLine: true)
        let bars = try #require(surface.renderableSeries[0].dataSeries)
        bars.seriesName = "SPY"
        for period in [20, 50, 100] {
            let average = SCIXyDataSeries(xType: .date, yType: .double)
            average.seriesName = "SMA \(period)"
            average.append(x: bars.xValuesArray, y: Array(repeating: 186.5, count: bars.count))
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = average
            surface.renderableSeries.add(line)
        }
        surface.frame = CGRect(x: 0, y: 0, width: 330, height: 300)
        let frame = surface.renderFrame()
        let area = surface.seriesAreaFrame
        let line = try #require(frame.overlayLayer.group(named: "values-line"))
        let runs = line.textRuns
        // Every piece is drawn, whole, inside the series area, and no two overlap.
        #expect(runs.map(\.text).joined(separator: " ") == cursor.valuesLineText)
        for run in runs {
            #expect(run.bounds.minX >= area.minX && run.bounds.maxX <= area.maxX, "\(run.text) \(run.bounds)")
        }
        for (index, run) in runs.enumerated() {
            for other in runs[(index + 1)...] {
                #expect(
                    !run.bounds.insetBy(dx: 0.5, dy: 0.5).intersects(other.bounds),
                    "\(run.text) \(other.text)")
            }
        }
        // More than one row, each starting with a name (a series' or a value's, such as
        // "H") or the bar's change, never with a value cut from its name; every run on a plate.
        let rows = Dictionary(grouping: runs) { Int($0.bounds.minY.rounded()) }
        #expect(rows.count > 1)
        let firsts = rows.values.compactMap { $0.min { $0.bounds.minX < $1.bounds.minX }?.text }
        for first in firsts {
            #expect(first.first?.isLetter == true || first.hasSuffix("%)"), "\(firsts)")
        }
        #expect(firsts.contains("SMA 50") || firsts.contains("SMA 100"), "\(firsts)")
        let plates = line.fills.map(\.0.bounds)
        for run in runs {
            #expect(plates.contains { $0.insetBy(dx: -0.5, dy: -0.5).contains(run.bounds) }, "\(run.text)")
        }
        // The legend at the top sits below every row.
        let bottom = try #require(plates.map(\.maxY).max())
        #expect(legend.legend.frame.height > 0)
        #expect(legend.legend.frame.minY >= bottom, "\(legend.legend.frame) under rows to \(bottom)")
    }

    @Test("in a chart too small for every row, the rows reach half its height and the rest is left out")
    func rowsReachHalfTheArea() throws {
        let (surface, cursor, _) = chart(valuesLine: true)
        surface.frame = CGRect(x: 0, y: 0, width: 150, height: 110)
        let frame = surface.renderFrame()
        let area = surface.seriesAreaFrame
        let line = try #require(frame.overlayLayer.group(named: "values-line"))
        let bottom = try #require(line.fills.map(\.0.bounds.maxY).max())
        #expect(bottom <= area.minY + max(area.height / 2, ValuesLine.rowHeight(fontSize: 11)) + 0.5)
        #expect(line.textRuns.count < cursor.valuesLineText.split(separator: " ").count)
        #expect(abs(cursor.topBandHeight - (bottom - area.minY)) < 0.5)
    }

    @Test("a tiny chart: the row is cut to the series area and the legend keeps what is left")
    func tinyChart() {
        let (surface, _, legend) = chart(valuesLine: true)
        surface.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        _ = surface.renderFrame()
        let area = surface.seriesAreaFrame
        let legendFrame = legend.legend.frame
        #expect(legendFrame.isEmpty || area.insetBy(dx: -1, dy: -1).contains(legendFrame))
    }
}

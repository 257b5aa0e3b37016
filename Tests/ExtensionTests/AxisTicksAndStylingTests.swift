import Foundation
import SciChart
import Testing

/// Tick spacing by hand, tick and grid pens and axis bands, through the public API in the
/// shapes of SciChart's "Axis Ticks" and "Axis Styling" guides.
@Suite struct AxisTicksAndStylingTests {
    static func chart(_ yAxis: SCINumericAxis) -> SCIChartSurface {
        let surface = AxisLabelProviderTests.chart(
            x: SCINumericAxis(), y: yAxis, xs: [0, 1, 2], ys: [0, 50, 100])
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        return surface
    }

    /// The strokes and fills of the chart layer's group `name`.
    static func commands(_ surface: SCIChartSurface, _ name: String) -> [SCIDrawCommand] {
        surface.renderFrame().chartLayer.group(named: name)?.commands ?? []
    }

    @Test func majorAndMinorDeltasPlaceTicksByHand() {
        let axis = SCINumericAxis()
        axis.maxAutoTicks = 20
        axis.minorsPerMajor = 10
        let surface = Self.chart(axis)
        axis.autoTicks = false
        axis.minorDelta = NSNumber(value: 2)
        axis.majorDelta = NSNumber(value: 10)
        axis.drawMinorTicks = true
        let labels = AxisLabelProviderTests.labels(surface, "axis:y:DefaultAxisId")
        #expect(labels == (0...10).map { String($0 * 10) })
        // Four minors between two majors, drawn as ticks: 40 in all.
        let strokes = Self.commands(surface, "axis:y:DefaultAxisId").compactMap { command -> SCIPath? in
            if case .stroke(let path, _) = command { return path }
            return nil
        }
        #expect(strokes.count == 2, "majors and minors")

        // Deltas that cannot place ticks: the axis spaces them itself.
        for delta in [0.0, -10, 1e-300, .nan] {
            axis.majorDelta = NSNumber(value: delta)
            let automatic = AxisLabelProviderTests.labels(surface, "axis:y:DefaultAxisId")
            #expect(automatic.count >= 3 && automatic.count <= 21, "\(delta): \(automatic)")
        }
    }

    @Test func tickAndGridPensAndBandsDraw() {
        let axis = SCINumericAxis()
        let surface = Self.chart(axis)
        axis.drawMinorTicks = true
        axis.minorTickLineStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 2)
        axis.majorTickLineStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 4)
        axis.minorGridLineStyle = SCISolidPenStyle(colorCode: 0x3327_9B27, thickness: 1)
        axis.majorGridLineStyle = SCISolidPenStyle(
            colorCode: 0xFF27_9B27, thickness: 3, strokeDashArray: [5, 15], antiAliasing: true)
        axis.axisBandsStyle = SCISolidBrushStyle(colorCode: 0x2227_9B27)
        axis.drawMajorBands = true
        let tickWidths = Self.commands(surface, "axis:y:DefaultAxisId").compactMap { command -> Double? in
            if case .stroke(_, let stroke) = command { return stroke.width }
            return nil
        }
        #expect(tickWidths == [4, 2])
        let grid = Self.commands(surface, "grid")
        let bands = grid.compactMap { command -> (SCIPath, SCIFill)? in
            if case .fill(let path, let fill) = command { return (path, fill) }
            return nil
        }
        #expect(bands.count == 1)
        let area = surface.currentLayout.seriesArea
        if let (path, fill) = bands.first {
            #expect(fill.color == SCIColor(argb: 0x2227_9B27))
            // Every other space between majors: about half the series area is shaded.
            let shaded = path.bounds
            #expect(shaded.minX == area.minX && shaded.maxX == area.maxX)
        }
        let dashed = grid.contains { command in
            if case .stroke(_, let stroke) = command {
                return stroke.width == 3 && !stroke.dashes.isEmpty
            }
            return false
        }
        #expect(dashed, "the major grid's dashed pen")
        axis.drawMajorBands = false
        #expect(!Self.commands(surface, "grid").contains { if case .fill = $0 { true } else { false } })
    }
}

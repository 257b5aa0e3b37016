import Foundation
import SciChart
import SciChartCairo
import Testing

/// The README's panes example, so that it keeps compiling and doing what it says.
@Suite("README: panes")
struct ReadmePanesExampleTests {
    static func pane() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 200))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries()
        data.append(x: [0, 50, 100], y: [1, 3, 2])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        return surface
    }

    @Test("linked panes, one group, one rollover line through both, one picture")
    func example() throws {
        let pricePane = Self.pane()
        let rsiPane = Self.pane()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "readme-panes-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The README's lines:
        let sharedXRange = SCIDoubleRange()
        let group = SCIChartVerticalGroup()
        group.undoHistory = SCIUndoHistory()
        for pane in [pricePane, rsiPane] {
            pane.xAxes[0].visibleRange = sharedXRange
            group.addSurface(toGroup: pane)
            let rollover = SCIRolloverModifier()
            rollover.eventsGroupTag = "panes"
            pane.chartModifiers.add(rollover)
        }
        // The README writes "workspace.png" in the current directory.
        try group.renderPNG(to: directory.appendingPathComponent("workspace.png"))
        // What it says.
        let image = try SCIRasterImage.read(pngAt: directory.appendingPathComponent("workspace.png"))
        #expect(image.width == 600 && image.height == 400)
        #expect(sharedXRange == SCIDoubleRange(min: 0, max: 100), "filled by the first auto-range")
        sharedXRange.setMinMax(min: 25, max: 75)
        #expect(rsiPane.xAxes[0].visibleRange.min == 25 && pricePane.undoHistory === rsiPane.undoHistory)
    }
}

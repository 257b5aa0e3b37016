import Foundation
import SciChart
import SciChartCairo
import Testing

/// The README's custom legend item, as written there.
private final class SwatchItem: ISCIDrawableLegendItem {
    private var info: SCISeriesInfoCore?
    func bindSeriesInfo(with source: Any!, legend: ISCIChartLegend!) { info = source as? SCISeriesInfoCore }
    func size(in context: SCILegendItemContext) -> CGSize { CGSize(width: 120, height: 24) }
    func draw(in frame: CGRect, context: SCILegendItemContext, into list: inout SCIDisplayList) {
        var swatch = SCIPath()
        swatch.addRect(CGRect(x: frame.minX, y: frame.minY, width: 24, height: frame.height))
        list.fill(swatch, SCIFill(color: info?.seriesColor ?? .gray))
    }
}

/// The README's legend examples, so that they keep compiling and doing what they say.
@Suite struct ReadmeLegendExampleTests {
    private func chart() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        for (name, color) in [("Close", SCIColor(argb: 0xFF47BDE6)), ("Average", SCIColor(argb: 0xFFF5A623))]
        {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = name
            data.append(x: [0, 1, 2], y: [1, 2, 1.5])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            line.strokeStyle = SCISolidPenStyle(color: color, thickness: 1.5)
            surface.renderableSeries.add(line)
        }
        return surface
    }

    @Test func legendOnTheChart() throws {
        let surface = chart()
        let legendModifier = SCILegendModifier()
        legendModifier.position = [.left, .top]
        legendModifier.margins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        legendModifier.orientation = .horizontal
        legendModifier.showCheckBoxes = true
        legendModifier.sourceMode = .allSeries
        surface.chartModifiers.add(legendModifier)

        let area = surface.seriesAreaFrame
        #expect(legendModifier.legend.frame.origin == CGPoint(x: area.minX + 16, y: area.minY + 16))
        let box = try #require(legendModifier.legend.checkBoxFrame(at: 1))
        let centre = CGPoint(x: box.midX, y: box.midY)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: centre, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: centre, timestamp: 1.05))
        #expect(!surface.renderableSeries[1].isVisible)
    }

    @Test func legendOutsideTheChart() throws {
        let surface = chart()
        let legend = SCIChartLegend()
        guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
        surface.chartModifiers.add(
            SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false))
        legend.frame = CGRect(
            origin: .zero, size: legend.contentSize(fitting: CGSize(width: 300, height: 600)))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("legend-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try legend.renderPNG(to: url, scale: 2)
        #expect(try SCIRasterImage.read(pngAt: url).width == Int(legend.frame.width) * 2)
        #expect(legend.renderSVG().contains(">Average</text>"))
    }

    @Test func customItems() throws {
        SCISeriesInfoLegendDataSource.registerLegendItem(named: "SwatchItem") { SwatchItem() }
        defer { SCISeriesInfoLegendDataSource.unregisterLegendItem(named: "SwatchItem") }
        let surface = chart()
        let legend = SCIChartLegend()
        let dataSource = SCISeriesInfoLegendDataSource(legend: legend, legendItemXibName: "SwatchItem")
        surface.chartModifiers.add(
            SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: true))
        let fills = try #require(surface.renderDisplayList().group(named: "legend")).commands.compactMap {
            command -> SCIColor? in
            if case .fill(_, let fill) = command { fill.color } else { nil }
        }
        #expect(fills.contains(0xFF47BDE6) && fills.contains(0xFFF5A623))
        #expect(legend.itemFrame(at: 0)?.height == 30)
    }
}

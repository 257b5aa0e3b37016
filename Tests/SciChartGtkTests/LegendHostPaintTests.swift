import Foundation
import SciChart
import SciChartCairo
import Testing

/// A legend drawn through the view's paint path is the legend its PNG shows.
@Suite struct LegendHostPaintTests {
    private func pixels(_ image: SCIRasterImage) -> [SCIColor] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }

    @Test(arguments: [1.0, 2.0])
    func theSamePixelsAsRender(scale: Double) throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        for name in ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"] {
            let data = SCIXyDataSeries(xType: .double, yType: .double)
            data.seriesName = name
            data.append(x: [0, 1], y: [0, 1])
            let line = SCIFastLineRenderableSeries()
            line.dataSeries = data
            surface.renderableSeries.add(line)
        }
        let legend = SCIChartLegend()
        let modifier = SCILegendModifier(
            legend: legend, dataSource: SCISeriesInfoLegendDataSource(legend: legend)!,
            useAutoPlacement: false)
        modifier.showCheckBoxes = true
        surface.chartModifiers.add(modifier)
        legend.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        legend.handleScroll(deltaX: 0, deltaY: 1.5, at: CGPoint(x: 60, y: 45))
        let frame = legend.renderFrame(scale: scale)
        let rendered = try SCIRasterRenderer().render(frame)
        let painted = try SCIRasterImage(width: rendered.width, height: rendered.height)
        try SCIRasterRenderer().draw(frame, onto: painted)
        #expect(pixels(painted) == pixels(rendered))
        #expect(rendered.width == Int(120 * scale) && rendered.height == Int(90 * scale))
    }
}

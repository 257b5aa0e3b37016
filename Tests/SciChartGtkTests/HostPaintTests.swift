import Foundation
import SciChart
import SciChartCairo
import Testing

/// The view's paint path (the cached chart layer placed on the host's context, the overlay
/// painted straight into it) against the renderer's image: the same pixels.
@Suite("The host paint path draws what the renderer renders")
struct HostPaintTests {
    /// A chart with a measure-like overlay: a crosshair with labels over a line.
    private func chart() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .double, yType: .double)
        data.append(x: (0..<500).map(Double.init), y: (0..<500).map { sin(Double($0) / 20) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.chartModifiers.add(SCICursorModifier())
        return surface
    }

    private func pixels(_ image: SCIRasterImage) -> [SCIColor] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }

    @Test(arguments: [1.0, 2.0])
    func theSamePixelsAsRender(scale: Double) throws {
        let surface = chart()
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: CGPoint(x: 120, y: 80), timestamp: 0))
        let frame = surface.renderFrame(scale: scale)
        let rendered = try SCIRasterRenderer().render(frame)
        let renderer = SCIRasterRenderer()
        let painted = try SCIRasterImage(width: rendered.width, height: rendered.height)
        try renderer.draw(frame, onto: painted)
        #expect(pixels(painted) == pixels(rendered))
        // A hover moves the crosshair: the cached layer is reused and the picture still agrees.
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: CGPoint(x: 200, y: 50), timestamp: 0))
        let next = surface.renderFrame(scale: scale)
        try renderer.draw(next, onto: painted)
        #expect(renderer.chartLayerDraws == 1)
        #expect(pixels(painted) == pixels(try SCIRasterRenderer().render(next)))
    }

    @Test func anImageOfAnotherSizeIsRefused() throws {
        let frame = chart().renderFrame()
        let image = try SCIRasterImage(width: 10, height: 10)
        #expect(throws: SCIRasterError.self) { try SCIRasterRenderer().draw(frame, onto: image) }
    }
}

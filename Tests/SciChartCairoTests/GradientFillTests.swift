import Foundation
import SciChartCairo
import Testing

@testable import SciChart

/// Gradient brushes as SciChart's series guides set them, painted by Cairo and written to SVG.
@Suite struct GradientFillTests {
    static func mountain(_ brush: SCIBrushStyle) -> SCIChartSurface {
        let dataSeries = SCIXyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: [0, 10], y: [100, 100])
        let mountainSeries = SCIFastMountainRenderableSeries()
        mountainSeries.dataSeries = dataSeries
        mountainSeries.areaStyle = brush
        mountainSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 2.0)
        return rasterChart(mountainSeries)
    }

    @Test func aMountainFadesFromItsTopColourToItsBaseColour() throws {
        let surface = Self.mountain(
            SCILinearGradientBrushStyle(
                start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0), startColorCode: 0xFFFF_0000,
                endColorCode: 0xFF00_00FF))
        let image = try surface.renderImage()
        let (x, top) = surface.pixel(x: 5, y: 95)
        let (_, middle) = surface.pixel(x: 5, y: 50)
        let (_, bottom) = surface.pixel(x: 5, y: 5)
        let high = image.pixel(x: x, y: top)
        let mid = image.pixel(x: x, y: middle)
        let low = image.pixel(x: x, y: bottom)
        #expect(high.red > 220 && high.blue < 35, "\(high)")
        #expect(low.blue > 220 && low.red < 35, "\(low)")
        #expect(abs(Int(mid.red) - 128) < 20 && abs(Int(mid.blue) - 128) < 20, "\(mid)")
    }

    @Test func theFadeSpansWhatShowsWhenTheBaseIsBelowTheSeriesArea() throws {
        let surface = Self.mountain(
            SCILinearGradientBrushStyle(
                start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0), startColorCode: 0xFFFF_0000,
                endColorCode: 0xFF00_00FF))
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 60, max: 110)
        let image = try surface.renderImage()
        let area = surface.currentLayout.seriesArea
        let (x, top) = surface.pixel(x: 5, y: 99)
        let low = image.pixel(x: x, y: Int(Double(area.maxY)) - 2)
        #expect(image.pixel(x: x, y: top).red > 200, "\(image.pixel(x: x, y: top))")
        #expect(low.blue > 220 && low.red < 35, "the end colour at the area's bottom: \(low)")
    }

    @Test func aRadialBrushIsItsCentreColourInTheMiddle() throws {
        let surface = Self.mountain(SCIRadialGradientBrushStyle(centerColor: .red, edgeColor: .blue))
        let image = try surface.renderImage()
        let (x, y) = surface.pixel(x: 5, y: 50)
        let (edgeX, _) = surface.pixel(x: 0.1, y: 50)
        #expect(image.pixel(x: x, y: y).red > 220 && image.pixel(x: edgeX, y: y).blue > 200)
    }

    @Test func theSVGDefinesTheRampOverTheShape() {
        let surface = Self.mountain(
            SCILinearGradientBrushStyle(
                start: .zero, end: CGPoint(x: 0, y: 1), startColor: 0x80FF_0000, endColor: .blue))
        let svg = surface.renderSVG()
        // Laid over the visible part of the shape: the series area's box, in user space.
        let area = surface.currentLayout.seriesArea
        let box = "matrix(\(SCISVGWriter.number(area.width)) 0 0 \(SCISVGWriter.number(area.height))"
        #expect(
            svg.contains(
                "<linearGradient id=\"gradient1\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"\(box)"
            ), "\(svg.prefix(900))")
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#ff0000\" stop-opacity=\"0.502\"/>"))
        #expect(svg.contains("fill=\"url(#gradient1)\""))
    }

    @Test func aTransparentOrDegenerateGradientPaintsNothingOrOneColour() throws {
        let clear = SCILinearGradientBrushStyle(
            start: .zero, end: CGPoint(x: 0, y: 1), startColor: .clear, endColor: .clear)
        #expect(!clear.isVisible && SCIFill(clear) == nil && !SCIBrushStyle.transparent.isVisible)
        #expect(!SCIPenStyle.transparent.isVisible)
        let odd = SCILinearGradientBrushStyle(
            start: CGPoint(x: Double.nan, y: 0), end: CGPoint(x: 0, y: Double.infinity), colors: [.red],
            stops: [.nan])
        let fill = try #require(SCIFill(odd))
        #expect(fill.gradient?.kind == .linear(start: .zero, end: CGPoint(x: 0, y: 1)))
        #expect(fill.gradient?.stops == [SCIGradient.Stop(offset: 0, color: .red)])
        // A flat shape has no box to lay a ramp over: it is filled in the first colour.
        let flat = SCIXyDataSeries(xType: .double, yType: .double)
        flat.append(x: [0, 10], y: [0, 0])
        let surface = Self.mountain(odd)
        (surface.renderableSeries[0] as? SCIFastMountainRenderableSeries)?.dataSeries = flat
        #expect(try surface.renderImage().width == 400)
        #expect(surface.renderSVG().contains("url(#gradient1)"))
    }

    @Test func onAVerticalChartTheRampRunsAsItShowsInBothOutputs() throws {
        let surface = Self.mountain(
            SCILinearGradientBrushStyle(
                start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0), startColorCode: 0xFFFF_0000,
                endColorCode: 0xFF00_00FF))
        surface.xAxes[0].axisAlignment = .left
        surface.yAxes[0].axisAlignment = .bottom
        let image = try surface.renderImage()
        let area = surface.currentLayout.seriesArea
        let middle = Int(Double(area.midX))
        // Series are drawn transposed; the ramp still runs from the top of the shape as it
        // shows to its bottom.
        let top = image.pixel(x: middle, y: Int(Double(area.minY)) + 2)
        let bottom = image.pixel(x: middle, y: Int(Double(area.maxY)) - 2)
        #expect(top.red > 200 && bottom.blue > 200, "\(top) \(bottom)")
        let svg = surface.renderSVG()
        #expect(
            svg.contains("gradientTransform=\"matrix(0 "), "the SVG ramp is laid through the transpose too")
    }
}

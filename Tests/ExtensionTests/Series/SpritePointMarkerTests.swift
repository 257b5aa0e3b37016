import Foundation
import SciChart
import Testing

/// A drawer in the PointMarker guide's shape: it keeps a picture and paints it over the
/// whole bitmap, and counts its calls and remembers the brush it was given.
private final class CustomPointMarkerDrawer: ISCISpritePointMarkerDrawer {
    let image: SCIImage
    var calls = 0
    var brushes: [SCIColor?] = []

    init(image: SCIImage) {
        self.image = image
    }

    func onDraw(_ bitmap: SCIBitmap!, with penStyle: SCIPenStyle!, andBrushStyle brushStyle: SCIBrushStyle!) {
        calls += 1
        brushes.append(brushStyle?.color)
        let rect = CGRect(
            origin: .zero, size: CGSize(width: CGFloat(bitmap.width), height: CGFloat(bitmap.height)))
        bitmap.draw(image, in: rect)
        // An opaque border in the brush's colour, when there is one.
        if let color = brushStyle?.color {
            let opaque = SCIColor(argb: color.argb | 0xFF00_0000)
            bitmap.fill(CGRect(x: 0, y: 0, width: CGFloat(bitmap.width), height: 1), with: opaque)
        }
    }
}

@Suite struct SpritePointMarkerTests {
    typealias F = SeriesFixture

    /// Four quadrants: red, green, blue, clear.
    static let quadrants = SCIImage(width: 2, height: 2, pixels: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0])!

    static func markers(_ surface: SCIChartSurface) -> [SCIMarkerRun] {
        F.commands(surface).compactMap {
            if case .markers(let run) = $0 { return run }
            return nil
        }
    }

    @Test("the drawer's picture is copied to every point, at the marker's size")
    func pictureAtEveryPoint() throws {
        let surface = F.surface()
        let drawer = CustomPointMarkerDrawer(image: Self.quadrants)
        let pointMarker = SCISpritePointMarker(drawer: drawer)
        pointMarker.size = CGSize(width: 40, height: 40)
        let lineSeries = SCIFastLineRenderableSeries()
        lineSeries.dataSeries = F.xy([2, 5, 8], [3, 6, 4])
        lineSeries.pointMarker = pointMarker
        surface.renderableSeries.add(lineSeries)

        let runs = Self.markers(surface)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let image = try #require(run.fill?.image)
        #expect(run.stroke == nil)
        #expect(image.rect == CGRect(x: -20, y: -20, width: 40, height: 40))
        #expect(image.width == 40 && image.height == 40)
        // Each quadrant of the bitmap is its picture pixel's colour (scaled up, blended only
        // near the middle).
        #expect(image.pixels[5 * 40 + 5] == 0xFFFF_0000)
        #expect(image.pixels[5 * 40 + 34] == 0xFF00_FF00)
        #expect(image.pixels[34 * 40 + 5] == 0xFF00_00FF)
        #expect(image.pixels[34 * 40 + 34] >> 24 == 0)
        let centres = (0..<run.count).map { run.center(at: $0) }
        #expect(centres == [(2.0, 3.0), (5, 6), (8, 4)].map { F.pixel(surface, x: $0.0, y: $0.1) })

        // A frame drawn again (the axis moved) reuses the picture; a new size or an
        // invalidation paints it again.
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 1, max: 11)
        #expect(Self.markers(surface).first?.count == 3)
        #expect(drawer.calls == 1)
        pointMarker.size = CGSize(width: 20, height: 10)
        let resized = try #require(Self.markers(surface).first?.fill?.image)
        #expect(resized.width == 20 && resized.height == 10)
        #expect(drawer.calls == 2)
        pointMarker.invalidateSprite()
        _ = surface.renderDisplayList()
        #expect(drawer.calls == 3)
    }

    @Test("a palette's marker colours come to the drawer as its brush, one picture a colour")
    func paletteColours() throws {
        let surface = F.surface()
        let drawer = CustomPointMarkerDrawer(image: Self.quadrants)
        let marker = SCISpritePointMarker(drawer: drawer)
        marker.size = CGSize(width: 8, height: 8)
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = F.xy([1, 2, 3, 4, 5], [2, 5, 8, 9, 5])
        series.pointMarker = marker
        series.paletteProvider = LimitsPalette(lower: 3, upper: 7)
        surface.renderableSeries.add(series)
        let runs = Self.markers(surface)
        #expect(runs.map(\.count) == [1, 2, 2])
        #expect(Set(drawer.brushes.compactMap { $0?.argb }) == [0x9900_ff00, 0x99ff_ff00, 0x99ff_0000])
        // Each picture's top row is its colour's border.
        let tops = runs.compactMap { $0.fill?.image?.pixels[3] }
        #expect(tops == [0xff00_ff00, 0xffff_ff00, 0xffff_0000])
    }

    @Test("the series' opacity fades the picture; a marker of no size draws nothing")
    func opacityAndEmptySizes() throws {
        let surface = F.surface()
        let drawer = CustomPointMarkerDrawer(image: Self.quadrants)
        let marker = SCISpritePointMarker(drawer: drawer)
        marker.size = CGSize(width: 4, height: 4)
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = F.xy([1, 2], [2, 5])
        series.pointMarker = marker
        series.opacity = 0.5
        surface.renderableSeries.add(series)
        let image = try #require(Self.markers(surface).first?.fill?.image)
        #expect(image.pixels[0] == 0x80FF_0000)

        for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: 4), CGSize(width: -3, height: 4)] {
            marker.size = size
            let drawn = Self.markers(surface).filter {
                $0.fill?.image != nil || $0.count > 0 && $0.fill != nil
            }
            #expect(drawn.allSatisfy { $0.fill?.isVisible != true || $0.shape.elements.isEmpty }, "\(size)")
        }
        #expect(drawer.calls == 1)
    }

    @Test("a picture as the marker: the image scaled over the marker's size")
    func imageMarker() throws {
        let surface = F.surface()
        let marker = SCISpritePointMarker(image: Self.quadrants)
        marker.size = CGSize(width: 1, height: 1)
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = F.xy([1], [2])
        series.pointMarker = marker
        surface.renderableSeries.add(series)
        let image = try #require(Self.markers(surface).first?.fill?.image)
        // One pixel: the picture's average, weighted by alpha (three opaque colours).
        #expect(image.pixels == [0xBF55_5555])
        #expect(surface.renderSVG().contains("<g id=\"marker1\"><image"))
        #expect(surface.renderSVG().contains("<use href=\"#marker1\""))
    }

    @Test("changing any marker's size or styles draws every series showing it again")
    func markerChangesRedraw() throws {
        let surface = F.surface()
        let marker = SCIEllipsePointMarker()
        marker.fillStyle = SCISolidBrushStyle(color: .blue)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = F.xy([1, 2], [2, 5])
        line.pointMarker = marker
        let scatter = SCIXyScatterRenderableSeries()
        scatter.dataSeries = F.xy([3, 4], [6, 7])
        scatter.pointMarker = marker
        surface.renderableSeries.add(items: line, scatter)
        func fills(_ index: Int) -> [SCIColor?] {
            F.commands(surface, series: index).compactMap {
                if case .markers(let run) = $0 { return run.fill?.color }
                return nil
            }
        }
        #expect(fills(0) == [.blue] && fills(1) == [.blue])
        marker.fillStyle = SCISolidBrushStyle(color: .red)
        #expect(fills(0) == [.red] && fills(1) == [.red])
        marker.size = CGSize(width: 20, height: 20)
        let run = try #require(
            F.commands(surface, series: 1).compactMap { command -> SCIMarkerRun? in
                if case .markers(let run) = command { return run }
                return nil
            }.first)
        #expect(run.shape.bounds.width == 20)
        // A marker taken off a series no longer draws it again.
        line.pointMarker = nil
        _ = surface.renderDisplayList()
        marker.size = CGSize(width: 5, height: 5)
        #expect(fills(0).isEmpty && fills(1) == [.red])
    }

    @Test("a picture follows sizes that round to the same pixels, and each new style")
    func nearSizesAndNewStyles() throws {
        let surface = F.surface()
        let drawer = CustomPointMarkerDrawer(image: Self.quadrants)
        let marker = SCISpritePointMarker(drawer: drawer)
        let series = SCIXyScatterRenderableSeries()
        series.dataSeries = F.xy([1], [2])
        series.pointMarker = marker
        surface.renderableSeries.add(series)
        marker.size = CGSize(width: 7.2, height: 7.2)
        #expect(Self.markers(surface).first?.fill?.image?.rect.width == 7.2)
        marker.size = CGSize(width: 7.4, height: 7.4)
        #expect(Self.markers(surface).first?.fill?.image?.rect.width == 7.4)
        // Styles one after another: each picture has the brush of the style set.
        for color in [SCIColor.red, .green, .blue, .red] {
            marker.fillStyle = SCISolidBrushStyle(color: color)
            #expect(Self.markers(surface).first?.fill?.image?.pixels[0] == color.argb)
        }
    }

    @Test("bitmaps take rectangles far outside them or of no width without trapping")
    func bitmapHostileRectangles() {
        let bitmap = SCIBitmap(width: 4, height: 4)
        for rect in [
            CGRect(x: 1e19, y: 0, width: 1, height: 1), CGRect(x: -1e300, y: -1e300, width: 1, height: 1),
            CGRect(x: 0, y: 1e300, width: 1e300, height: 1e300), CGRect(x: 1, y: 1, width: 1e-200, height: 2),
            CGRect(x: 1, y: 1, width: CGFloat.leastNonzeroMagnitude, height: CGFloat.leastNonzeroMagnitude),
        ] {
            bitmap.fill(rect, with: .red)
            bitmap.draw(Self.quadrants, in: rect)
        }
        #expect(bitmap.pixels.allSatisfy { $0 >> 24 == 0 })
        bitmap.draw(Self.quadrants, in: CGRect(x: 0, y: 0, width: 1e-200, height: 4))
        bitmap.draw(Self.quadrants, in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        #expect(bitmap.color(atX: 0, y: 0)?.alpha ?? 0 > 0)
    }

    @Test("bitmaps paint rectangles with partly covered edges and blend what they paint")
    func bitmapPainting() {
        let bitmap = SCIBitmap(width: 4, height: 2)
        #expect(bitmap.pixels == [UInt32](repeating: 0, count: 8))
        bitmap.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1), with: SCIColor(argb: 0xFF00_00FF))
        #expect(bitmap.color(atX: 0, y: 0)?.argb == 0x8000_00FF)
        #expect(bitmap.color(atX: 1, y: 0)?.argb == 0xFF00_00FF)
        #expect(bitmap.color(atX: 2, y: 0)?.argb == 0x8000_00FF)
        #expect(bitmap.color(atX: 3, y: 0)?.argb == 0)
        bitmap.setColor(SCIColor(argb: 0x80FF_0000), atX: 1, y: 0)
        #expect(bitmap.color(atX: 1, y: 0)?.argb == 0xFF80_007F)
        bitmap.setColor(.red, atX: 9, y: 9)
        bitmap.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), with: .red)
        bitmap.fill(CGRect(x: -1e300, y: 0, width: 2e300, height: 1e300), with: .green)
        #expect(bitmap.pixels.allSatisfy { $0 == SCIColor.green.argb })
        bitmap.clear()
        #expect(bitmap.image?.pixels.allSatisfy { $0 == 0 } == true)
        #expect(SCIBitmap(width: 0, height: -2).size == CGSize(width: 1, height: 1))
    }
}

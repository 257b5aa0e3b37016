import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Paths of rectangles, on whole pixels or not, filled straight into the image give exactly
/// Cairo's pixels, and what is not such a path, or not safe to fill that way, is left to
/// Cairo.
@Suite struct BoxFillsTests {
    /// Random boxes on whole device pixels at `scale`: one per column, left to right, as a
    /// dense line's spans are (`apart`), or anywhere, overlapping.
    static func boxes(count: Int, scale: Double, apart: Bool, seed: UInt64) -> SCIPath {
        var random = SeededRandom(seed: seed)
        var path = SCIPath()
        for index in 0..<count {
            let left = apart ? Double(index * 3) : Double(Int.random(in: -20...380, using: &random))
            let width =
                apart
                ? Double(Int.random(in: 1...3, using: &random))
                : Double(Int.random(in: 1...60, using: &random))
            let top = Double(Int.random(in: -20...300, using: &random))
            let height = Double(Int.random(in: 1...120, using: &random))
            path.addRect(
                CGRect(x: left / scale, y: top / scale, width: width / scale, height: height / scale))
        }
        return path
    }

    /// A frame filling `path` with `fill` under a clip, over a grey grid that translucent
    /// fills must composite onto; `viaCairo` adds a subpath of no area that only Cairo takes.
    static func frame(_ path: SCIPath, _ fill: SCIFill, clip: CGRect, scale: Double, viaCairo: Bool)
        -> SCIRenderFrame
    {
        var list = SCIDisplayList()
        var grid = SCIPath()
        for row in stride(from: 0.0, to: 300, by: 7) {
            grid.addRect(CGRect(x: 0, y: row, width: 400, height: 3))
        }
        list.fill(grid, SCIFill(color: SCIColor(argb: 0xFF80_8080)))
        var filled = path
        if viaCairo {
            filled.move(to: CGPoint(x: 10, y: 10))
            filled.line(to: CGPoint(x: 20, y: 10))
            filled.close()
        }
        list.pushClip(clip)
        list.fill(filled, fill)
        list.popClip()
        return SCIRenderFrame(
            size: CGSize(width: 400, height: 300), scale: scale, background: .black, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
    }

    /// The pixels (ours, Cairo's) where filling `path` here and through Cairo differ.
    static func differingPixels(_ path: SCIPath, _ fill: SCIFill, clip: CGRect, scale: Double) throws
        -> [(UInt32, UInt32)]
    {
        let direct = try SCIRasterRenderer().render(
            Self.frame(path, fill, clip: clip, scale: scale, viaCairo: false))
        let cairo = try SCIRasterRenderer().render(
            Self.frame(path, fill, clip: clip, scale: scale, viaCairo: true))
        return zip(direct.premultipliedPixels, cairo.premultipliedPixels).filter { $0 != $1 }
    }

    static let colors: [SCIColor] = [
        SCIColor(argb: 0xFF47_BDE6), SCIColor(argb: 0x8047_BDE6), SCIColor(argb: 0x33FF_8000),
        SCIColor(argb: 0x01FF_FFFF),
    ]

    @Test(arguments: [1.0, 2.0])
    func boxesOnWholePixelsAreCairosPixels(scale: Double) throws {
        let clips = [
            CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 30, y: 12, width: 310, height: 250),
            CGRect(x: 30.5, y: 12.25, width: 310, height: 250),
        ]
        var compared = 0
        for (seed, apart) in [(1, true), (2, false), (3, true)] as [(UInt64, Bool)] {
            let path = Self.boxes(count: 120, scale: scale, apart: apart, seed: seed)
            let matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
            #expect(BoxFills.boxes(of: path, matrix: matrix)?.count == 120)
            for color in Self.colors {
                for evenOdd in [false, true] {
                    for clip in clips {
                        let fill = SCIFill(color: color, evenOdd: evenOdd)
                        let differing = try Self.differingPixels(path, fill, clip: clip, scale: scale)
                        #expect(
                            differing.isEmpty,
                            "\(differing.count) pixels differ: colour \(color), even-odd \(evenOdd), clip \(clip), apart \(apart)"
                        )
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 3 * 4 * 2 * 3)
    }

    /// Boxes with edges anywhere, one after another: left to right with gaps from none to
    /// a pixel and a half, so that neighbours often cut one column of pixels (candle
    /// bodies, columns at fractional spacing), or top to bottom whole rows apart.
    static func fractionalBoxes(count: Int, scale: Double, byRows: Bool, seed: UInt64) -> SCIPath {
        var random = SeededRandom(seed: seed)
        var path = SCIPath()
        var along = -3.3
        for _ in 0..<count {
            let size = Double.random(in: 0.05...4, using: &random)
            let across = Double.random(in: -20...300, using: &random)
            let length = Double.random(in: 0.3...120, using: &random)
            let rect =
                byRows
                ? CGRect(x: across, y: along, width: length, height: size)
                : CGRect(x: along, y: across, width: size, height: length)
            path.addRect(
                CGRect(
                    x: rect.minX / scale, y: rect.minY / scale, width: rect.width / scale,
                    height: rect.height / scale))
            along += size + (byRows ? (along + size).rounded(.up) - (along + size) + 1 : 0)
            along += Double.random(in: 0...1.5, using: &random)
        }
        return path
    }

    @Test(arguments: [1.0, 2.0, 1.5])
    func boxesWithEdgesAnywhereAreCairosPixels(scale: Double) throws {
        // The last clip's right edge rounds to a whole pixel on Cairo's grid, but Cairo,
        // rounding its origin and width apart, leaves the last column a 256th short.
        let clips = [
            CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 30, y: 12, width: 310, height: 250),
            CGRect(x: 3 + 0.3 / 256, y: 12, width: 370 - 0.6 / 256, height: 250),
        ]
        var compared = 0
        for (seed, byRows) in [(11, false), (12, true), (13, false)] as [(UInt64, Bool)] {
            let path = Self.fractionalBoxes(count: 150, scale: scale, byRows: byRows, seed: seed)
            let matrix = cairo_matrix_t(xx: scale, yx: 0, xy: 0, yy: scale, x0: 0, y0: 0)
            let boxes = try #require(BoxFills.boxes(of: path, matrix: matrix))
            #expect(BoxFills.order(of: boxes) == (byRows ? .rows : .columns))
            let whole = boxes.allSatisfy { $0.isWhole }
            #expect(!whole)
            let surface = try CairoSurface(width: 400, height: 300)
            let context = try CairoContext(surface: surface)
            cairo_scale(context.pointer, scale, scale)
            let target = try #require(ImageTarget(context.pointer))
            #expect(BoxFills.draw(path, fill: SCIFill(color: Self.colors[1]), into: target, clip: .none))
            for color in Self.colors {
                for clip in clips {
                    let differing = try Self.differingPixels(
                        path, SCIFill(color: color), clip: clip, scale: scale)
                    let same = differing.isEmpty
                    #expect(
                        same,
                        "\(differing.count) pixels differ: colour \(color), clip \(clip), by rows \(byRows), first \(differing.prefix(3))"
                    )
                    compared += 1
                }
            }
        }
        #expect(compared == 3 * 4 * 3)
    }

    @Test func onlyRectanglesAreTaken() {
        let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        var boxes = SCIPath()
        for index in 0..<10 { boxes.addRect(CGRect(x: Double(index), y: 5, width: 1, height: 4)) }
        #expect(BoxFills.boxes(of: boxes, matrix: identity)?.count == 10)
        let whole = BoxFills.boxes(of: boxes, matrix: identity)?.allSatisfy { $0.isWhole }
        #expect(whole == true)
        // Within half of Cairo's 1/256 of a pixel of whole pixels is on them.
        var nearly = SCIPath()
        nearly.addRect(CGRect(x: 1.000_000_000_1, y: 2, width: 3, height: 4))
        #expect(BoxFills.boxes(of: nearly, matrix: identity)?.first?.isWhole == true)
        var half = SCIPath()
        half.addRect(CGRect(x: 1.5, y: 2, width: 3, height: 4))
        #expect(
            BoxFills.boxes(of: half, matrix: identity) == [
                BoxFills.FineBox(left: 384, top: 512, right: 1152, bottom: 1536)
            ])
        #expect(
            BoxFills.boxes(of: boxes, matrix: cairo_matrix_t(xx: 1.5, yx: 0, xy: 0, yy: 1.5, x0: 0, y0: 0))?
                .last
                == BoxFills.FineBox(left: 3456, top: 1920, right: 3840, bottom: 3456))
        #expect(
            BoxFills.boxes(of: boxes, matrix: cairo_matrix_t(xx: 0, yx: 1, xy: -1, yy: 0, x0: 0, y0: 0))
                == nil)
        var triangle = SCIPath()
        triangle.move(to: .zero)
        triangle.line(to: CGPoint(x: 4, y: 0))
        triangle.line(to: CGPoint(x: 4, y: 4))
        triangle.line(to: CGPoint(x: 0, y: 0))
        triangle.close()
        #expect(BoxFills.boxes(of: triangle, matrix: identity) == nil)
        var infinite = SCIPath()
        infinite.move(to: .zero)
        infinite.line(to: CGPoint(x: Double.infinity, y: 0))
        infinite.line(to: CGPoint(x: Double.infinity, y: 4))
        infinite.line(to: CGPoint(x: 0, y: 4))
        infinite.close()
        #expect(BoxFills.boxes(of: infinite, matrix: identity) == nil)
    }

    @Test func boxesThatMayOverlapAreLeftToCairoUnlessOpaqueOnWholePixels() throws {
        func box(_ left: Int, _ top: Int, _ right: Int, _ bottom: Int) -> BoxFills.FineBox {
            BoxFills.FineBox(left: left, top: top, right: right, bottom: bottom)
        }
        // Left to right, sharing the column of pixel 1 (256ths 300 and 400 both in it).
        #expect(BoxFills.order(of: [box(0, 0, 300, 1280), box(400, 2304, 768, 2560)]) == .columns)
        #expect(BoxFills.order(of: [box(1280, 0, 2304, 512), box(0, 512, 768, 1024)]) == .rows)
        // One below the other but in the same pixel row: a pixel the two cut is left to Cairo.
        #expect(BoxFills.order(of: [box(1280, 0, 2304, 500), box(0, 510, 768, 1024)]) == nil)
        #expect(BoxFills.order(of: [box(0, 0, 768, 1280), box(512, 1024, 1024, 2048)]) == nil)

        // Overlapping opaque boxes on whole pixels are drawn here; cut by an edge, not.
        var whole = SCIPath()
        var cut = SCIPath()
        for index in 0..<10 {
            whole.addRect(CGRect(x: Double(index % 3), y: Double(index), width: 5, height: 5))
            cut.addRect(CGRect(x: Double(index % 3) + 0.5, y: Double(index), width: 5, height: 5))
        }
        let surface = try CairoSurface(width: 40, height: 40)
        let context = try CairoContext(surface: surface)
        let target = try #require(ImageTarget(context.pointer))
        let opaque = SCIFill(color: SCIColor(argb: 0xFF47_BDE6))
        #expect(BoxFills.draw(whole, fill: opaque, into: target, clip: .none))
        #expect(!BoxFills.draw(cut, fill: opaque, into: target, clip: .none))
        #expect(
            !BoxFills.draw(
                whole, fill: SCIFill(color: SCIColor(argb: 0x8047_BDE6)), into: target, clip: .none))
        // Reading such a path stops at the first box that cannot be drawn, so a path left
        // to Cairo is not read to its end.
        let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        #expect(BoxFills.boxes(of: whole, matrix: identity, overlapping: true)?.count == 10)
        #expect(BoxFills.boxes(of: whole, matrix: identity, overlapping: false) == nil)
        #expect(BoxFills.boxes(of: cut, matrix: identity, overlapping: true) == nil)
        #expect(BoxFills.boxes(of: cut, matrix: identity)?.count == 10)
        var apart = SCIPath()
        for index in 0..<10 { apart.addRect(CGRect(x: Double(index) * 2.5, y: 3, width: 2, height: 9)) }
        #expect(BoxFills.boxes(of: apart, matrix: identity, overlapping: false)?.count == 10)
    }
}

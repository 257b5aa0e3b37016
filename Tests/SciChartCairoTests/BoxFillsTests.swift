import CCairo
import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Paths of whole-pixel rectangles filled straight into the image give exactly Cairo's
/// pixels, and what is not such a path, or not safe to fill that way, is left to Cairo.
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
                        let direct = try SCIRasterRenderer().render(
                            Self.frame(path, fill, clip: clip, scale: scale, viaCairo: false))
                        let cairo = try SCIRasterRenderer().render(
                            Self.frame(path, fill, clip: clip, scale: scale, viaCairo: true))
                        let differing = zip(direct.premultipliedPixels, cairo.premultipliedPixels).filter {
                            $0 != $1
                        }
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

    @Test func onlyRectanglesOnWholePixelsAreTaken() {
        let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
        var boxes = SCIPath()
        for index in 0..<10 { boxes.addRect(CGRect(x: Double(index), y: 5, width: 1, height: 4)) }
        #expect(BoxFills.boxes(of: boxes, matrix: identity)?.count == 10)
        // Within Cairo's 1/256 of a pixel of whole pixels is on them.
        var nearly = SCIPath()
        nearly.addRect(CGRect(x: 1.000_000_000_1, y: 2, width: 3, height: 4))
        #expect(BoxFills.boxes(of: nearly, matrix: identity) != nil)
        var half = SCIPath()
        half.addRect(CGRect(x: 1.5, y: 2, width: 3, height: 4))
        #expect(BoxFills.boxes(of: half, matrix: identity) == nil)
        #expect(
            BoxFills.boxes(of: boxes, matrix: cairo_matrix_t(xx: 1.5, yx: 0, xy: 0, yy: 1.5, x0: 0, y0: 0))
                == nil)
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

    @Test func translucentBoxesThatOverlapAreLeftToCairo() {
        let apart = [
            BoxFills.Box(left: 0, top: 0, right: 2, bottom: 5), .init(left: 2, top: 9, right: 3, bottom: 10),
        ]
        let rows = [
            BoxFills.Box(left: 5, top: 0, right: 9, bottom: 2), .init(left: 0, top: 2, right: 3, bottom: 4),
        ]
        let overlapping = [
            BoxFills.Box(left: 0, top: 0, right: 3, bottom: 5), .init(left: 2, top: 4, right: 4, bottom: 8),
        ]
        #expect(BoxFills.areApart(apart))
        #expect(BoxFills.areApart(rows))
        #expect(!BoxFills.areApart(overlapping))
    }
}

import Foundation
import TestSupport
import Testing

@testable import SciChart
@testable import SciChartCairo

/// Dense runs of one-colour markers are drawn by filling the pixels some marker covers
/// fully and copying only the markers at the cloud's edges: the picture is the one copying
/// every marker gives, to rounding.
@Suite struct DenseMarkerTests {
    static let size = CGSize(width: 400, height: 300)

    /// `count` centres, seeded, in a cloud denser in the middle, some past the edges.
    static func centres(_ count: Int, seed: UInt64) -> [CGPoint] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let spread = Double.random(in: 0...1, using: &random)
            return CGPoint(
                x: 200 + Double.random(in: -230...230, using: &random) * spread,
                y: 150 + Double.random(in: -170...170, using: &random) * spread)
        }
    }

    /// A frame drawing `centres` as circles of `diameter` points, in runs of `perRun`
    /// centres (a small run is copied marker by marker), clipped to an inset rectangle.
    static func frame(
        _ centres: [CGPoint], perRun: Int, diameter: Double, fill: SCIColor, stroke: SCIStroke? = nil,
        scale: Double = 1
    ) -> SCIRenderFrame {
        var shape = SCIPath()
        shape.addEllipse(in: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter))
        var list = SCIDisplayList()
        list.pushClip(CGRect(x: 10, y: 12, width: 380, height: 270))
        for start in stride(from: 0, to: centres.count, by: perRun) {
            var run = SCIMarkerRun(shape: shape, fill: SCIFill(color: fill), stroke: stroke)
            for centre in centres[start..<min(start + perRun, centres.count)] { run.append(centre) }
            list.markers(run)
        }
        list.popClip()
        return SCIRenderFrame(
            size: size, scale: scale, background: SCIColor(argb: 0xFF10_1820), chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
    }

    /// The largest difference of any channel of any pixel, and how many pixels differ.
    static func difference(_ one: SCIRasterImage, _ other: SCIRasterImage) -> (largest: Int, pixels: Int) {
        let differences = ImageGolden.channelDifferences(one, other)
        return (differences.max() ?? 0, differences.filter { $0 > 0 }.count)
    }

    @Test(arguments: [(5.0, 1.0), (7.0, 1.0), (7.0, 2.0), (12.0, 1.5)])
    func aDenseCloudLooksAsEveryMarkerCopiedDoes(diameter: Double, scale: Double) throws {
        var circle = SCIPath()
        circle.addEllipse(in: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter))
        let stamp = MarkerStamp(
            run: SCIMarkerRun(shape: circle, fill: SCIFill(color: .green), stroke: nil), scale: scale)
        #expect(stamp?.solid != nil, "the dense run takes the filling way")
        let centres = Self.centres(60_000, seed: 5)
        let dense = try SCIRasterRenderer().render(
            Self.frame(centres, perRun: centres.count, diameter: diameter, fill: .green, scale: scale))
        let copied = try SCIRasterRenderer().render(
            Self.frame(centres, perRun: 50, diameter: diameter, fill: .green, scale: scale))
        let (largest, pixels) = Self.difference(dense, copied)
        #expect(largest <= 2, "a channel differs by \(largest) in \(pixels) pixels")
        // The cloud is drawn: most of the clip is green, its corners are not.
        let inside = dense.pixel(x: Int(200 * scale), y: Int(150 * scale))
        #expect(inside.green > 200 && inside.red < 40)
        let corner = dense.pixel(x: Int(2 * scale), y: Int(2 * scale))
        #expect(corner.green < 40)
    }

    @Test func onlyOneOpaqueColourTakesTheFillingWay() throws {
        // Fill and outline of two colours: a later marker's outline lies over an earlier
        // one's fill, so order matters and every marker is copied. A translucent fill has
        // no pixel that hides what is under it.
        var circle = SCIPath()
        circle.addEllipse(in: CGRect(x: -3.5, y: -3.5, width: 7, height: 7))
        func stamp(_ fill: SCIColor, _ stroke: SCIStroke?) -> MarkerStamp? {
            MarkerStamp(
                run: SCIMarkerRun(shape: circle, fill: SCIFill(color: fill), stroke: stroke), scale: 1)
        }
        #expect(stamp(.green, nil)?.solid != nil)
        #expect(stamp(.green, SCIStroke(color: .green, width: 1))?.solid != nil)
        #expect(stamp(.green, SCIStroke(color: .white, width: 1))?.solid == nil)
        #expect(stamp(SCIColor(argb: 0x8000_FF00), nil)?.solid == nil)
    }

    @Test func translucentMarkersAddUpAsCopiesDo() throws {
        let centres = Self.centres(40_000, seed: 13)
        let fill = SCIColor(argb: 0x8000_FF00)
        let dense = try SCIRasterRenderer().render(
            Self.frame(centres, perRun: centres.count, diameter: 7, fill: fill))
        let copied = try SCIRasterRenderer().render(Self.frame(centres, perRun: 50, diameter: 7, fill: fill))
        #expect(Self.difference(dense, copied).largest <= 2)
    }

    @Test func nonFiniteAndFarCentresAreSkipped() throws {
        var centres = Self.centres(40_000, seed: 17)
        centres += [
            CGPoint(x: Double.nan, y: 10), CGPoint(x: 10, y: Double.infinity), CGPoint(x: 1e300, y: -1e300),
            CGPoint(x: -5e6, y: 150),
        ]
        let dense = try SCIRasterRenderer().render(
            Self.frame(centres, perRun: centres.count, diameter: 5, fill: .green))
        let copied = try SCIRasterRenderer().render(
            Self.frame(centres, perRun: 50, diameter: 5, fill: .green))
        #expect(Self.difference(dense, copied).largest <= 2)
    }

    /// Runs of markers painted in bands give the pixels of one pass: a dense run (filled
    /// through the solid stamp), a run too sparse for it over the whole clip but dense
    /// enough over a band's part of it, an outlined run copied marker by marker, and a run
    /// with no clip as sparse for the whole picture.
    @Test(arguments: [2, 3, 7])
    func bandsPaintThePixelsOfOnePass(bands: Int) throws {
        var circle = SCIPath()
        circle.addEllipse(in: CGRect(x: -3.5, y: -3.5, width: 7, height: 7))
        let stamp = try #require(
            MarkerStamp(run: SCIMarkerRun(shape: circle, fill: SCIFill(color: .green), stroke: nil), scale: 1)
        )
        let solid = try #require(stamp.solid)
        let clip = CGRect(x: 10, y: 12, width: 760, height: 570)
        let clipArea = Int(clip.width * clip.height)
        // Would cover two thirds of the whole clip's area: more than a band's rows hold.
        let marginal = clipArea * 2 / 3 / solid.reachCount
        var random = SeededRandom(seed: 61)
        func run(_ count: Int, fill: SCIColor, stroke: SCIStroke? = nil) -> SCIMarkerRun {
            var run = SCIMarkerRun(shape: circle, fill: SCIFill(color: fill), stroke: stroke)
            for _ in 0..<count {
                let spread = Double.random(in: 0...1, using: &random)
                run.append(
                    CGPoint(
                        x: 400 + Double.random(in: -420...420, using: &random) * spread,
                        y: 300 + Double.random(in: -320...320, using: &random) * spread))
            }
            return run
        }
        var list = SCIDisplayList()
        list.pushClip(clip)
        list.markers(run(200_000, fill: .green))
        list.markers(run(marginal, fill: SCIColor(argb: 0xFFE0_4040)))
        list.markers(
            run(3_000, fill: .white, stroke: SCIStroke(color: SCIColor(argb: 0xFF20_40F0), width: 1.5)))
        list.popClip()
        // With no clip, the whole picture is the clip.
        list.markers(run(800 * 600 * 2 / 3 / solid.reachCount, fill: SCIColor(argb: 0xFFE0_E040)))
        // A grid heavy enough for the picture to be painted in bands (markers alone are not).
        var grid = SCIPath()
        for line in 0..<1_200 {
            let x = Double(line % 600) + 0.5
            grid.move(to: CGPoint(x: x, y: line < 600 ? 0 : 300))
            grid.line(to: CGPoint(x: x, y: line < 600 ? 300 : 600))
        }
        list.stroke(grid, SCIStroke(color: SCIColor(argb: 0x3080_8080), width: 1))
        for scale in [1.0, 2.0] {
            _ = try RasterBandTests.expectBandsPaintOnePass(
                list, background: SCIColor(argb: 0xFF10_1820), bands: bands, scale: scale)
        }
    }
}

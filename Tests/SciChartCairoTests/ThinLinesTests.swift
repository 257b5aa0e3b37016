import Foundation
import SciChartCairo
import TestSupport
import Testing

@testable import SciChart

/// Dense long diagonal lines drawn by the thin-line rasteriser look like Cairo's strokes of
/// the same segments, to within a pixel.
@Suite struct ThinLinesTests {
    /// A frame of `segments` white segments over a black 400 x 300 surface, split into
    /// commands of `perCommand` segments.
    static func frame(_ points: [CGPoint], perCommand: Int) -> SCIRenderFrame {
        var list = SCIDisplayList()
        var path = SCIPath()
        var count = 0
        for (index, point) in points.enumerated() {
            if index == 0 || count == perCommand {
                if count == perCommand {
                    list.stroke(path, SCIStroke(color: .white, width: 1))
                    path = SCIPath()
                    path.move(to: points[index - 1])
                    count = 0
                } else {
                    path.move(to: point)
                    continue
                }
            }
            path.line(to: point)
            count += 1
        }
        list.stroke(path, SCIStroke(color: .white, width: 1))
        return SCIRenderFrame(
            size: CGSize(width: 400, height: 300), scale: 1, background: .black, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
    }

    @Test func aDenseRandomLineLooksAsCairoDrawsIt() throws {
        var random = SeededRandom(seed: 11)
        let points = (0..<1_500).map { _ in
            CGPoint(
                x: Double.random(in: 0...400, using: &random), y: Double.random(in: 0...300, using: &random))
        }
        // One command of 1,500 long segments goes to the rasteriser; commands of 10 to Cairo.
        let thin = try SCIRasterRenderer().render(Self.frame(points, perCommand: 5_000))
        let cairo = try SCIRasterRenderer().render(Self.frame(points, perCommand: 10))
        let thinInk = ResamplingTests.ink(thin)
        let cairoInk = ResamplingTests.ink(cairo)
        let missing = ResamplingTests.strays(cairoInk, against: thinInk)
        let extra = ResamplingTests.strays(thinInk, against: cairoInk)
        #expect(missing.inked > 10_000)
        #expect(
            Double(missing.strays) <= Double(missing.inked) * 0.002,
            "\(missing.strays) of Cairo's pixels not drawn")
        #expect(
            Double(extra.strays) <= Double(extra.inked) * 0.002,
            "\(extra.strays) pixels drawn outside Cairo's")
        // The mean brightness (how much ink) agrees within a few percent.
        func brightness(_ image: SCIRasterImage) -> Double {
            image.premultipliedPixels.reduce(0.0) { $0 + Double(($1 >> 16) & 0xFF) }
                / Double(image.width * image.height)
        }
        let ratio = brightness(thin) / brightness(cairo)
        #expect(ratio > 0.9 && ratio < 1.1, "brightness ratio \(ratio)")
    }
}

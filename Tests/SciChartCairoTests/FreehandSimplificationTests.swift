import Foundation
import SciChartCairo
import TestSupport
import Testing

@testable import SciChart

/// A long freehand stroke is drawn through fewer points than it has, and looks as the stroke
/// through every point does.
@Suite struct FreehandSimplificationTests {
    /// A frame of one stroke through `points`, 3 points wide, white on black.
    static func frame(_ points: [CGPoint]) -> SCIRenderFrame {
        var list = SCIDisplayList()
        var path = SCIPath()
        path.addPolyline(points)
        list.stroke(path, SCIStroke(color: .white, width: 2, lineJoin: .round, lineCap: .round))
        return SCIRenderFrame(
            size: CGSize(width: 600, height: 400), scale: 1, background: .black, chartLayer: list,
            overlayLayer: SCIDisplayList(), surfaceId: 0, chartGeneration: 0)
    }

    @Test func aScribbleDrawsAsEveryPointDraws() throws {
        var random = SeededRandom(seed: 5)
        // A hand's scribble: a wandering path, 2 points a step, with jitter.
        var points: [CGPoint] = []
        var (x, y, heading) = (300.0, 200.0, 0.0)
        for _ in 0..<10_000 {
            heading += Double.random(in: -0.35...0.35, using: &random)
            x = min(max(x + 2 * cos(heading), 10), 590)
            y = min(max(y + 2 * sin(heading), 10), 390)
            points.append(CGPoint(x: x + Double.random(in: -0.05...0.05, using: &random), y: y))
        }
        let kept = PolylineSimplification.kept(
            points, tolerance: SCIFreehandDrawingAnnotation.drawingTolerance)
        #expect(kept.first == 0 && kept.last == points.count - 1 && kept.count < points.count)
        // Every dropped point is within the tolerance of the line through the kept ones.
        for (a, b) in zip(kept, kept.dropFirst()) where b - a > 1 {
            for index in a + 1..<b {
                let distance = PolylineSimplification.squaredDistance(
                    points[index], toSegment: points[a], points[b])
                #expect(distance.squareRoot() <= SCIFreehandDrawingAnnotation.drawingTolerance + 1e-12)
            }
        }
        let full = try SCIRasterRenderer().render(Self.frame(points))
        let simple = try SCIRasterRenderer().render(Self.frame(kept.map { points[$0] }))
        // The same pixels, to within a few levels of grey at the edges.
        let differences = zip(full.premultipliedPixels, simple.premultipliedPixels).map { a, b in
            abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        }
        let inked = full.premultipliedPixels.filter { ($0 >> 8) & 0xFF > 0 }.count
        #expect(inked > 10_000)
        #expect(
            differences.filter { $0 > 48 }.count <= inked / 500, "pixels that differ by more than 48 levels")
    }

    @Test func gapsAndTinyStrokesAreKept() {
        let gap = [
            CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: Double.nan, y: 0), CGPoint(x: 3, y: 0),
            CGPoint(x: 4, y: 0),
        ]
        #expect(PolylineSimplification.kept(gap, tolerance: 1) == [0, 1, 2, 3, 4])
        #expect(PolylineSimplification.kept([CGPoint(x: 1, y: 1)], tolerance: 1) == [0])
        #expect(PolylineSimplification.kept([], tolerance: 1).isEmpty)
        let line = (0..<100).map { CGPoint(x: Double($0), y: 5) }
        #expect(PolylineSimplification.kept(line, tolerance: 0.1) == [0, 99])
    }
}

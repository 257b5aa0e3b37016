import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Hit tests on lines through unsorted data read the drawn segments a grid finds near the
/// pointer, and find what reading all of them finds.
@Suite struct UnsortedHitTestTests {
    /// A track (x and y both wander) and a scribble (x random): data in no x order.
    static func series(_ kind: String, count: Int, seed: UInt64) -> SCIFastLineRenderableSeries {
        var random = SeededRandom(seed: seed)
        var xs: [Double] = []
        var ys: [Double] = []
        var x = 500.0
        var y = 0.0
        for index in 0..<count {
            switch kind {
            case "track":
                x += Double.random(in: -1...1, using: &random)
                y += Double.random(in: -1...1, using: &random)
            default:
                x = Double.random(in: 0...1000, using: &random)
                y = Double.random(in: -50...50, using: &random)
            }
            // Gaps, now and then.
            xs.append(x)
            ys.append(index % 997 == 500 ? .nan : y)
        }
        let data = SCIXyDataSeries()
        data.append(x: xs, y: ys)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        return line
    }

    @Test(arguments: ["track", "scribble"], [1 as UInt64, 2])
    func theIndexFindsWhatAFullScanFinds(kind: String, seed: UInt64) throws {
        let line = Self.series(kind, count: kind == "track" ? 200_000 : 20_000, seed: seed)
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        surface.renderableSeries.add(line)
        _ = surface.renderFrame()
        let frame = surface.currentLayout
        let context = try #require(
            frame.renderContext(of: line, scale: 1, geometry: surface.frameCaches.geometry(for: line)))
        let data = try #require(line.dataSeries)
        var random = SeededRandom(seed: seed + 100)
        let area = surface.seriesAreaFrame
        var hits = 0
        for _ in 0..<300 {
            let point = CGPoint(
                x: Double.random(in: Double(area.minX)...Double(area.maxX), using: &random),
                y: Double.random(in: Double(area.minY)...Double(area.maxY), using: &random))
            let indexed = line.hitTest(at: point)
            let full: SCIHitTestInfo = data.view { view in
                let pixels = line.linePixels(view, context: context)
                return line.hitTestLine(
                    pixels, at: point, radius: SCIHitTestInfo.defaultRadius, data: view, context: context)
            }
            #expect(indexed.isHit == full.isHit, "\(point)")
            if indexed.isHit {
                hits += 1
                #expect(
                    abs(indexed.distance - full.distance) < 1e-9,
                    "\(point): \(indexed.distance) \(full.distance)")
            }
        }
        #expect(hits > 20)
    }
}

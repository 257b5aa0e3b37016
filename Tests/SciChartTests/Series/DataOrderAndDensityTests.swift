import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Drawing stays linear in the points for any data order, and dense scatter costs memory
/// in proportion to the points, not to the surface.
@Suite struct DataOrderAndDensityTests {
    static func randomLine(count: Int, seed: UInt64) -> SCIFastLineRenderableSeries {
        var random = SeededRandom(seed: seed)
        let data = SCIXyDataSeries()
        data.append(
            x: (0..<count).map { _ in Double.random(in: 0...1000, using: &random) },
            y: (0..<count).map { _ in Double.random(in: 0...100, using: &random) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        return line
    }

    @Test(arguments: [SCIResamplingMode.auto, .none])
    func anUnsortedLineIsStrokedInCommandsOfBoundedLength(mode: SCIResamplingMode) throws {
        let line = Self.randomLine(count: 20_000, seed: 3)
        line.resamplingMode = mode
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 1000), y: SCIDoubleRange(min: 0, max: 100))
        surface.renderableSeries.add(line)
        let group = try #require(surface.renderDisplayList().group(named: "series:0"))
        let strokes = group.strokes
        #expect(strokes.count > 10)
        let area = surface.seriesAreaFrame
        let budget =
            ClippedPath.strokeBatchLength
            * Double(area.width + area.height + 4 * SCISeriesRenderContext.clipMargin)
        var segments = 0
        for (path, _) in strokes {
            var length = 0.0
            var last: CGPoint?
            for element in path.elements {
                switch element {
                case .move(let point): last = point
                case .line(let point):
                    if let last { length += last.distance(to: point) }
                    last = point
                    segments += 1
                default: break
                }
            }
            // A command stops once past the budget: at most one segment more.
            #expect(length <= budget + Double(area.width + area.height) * 2)
        }
        // Every segment is drawn (a shared one at each join); resampling draws the few that
        // stay within a pixel column as column spans instead.
        #expect(segments >= (mode == .none ? 19_999 : 19_000))
    }

    @Test func denseScatterOnAHugeSurfaceNeedsMemoryForItsPointsOnly() throws {
        var random = SeededRandom(seed: 9)
        let count = 300_000
        let data = SCIXyDataSeries()
        data.append(
            x: (0..<count).map { _ in Double.random(in: 0...1, using: &random) },
            y: (0..<count).map { _ in Double.random(in: 0...1, using: &random) })
        let scatter = SCIXyScatterRenderableSeries()
        scatter.dataSeries = data
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 1), y: SCIDoubleRange(min: 0, max: 1),
            frame: CGRect(x: 0, y: 0, width: 200_000, height: 200_000))
        surface.renderableSeries.add(scatter)
        let run = try #require(surface.renderDisplayList().group(named: "series:0")?.markerRuns.first)
        // Few of 300,000 random points share one of 4e10 pixels: nearly all are drawn.
        #expect(run.count > count - 100 && run.count <= count)
    }

    @Test func denseScatterKeepsOnePointPerDevicePixel() throws {
        let count = 100_000
        let data = SCIXyDataSeries()
        // Every point in a 10 x 10 block of data pixels.
        data.append(x: (0..<count).map { Double($0 % 10) }, y: (0..<count).map { Double($0 / 10 % 10) })
        let scatter = SCIXyScatterRenderableSeries()
        scatter.dataSeries = data
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: -1, max: 100), y: SCIDoubleRange(min: -1, max: 100))
        surface.renderableSeries.add(scatter)
        let run = try #require(surface.renderDisplayList().group(named: "series:0")?.markerRuns.first)
        #expect(run.count == 100)
    }
}

import Foundation
import TestSupport
import Testing

@testable import SciChart

/// The record of the pixels a dense scatter took, and the nearest-pixel search over it.
@Suite struct PixelOccupancyTests {
    /// An empty record of the series area of an 800 x 600 chart at `scale`.
    static func occupancy(scale: Double) throws -> PixelOccupancy {
        let series = SCIXyScatterRenderableSeries()
        let surface = SeriesFixture.surface(series)
        let context = try #require(surface.currentLayout.renderContext(of: series, scale: scale))
        return PixelOccupancy(context)
    }

    /// The nearest taken pixel by brute force: its distance from `point` in device pixels.
    static func bruteForce(
        _ taken: [(Int, Int)], _ occupancy: PixelOccupancy, _ point: CGPoint, reach: Double
    )
        -> Double?
    {
        let tx = (Double(point.x) - occupancy.originX) * occupancy.scale
        let ty = (Double(point.y) - occupancy.originY) * occupancy.scale
        let bound = reach * occupancy.scale + 0.75
        let distances = taken.map { column, row in
            ((Double(column) + 0.5 - tx) * (Double(column) + 0.5 - tx)
                + (Double(row) + 0.5 - ty) * (Double(row) + 0.5 - ty)).squareRoot()
        }
        return distances.filter { $0 <= bound }.min()
    }

    @Test(arguments: [1.0, 2.0], [5, 300, 20_000])
    func nearestMatchesBruteForce(scale: Double, pixels: Int) throws {
        var occupancy = try Self.occupancy(scale: scale)
        var random = SeededRandom(seed: UInt64(pixels) &* 31 &+ UInt64(scale))
        var taken: [(Int, Int)] = []
        // Clustered around the middle, as a dense band is, and some anywhere.
        for index in 0..<pixels {
            let column =
                index % 3 == 0
                ? Int.random(in: 0..<occupancy.columns, using: &random)
                : occupancy.columns / 2 + Int.random(in: -60...60, using: &random)
            let row = Int.random(in: 0..<occupancy.rows, using: &random)
            if occupancy.insert(column: column, row: row) { taken.append((column, row)) }
        }
        let takenAgain = occupancy.insert(column: taken[0].0, row: taken[0].1)
        #expect(!takenAgain)
        let area = CGRect(
            x: occupancy.originX, y: occupancy.originY, width: Double(occupancy.columns) / scale,
            height: Double(occupancy.rows) / scale)
        var found = 0
        for tap in 0..<400 {
            // Half anywhere, half near a taken pixel.
            var point = CGPoint(
                x: Double.random(in: Double(area.minX)...Double(area.maxX), using: &random),
                y: Double.random(in: Double(area.minY)...Double(area.maxY), using: &random))
            if tap % 2 == 1, let pixel = taken.randomElement(using: &random) {
                let centre = occupancy.centre(column: pixel.0, row: pixel.1)
                point = CGPoint(
                    x: Double(centre.x) + Double.random(in: -8...8, using: &random),
                    y: Double(centre.y) + Double.random(in: -8...8, using: &random))
            }
            let reach = Double.random(in: 0...12, using: &random)
            let expected = Self.bruteForce(taken, occupancy, point, reach: reach)
            let nearest = occupancy.nearest(to: point, within: reach)
            #expect((nearest == nil) == (expected == nil), "at \(point) within \(reach)")
            guard let nearest, let expected else { continue }
            found += 1
            let distance = Self.bruteForce([nearest], occupancy, point, reach: reach)
            #expect(distance.map { abs($0 - expected) < 1e-9 } == true)
            #expect(taken.contains { $0 == nearest })
        }
        #expect(found > 60)
    }

    @Test func pixelsOutsideTheAreaAreNotRecorded() throws {
        let occupancy = try Self.occupancy(scale: 1)
        #expect(occupancy.pixel(x: occupancy.originX - 0.5, y: occupancy.originY + 5) == nil)
        #expect(occupancy.pixel(x: occupancy.originX + 0.5, y: occupancy.originY + 5)! == (0, 5))
        let inside = CGPoint(x: occupancy.originX + 20, y: occupancy.originY + 20)
        #expect(occupancy.contains(diskAt: inside, radius: 19))
        #expect(!occupancy.contains(diskAt: inside, radius: 21))
        #expect(occupancy.nearest(to: CGPoint(x: Double.nan, y: 0), within: 5) == nil)
    }

    /// The pixel of a point is its device coordinates' floors, `nil` outside the series area:
    /// at the edges, just inside and out, far away and for non-finite coordinates.
    @Test(arguments: [1.0, 2.0])
    func thePixelOfAPointIsTheFloorOfItsDeviceCoordinates(scale: Double) throws {
        let occupancy = try Self.occupancy(scale: scale)
        func floors(_ x: Double, _ y: Double) -> (Int, Int)? {
            let deviceX = ((x - occupancy.originX) * scale).rounded(.down)
            let deviceY = ((y - occupancy.originY) * scale).rounded(.down)
            guard deviceX.isFinite, deviceY.isFinite, deviceX >= 0, deviceY >= 0,
                deviceX < Double(occupancy.columns), deviceY < Double(occupancy.rows)
            else { return nil }
            return (Int(deviceX), Int(deviceY))
        }
        let width = Double(occupancy.columns) / scale
        let height = Double(occupancy.rows) / scale
        let tiny = 1e-9
        var xs = [0, tiny, -tiny, 0.5, width - tiny, width, width + tiny, 1e300, -1e300, .infinity, .nan]
        var ys = [0, tiny, -tiny, 0.5, height - tiny, height, height + tiny, -.infinity, .nan]
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            xs.append(Double.random(in: -2...(width + 2), using: &random))
            ys.append(Double.random(in: -2...(height + 2), using: &random))
        }
        for x in xs {
            for y in ys {
                let pixel = occupancy.pixel(x: occupancy.originX + x, y: occupancy.originY + y)
                let expected = floors(occupancy.originX + x, occupancy.originY + y)
                #expect(pixel?.column == expected?.0 && pixel?.row == expected?.1, "x \(x), y \(y)")
            }
        }
    }
}

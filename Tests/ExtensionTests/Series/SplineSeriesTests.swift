import Foundation
import SciChart
import Testing

/// Splines and digital lines, as the guides "Spline Line Series", "Spline Mountain (Area)
/// Series" and "Spline Band Series" use them.
@Suite struct SplineSeriesTests {
    typealias F = SeriesFixture

    static let xs: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    static let ys: [Double] = [2, 3, 8, 7, 2, 2, 5, 9, 4]

    /// The distance from `point` to the nearest vertex of `paths`.
    static func nearestVertex(_ paths: [SCIPath], to point: CGPoint) -> Double {
        paths.flatMap(\.points).map { Double(hypot($0.x - point.x, $0.y - point.y)) }.min() ?? .infinity
    }

    @Test("a spline line passes through every point, curved between them, and never past them")
    func splineLine() throws {
        let surface = F.surface()
        let dataSeries = F.xy(Self.xs, Self.ys)
        let lineSeries = SCISplineLineRenderableSeries()
        lineSeries.dataSeries = dataSeries
        lineSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 2.0)
        surface.renderableSeries.add(lineSeries)
        let strokes = F.strokes(surface)
        let points = strokes.flatMap(\.points)
        #expect(points.count > Self.xs.count * 5, "about upSampleFactor points a segment")
        for (x, y) in zip(Self.xs, Self.ys) {
            #expect(Self.nearestVertex(strokes, to: F.pixel(surface, x: x, y: y)) < 0.01)
        }
        // Between 3 → 8 → 7 no sample lies above the 8 or below the 3: no overshoot.
        let top = F.pixel(surface, x: 3, y: 8).y
        let low = F.pixel(surface, x: 2, y: 3).y
        let left = F.pixel(surface, x: 2, y: 0).x
        let right = F.pixel(surface, x: 4, y: 0).x
        let between = points.filter { $0.x >= left && $0.x <= right }
        #expect(between.allSatisfy { $0.y >= top - 1e-9 && $0.y <= low + 1e-9 })
        // The flat stretch 5 → 6 (both 2) stays flat.
        let flat = points.filter {
            $0.x > F.pixel(surface, x: 5, y: 0).x && $0.x < F.pixel(surface, x: 6, y: 0).x
        }
        #expect(!flat.isEmpty && flat.allSatisfy { abs($0.y - F.pixel(surface, x: 5, y: 2).y) < 1e-9 })
        // Curved: some sample between 1 and 2 is off the straight chord.
        let chordStart = F.pixel(surface, x: 1, y: 2)
        let chordEnd = F.pixel(surface, x: 2, y: 3)
        let offChord = points.filter { $0.x > chordStart.x && $0.x < chordEnd.x }.contains { point in
            let t = (point.x - chordStart.x) / (chordEnd.x - chordStart.x)
            return abs(point.y - (chordStart.y + t * (chordEnd.y - chordStart.y))) > 0.5
        }
        #expect(offChord)
    }

    @Test("rising data give a rising curve; upSampleFactor 1 draws the points joined straight")
    func monotoneAndFactor() {
        let surface = F.surface(y: 0...100)
        let series = SCISplineLineRenderableSeries()
        series.dataSeries = F.xy([1, 2, 3, 4, 5], [1, 2, 50, 51, 90])
        surface.renderableSeries.add(series)
        let points = F.strokes(surface).flatMap(\.points)
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(b.x >= a.x && b.y <= a.y + 1e-9, "x advances and the value never falls")
        }
        series.upSampleFactor = 1
        #expect(F.strokes(surface).flatMap(\.points).count == 5)
    }

    @Test("a spline mountain fills under the curve; a spline band curves both lines")
    func mountainAndBand() {
        let surface = F.surface()
        let mountainSeries = SCISplineMountainRenderableSeries()
        mountainSeries.dataSeries = F.xy(Self.xs, Self.ys)
        mountainSeries.areaStyle = SCILinearGradientBrushStyle(
            start: CGPoint(x: 0.5, y: 0.0), end: CGPoint(x: 0.5, y: 1.0), startColorCode: 0xAAFF_8D42,
            endColorCode: 0x8809_0E11)
        mountainSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 2.0)
        surface.renderableSeries.add(mountainSeries)
        let area = F.fills(surface).map(\.0).flatMap(\.points)
        #expect(area.count > Self.xs.count * 5)
        #expect(area.contains { abs($0.y - F.pixel(surface, x: 0, y: 0).y) < 1e-9 }, "down to the zero line")

        let bandSurface = F.surface()
        let dataSeries = SCIXyyDataSeries(xType: .double, yType: .double)
        dataSeries.append(x: Self.xs, y: Self.ys, y1: Self.ys.map { 10 - $0 })
        let bandSeries = SCISplineBandRenderableSeries()
        bandSeries.dataSeries = dataSeries
        bandSeries.fillBrushStyle = SCISolidBrushStyle(colorCode: 0x3327_9B27)
        bandSeries.fillY1BrushStyle = SCISolidBrushStyle(colorCode: 0x33FF_1919)
        bandSeries.strokeStyle = SCISolidPenStyle(colorCode: 0xFF27_9B27, thickness: 1.0)
        bandSeries.strokeY1Style = SCISolidPenStyle(colorCode: 0xFFFF_1919, thickness: 1.0)
        bandSurface.renderableSeries.add(bandSeries)
        let strokes = F.strokes(bandSurface)
        #expect(strokes.count == 2 && strokes.allSatisfy { $0.points.count > Self.xs.count * 5 })
        #expect(F.fills(bandSurface).filter { !$0.0.isEmpty }.count == 2, "both colours: the curves cross")
    }

    @Test("a digital line and a digital mountain step: every segment across or up and down")
    func digital() {
        for makeSeries in [{ SCIFastLineRenderableSeries() }, { SCIFastMountainRenderableSeries() }] {
            let surface = F.surface()
            let series = makeSeries()
            series.dataSeries = F.xy(Self.xs, Self.ys)
            if let line = series as? SCIFastLineRenderableSeries { line.isDigitalLine = true }
            if let mountain = series as? SCIFastMountainRenderableSeries { mountain.isDigitalLine = true }
            surface.renderableSeries.add(series)
            let points = F.strokes(surface).flatMap(\.points)
            #expect(points.count == 2 * Self.xs.count - 1)
            for (a, b) in zip(points, points.dropFirst()) {
                #expect(a.x == b.x || a.y == b.y)
            }
        }
    }

    @Test("a tap on the curve between points hits the spline; one on the chord only does not")
    func hitTest() throws {
        let surface = F.surface()
        let series = SCISplineLineRenderableSeries()
        series.dataSeries = F.xy([0, 2, 4], [0, 9, 0])
        surface.renderableSeries.add(series)
        let points = F.strokes(surface).flatMap(\.points)
        // A curve sample a quarter of the way: the straight chord runs well below it.
        let sample = try #require(points.first { $0.x >= F.pixel(surface, x: 0.5, y: 0).x })
        #expect(series.hitTest(at: sample, radius: 2).isHit)
        let chord = CGPoint(
            x: sample.x,
            y: F.pixel(surface, x: 0, y: 0).y + (sample.x - F.pixel(surface, x: 0, y: 0).x)
                * ((F.pixel(surface, x: 2, y: 9).y - F.pixel(surface, x: 0, y: 0).y)
                    / (F.pixel(surface, x: 2, y: 9).x - F.pixel(surface, x: 0, y: 0).x)))
        #expect(abs(chord.y - sample.y) > 6)
        #expect(!series.hitTest(at: chord, radius: 2).isHit)
    }

    @Test("gaps stay gaps and unsorted runs are drawn straight")
    func badInput() {
        let surface = F.surface()
        let series = SCISplineLineRenderableSeries()
        series.dataSeries = F.xy([1, 2, 3, 4, 5], [1, .nan, 3, .infinity, 5])
        surface.renderableSeries.add(series)
        let drawn = F.strokes(surface).flatMap(\.points)
        #expect(drawn.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        let unsorted = SCIXyDataSeries(xType: .double, yType: .double)
        unsorted.acceptsUnsortedData = true
        unsorted.append(x: [1, 3, 2, 4], y: [1, 5, 2, 8])
        series.dataSeries = unsorted
        #expect(F.strokes(surface).flatMap(\.points).count == 4)
    }
}

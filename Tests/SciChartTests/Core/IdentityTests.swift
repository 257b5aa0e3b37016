import Foundation
import Testing

@testable import SciChart

/// Caches and tables key on identities that are never reused, and collections do not
/// depend on the surface that made them.
@Suite struct IdentityTests {
    @Test func aNewDataSeriesAtAFreedOnesAddressDrawsItsOwnData() throws {
        // Other tests allocate on other threads meanwhile: try until the allocator hands the
        // freed address to a new series (it almost always does at once).
        for _ in 0..<50 {
            let line = SCIFastLineRenderableSeries()
            let surface = Fixture.numericSurface(
                x: SCIDoubleRange(min: 0, max: 10), y: SCIDoubleRange(min: 0, max: 100))
            surface.renderableSeries.add(line)
            var freedAddress: ObjectIdentifier?
            do {
                let first = SCIXyDataSeries()
                first.append(x: [0, 10], y: [10, 10])
                line.dataSeries = first
                _ = surface.renderFrame()
                freedAddress = ObjectIdentifier(first)
                line.dataSeries = nil
                surface.layoutIfNeeded()
            }
            // A series with the same version at the address the first one had.
            var candidates: [SCIXyDataSeries] = []
            for _ in 0..<100 { candidates.append(SCIXyDataSeries()) }
            guard let reused = candidates.first(where: { ObjectIdentifier($0) == freedAddress }) else {
                continue
            }
            reused.append(x: [0, 10], y: [90, 90])
            line.dataSeries = reused
            let stroke = try #require(surface.renderDisplayList().group(named: "series:0")?.strokes.first)
            let y = surface.point(x: 0, y: 90).y
            #expect(stroke.0.points.allSatisfy { $0.y == y })
            return
        }
        Issue.record("the allocator never reused a freed series' address")
    }

    @Test func everyObjectGetsItsOwnNumber() {
        let numbers =
            (0..<100).map { _ in SCIXyDataSeries().seriesId }
            + (0..<100).map { _ in SCIChartSurface().surfaceId }
            + (0..<100).map { _ in SCIMeasureAnnotation().annotationId }
        #expect(Set(numbers).count == numbers.count)
    }

    @Test func collectionsOutliveTheirSurface() {
        let annotations = SCIChartSurface().annotations
        let measure = SCIMeasureAnnotation()
        annotations.add(measure)
        #expect(annotations.count == 1 && measure.parentSurface == nil)
        let axes = SCIChartSurface().xAxes
        axes.add(SCINumericAxis())
        let series = SCIChartSurface().renderableSeries
        series.add(SCIFastLineRenderableSeries())
        let modifiers = SCIChartSurface().chartModifiers
        let modifier = SCIMeasureCreationModifier()
        modifiers.add(modifier)
        #expect(!modifier.isAttached)
        modifiers.remove(modifier)
        series.clear()
        axes.clear()
        annotations.clear()
        #expect(annotations.isEmpty && axes.isEmpty && series.isEmpty && modifiers.isEmpty)
    }
}

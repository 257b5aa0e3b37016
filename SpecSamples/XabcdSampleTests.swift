// The spec's XABCD sample, compiled unchanged beside this file, driven by pointer events.
import Foundation
import SciChart
import Testing

@MainActor
@Suite struct XabcdSampleTests {
    @Test func samplePlacesFivePointsAndCallsBackOnce() throws {
        let sample = XabcdSample()
        sample.setUp()
        let surface = sample.surface
        surface.frame = CGRect(x: 0, y: 0, width: 800, height: 500)
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let prices = SCIXyDataSeries(xType: .date, yType: .double)
        for day in 0..<60 { prices.append(x: Double(day) * 86_400, y: 100 + Double(day % 7)) }
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = prices
        surface.renderableSeries.add(line)
        let modifier = try #require(surface.chartModifiers.first as? SCIXabcdCreationModifier)
        let area = surface.seriesAreaFrame
        // X low, A high, B lower, C higher, D low: a bullish shape.
        let points = [(60.0, 400.0), (200, 100), (330, 300), (460, 180), (600, 380)].map {
            CGPoint(x: Double(area.minX) + $0.0, y: Double(area.minY) + $0.1)
        }
        #expect(modifier.activePointIndex == 0 && !modifier.isDragging)
        for (index, point) in points.enumerated() {
            let time = Double(index)
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: time))
            #expect(modifier.activePointIndex == index && modifier.isDragging, "point \(index) pressed")
            surface.handlePointer(
                SCIPointerEvent(phase: .moved, location: CGPoint(x: point.x + 5, y: point.y), timestamp: time)
            )
            #expect(modifier.activePointIndex == index && modifier.isDragging, "point \(index) dragged")
            surface.handlePointer(
                SCIPointerEvent(phase: .ended, location: CGPoint(x: point.x + 5, y: point.y), timestamp: time)
            )
            #expect(!modifier.isDragging, "point \(index) released")
            #expect(modifier.activePointIndex == (index + 1) % 5, "after point \(index)")
            #expect(sample.log.isEmpty == (index < 4))
        }
        #expect(sample.log == ["xabcd 5"])
        let xabcd = try #require(surface.annotations.first as? SCIXabcdAnnotation)
        #expect(xabcd.creationType == .xAbcd && SCIAnnotationTypeName(xabcd.creationType) == "XABCD")
        #expect(xabcd.annotationStroke.color == 0xFFE9_7064)
        #expect(xabcd.annotationFill.color == 0x55AA_AA00)
        let values = xabcd.getBaseDataValues()
        #expect(values.count == 5 && values.allSatisfy { $0.date != nil })
        let basePoints = xabcd.getBasePoints()
        for (point, pressed) in zip(basePoints, points) {
            #expect(
                abs(Double(point.x) - Double(pressed.x) - 5) < 1e-6 && abs(Double(point.y - pressed.y)) < 1e-6
            )
        }
    }
}

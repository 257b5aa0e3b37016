import Foundation
import SciChart
import SciChartCairo
import Testing

/// The README's examples, so that they keep compiling and doing what they say.
@Suite struct ReadmeExampleTests {
    @Test func chartExample() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        let xAxis = SCIDateAxis()
        let yAxis = SCINumericAxis()
        yAxis.growBy = SCIDoubleRange(min: 0.1, max: 0.1)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)

        let prices = SCIXyDataSeries(xType: .date, yType: .double)
        prices.append(x: Date(timeIntervalSince1970: 1_500_000_000), y: 245.5)
        prices.append(x: Date(timeIntervalSince1970: 1_500_086_400), y: 246.1)
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = prices
        line.strokeStyle = SCISolidPenStyle(color: 0xFF47BDE6, thickness: 1.5)
        surface.renderableSeries.add(line)

        let svg: String = surface.renderSVG()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try surface.renderPNG(to: url, scale: 2)
        let x = xAxis.currentCoordinateCalculator.getCoordinate(1_500_000_000)

        #expect(svg.contains("<path"))
        #expect(try SCIRasterImage.read(pngAt: url).width == 1600)
        #expect(x == 0)
    }

    @Test func tradingToolsExample() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let fibonacci = SCIFibonacciRetracementCreationModifier()
        fibonacci.extendEnd = true
        fibonacci.snapToCandles = true
        let position = SCIPositionCreationModifier()
        position.isEnabled = false  // one drawing tool at a time
        surface.chartModifiers.add(items: fibonacci, position)
        for (index, point) in [CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100)].enumerated() {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: Double(index)))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: Double(index)))
        }
        let retracement = try #require(surface.annotations.first as? SCIFibonacciRetracementAnnotation)
        #expect(retracement.isComplete && retracement.extendEnd && surface.annotations.count == 1)
    }

    @Test func classicAnnotationsExample() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        let prices = SCIXyDataSeries(xType: .double, yType: .double)
        prices.append(x: [0, 1], y: [100, 101])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = prices
        surface.renderableSeries.add(line)
        let lastPrice = SCIAxisMarkerAnnotation(following: prices)
        let alert = SCIHorizontalLineAnnotation()
        alert.set(y1: 101.5)
        alert.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        alert.setAlert(on: prices) { crossing in print("crossed", crossing.level, crossing.direction) }
        surface.annotations.add(items: lastPrice, alert)
        prices.append(x: 2, y: 102)
        surface.layoutIfNeeded()
        #expect(lastPrice.y1 == 102 && alert.alertSeries === prices)
    }

    @Test func measureAndSavingExamples() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let modifier = SCIMeasureCreationModifier()
        modifier.growingStroke = SCISolidPenStyle(color: 0xFF2563EB, thickness: 2)
        modifier.decliningStroke = SCISolidPenStyle(color: 0xFFDC2626, thickness: 2)
        modifier.snapToCandles = true
        var printed: [String] = []
        modifier.annotationCreationCompletionListener = { annotation, type in
            guard let measure = annotation as? SCIMeasureAnnotation else { return }
            printed.append("\(SCIAnnotationTypeName(type)) \(measure.getBaseDataValues())")  // Start, End
        }
        surface.chartModifiers.add(items: modifier)
        for point in [CGPoint(x: 200, y: 300), CGPoint(x: 400, y: 100)] {
            surface.handlePointer(SCIPointerEvent(phase: .began, location: point))
            surface.handlePointer(SCIPointerEvent(phase: .ended, location: point))
        }
        #expect(printed.count == 1 && printed[0].hasPrefix("Measure"))

        let other = SCIChartSurface()
        let data = try surface.saveAnnotations()
        try other.loadAnnotations(from: data)
        #expect(other.annotations.count == 1)
        other.undo()
        #expect(other.annotations.isEmpty)
    }

    @Test func xabcdExample() throws {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        let xAxis = SCINumericAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 50)
        let yAxis = SCINumericAxis()
        yAxis.visibleRange = SCIDoubleRange(min: 50, max: 250)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let xabcd = SCIXabcdCreationModifier()
        xabcd.annotationStroke = SCISolidPenStyle(color: 0xFFE97064, thickness: 2)
        xabcd.annotationFill = SCISolidBrushStyle(color: 0x55AAAA00)
        xabcd.snapToCandles = true
        var printed: [String] = []
        xabcd.annotationCreationCompletionListener = { annotation, _ in
            guard let pattern = annotation as? SCIXabcdAnnotation else { return }
            printed.append(pattern.harmonicPattern?.description ?? "no harmonic pattern")
        }
        surface.chartModifiers.add(xabcd)
        // A Gartley: AB is 0.618 of XA, BC 0.618 of AB, and D retraces 0.786 of XA.
        let points: [(Double, Double)] = [(5, 100), (15, 200), (25, 138.2), (35, 176.39), (45, 121.4)]
        for (index, (x, y)) in points.enumerated() {
            let location = surface.currentLayout.surfacePoint(x: x, y: y)
            surface.handlePointer(
                SCIPointerEvent(phase: .began, location: location, timestamp: Double(index)))
            surface.handlePointer(
                SCIPointerEvent(phase: .ended, location: location, timestamp: Double(index)))
        }
        #expect(printed == ["Bullish Gartley"])
    }
}

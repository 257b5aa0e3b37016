import Foundation
import Testing

@testable import SciChart

/// Charts with the x axis on the left or right: series, bars, annotations, hit-tests and
/// the measure all map through the calculators, so x runs down (or up) the surface.
@Suite struct VerticalChartTests {
    /// A surface with the x axis on the left over 0...10 and the y axis at the bottom over
    /// 0...100.
    static func surface() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let xAxis = SCINumericAxis()
        xAxis.axisAlignment = .left
        xAxis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        let yAxis = SCINumericAxis()
        yAxis.axisAlignment = .bottom
        yAxis.visibleRange = SCIDoubleRange(min: 0, max: 100)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        return surface
    }

    /// Where a data point belongs on a vertical chart, from the axes' own calculators: x
    /// along the vertical axis, y along the horizontal one. Written out by hand, not with
    /// `surfacePoint`, since it is the oracle the layout's mapping is checked against.
    static func expected(_ surface: SCIChartSurface, x: Double, y: Double) -> CGPoint {
        let area = surface.seriesAreaFrame
        let xCalc = surface.xAxes[0].currentCoordinateCalculator
        let yCalc = surface.yAxes[0].currentCoordinateCalculator
        #expect(!xCalc.isHorizontal && yCalc.isHorizontal)
        return CGPoint(
            x: Double(area.minX) + yCalc.getCoordinate(y), y: Double(area.minY) + xCalc.getCoordinate(x))
    }

    @Test func aLineRunsAlongTheVerticalXAxis() throws {
        let surface = Self.surface()
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: [1, 5, 9], y: [20, 80, 50])
        line.dataSeries = data
        surface.renderableSeries.add(line)
        let list = try #require(surface.renderDisplayList().flattened.group(named: "series:0"))
        let points = try #require(list.strokes.first).0.points
        let expected = [(1.0, 20.0), (5, 80), (9, 50)].map { Self.expected(surface, x: $0.0, y: $0.1) }
        #expect(points.count == 3)
        for (point, wanted) in zip(points, expected) {
            #expect(point.distance(to: wanted) < 1e-6, "\(point) is not \(wanted)")
        }
    }

    @Test func aCandleBodySpansOpenToCloseAcrossTheChart() throws {
        let surface = Self.surface()
        let candles = SCIFastCandlestickRenderableSeries()
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: 5.0, open: 30.0, high: 90.0, low: 10.0, close: 70.0)
        candles.dataSeries = data
        surface.renderableSeries.add(candles)
        let list = try #require(surface.renderDisplayList().flattened.group(named: "series:0"))
        let body = try #require(list.fills.first).0.bounds
        let open = Self.expected(surface, x: 5, y: 30)
        let close = Self.expected(surface, x: 5, y: 70)
        // The body runs horizontally from open to close and is centred on x = 5 vertically.
        #expect(abs(Double(body.minX) - Double(open.x)) <= 0.5)
        #expect(abs(Double(body.maxX) - Double(close.x)) <= 0.5)
        #expect(abs(Double(body.midY) - Double(open.y)) <= 1)
        #expect(body.height > 2 && body.height < body.width)
        // The wick reaches the high and the low.
        let wick = try #require(list.strokes.first).0.points
        let xs = wick.map { Double($0.x) }
        #expect(abs(xs.max()! - Double(Self.expected(surface, x: 5, y: 90).x)) <= 0.5)
        #expect(abs(xs.min()! - Double(Self.expected(surface, x: 5, y: 10).x)) <= 0.5)
    }

    @Test func aHitTestFindsThePointWhereItIsDrawn() {
        let surface = Self.surface()
        let line = SCIFastLineRenderableSeries()
        let data = SCIXyDataSeries()
        data.append(x: [1, 5, 9], y: [20, 80, 50])
        line.dataSeries = data
        surface.renderableSeries.add(line)
        let target = Self.expected(surface, x: 5, y: 80)
        let hit = line.hitTest(at: target)
        #expect(hit.isHit && hit.dataSeriesIndex == 1)
        #expect(hit.hitTestPoint.distance(to: target) < 1e-6)
        // Where the line would be on a horizontal chart is empty here.
        #expect(!line.hitTest(at: CGPoint(x: target.y, y: target.x)).isHit)
    }

    @Test func aMeasurePlacedByPointerHasTheDataUnderThePointer() throws {
        let surface = Self.surface()
        surface.chartModifiers.add(SCIMeasureCreationModifier())
        let start = Self.expected(surface, x: 2, y: 30)
        let end = Self.expected(surface, x: 8, y: 60)
        surface.drag([start])
        surface.drag([end])
        let measure = try #require(surface.annotations.first as? SCIMeasureAnnotation)
        let values = measure.getBaseDataValues()
        #expect(abs(values[0].xValue - 2) < 1e-9 && abs(values[0].y - 30) < 1e-9)
        #expect(abs(values[1].xValue - 8) < 1e-9 && abs(values[1].y - 60) < 1e-9)
        #expect(measure.getBasePoints()[1].distance(to: end) < 1e-9)
        // The box spans the two points on the surface.
        let overlay = try #require(surface.renderFrame().overlayLayer.group(named: "annotation:measure"))
        let box = try #require(overlay.fills.first).0.bounds
        #expect(
            abs(Double(box.minX) - Double(start.x)) < 1e-9 && abs(Double(box.maxX) - Double(end.x)) < 1e-9)
        #expect(abs(Double(box.minY) - Double(min(start.y, end.y))) < 1e-9)
    }

    @Test func aCategoryXAxisOnTheLeftHasItsBars() {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let xAxis = SCICategoryDateAxis()
        xAxis.axisAlignment = .left
        surface.xAxes.add(xAxis)
        let yAxis = SCINumericAxis()
        yAxis.axisAlignment = .bottom
        surface.yAxes.add(yAxis)
        let candles = SCIFastCandlestickRenderableSeries()
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        for day in 0..<20 {
            data.append(x: Double(day) * 86_400, open: 10.0, high: 12.0, low: 9.0, close: 11.0)
        }
        candles.dataSeries = data
        surface.renderableSeries.add(candles)
        let calc = xAxis.currentCoordinateCalculator
        #expect(calc.isCategoryAxis)
        #expect(calc.transformIndexToData(3) == 3 * 86_400)
        #expect(surface.renderDisplayList().isFinite)
    }
}

/// Dense data on a vertical chart, whose x values grow up the surface while drawing x grows
/// down: resampled and aggregated per device row as on a horizontal chart.
@Suite struct VerticalDenseDataTests {
    @Test func denseLinesAreResampledAndBarsAggregatedAtTheirSpacing() throws {
        let bars = HitTestFixture.Bars.walk(count: 12_000, seed: 5)
        for kind in [HitTestFixture.Kind.line, .candlestick] {
            let series = HitTestFixture.series(kind, bars)
            let surface = HitTestFixture.surface(
                size: CGSize(width: 320, height: 240), vertical: true, series)
            _ = surface.renderDisplayList()
            let context = try #require(surface.currentLayout.renderContext(of: series, scale: 1))
            let rows = ColumnRuns.columns(context)
            try #require(series.dataSeries).view { view in
                if let candles = series as? SCIOhlcRenderableSeriesBase {
                    let drawn = candles.bars(view, context: context)
                    #expect(drawn.count <= rows + 2)
                    // One bar per row: a pixel wide, not a tenth of the chart.
                    #expect(drawn.width == 1)
                } else {
                    // Four points a row, and a few more where gaps split rows (it was all 12,000).
                    #expect(series.linePixels(view, context: context).count <= 5 * rows)
                }
            }
        }
    }

    @Test func sparseBarsOnAVerticalChartTakeTheirSpacing() throws {
        let surface = VerticalChartTests.surface()
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = SeriesFixture.ohlc([(2, 40, 60, 30, 50), (3, 50, 70, 45, 65)])
        surface.renderableSeries.add(candles)
        let context = try #require(surface.currentLayout.renderContext(of: candles, scale: 1))
        let spacing = abs(
            surface.xAxes[0].currentCoordinateCalculator.getCoordinate(3)
                - surface.xAxes[0].currentCoordinateCalculator.getCoordinate(2))
        try #require(candles.dataSeries).view { view in
            #expect(abs(candles.bars(view, context: context).width - 0.7 * spacing) < 1e-9)
        }
    }
}

import Foundation
import Testing

@testable import SciChart

/// Bad input at every public entry point: no crash, nothing non-finite drawn, a sensible
/// picture.
@Suite struct HostileInputTests {
    static let badNumbers: [Double] = [
        .nan, .infinity, -.infinity, 0, -1, 1e308, -1e308, .leastNonzeroMagnitude,
    ]

    static let cases: [(String, @Sendable (SCIChartSurface) -> Void)] = [
        ("zero frame", { $0.frame = .zero }),
        ("negative frame", { $0.frame = CGRect(x: 0, y: 0, width: -100, height: -50) }),
        ("NaN frame", { $0.frame = CGRect(x: Double.nan, y: 0, width: Double.nan, height: Double.infinity) }),
        ("huge frame", { $0.frame = CGRect(x: 0, y: 0, width: 1e12, height: 1e12) }),
        ("tiny frame", { $0.frame = CGRect(x: 0, y: 0, width: 3, height: 2) }),
        ("negative padding", { $0.padding = UIEdgeInsets(top: -50, left: -50, bottom: -1e9, right: .nan) }),
        ("huge padding", { $0.padding = UIEdgeInsets(top: 1e9, left: 1e9, bottom: 0, right: 0) }),
        ("NaN range", { $0.xAxes[0].visibleRange = SCIDoubleRange(min: .nan, max: .nan) }),
        ("infinite range", { $0.yAxes[0].visibleRange = SCIDoubleRange(min: -.infinity, max: .infinity) }),
        ("reversed range", { $0.xAxes[0].visibleRange = SCIDoubleRange(min: 10, max: -10) }),
        ("zero range", { $0.yAxes[0].visibleRange = SCIDoubleRange(min: 3, max: 3) }),
        ("extreme range", { $0.yAxes[0].visibleRange = SCIDoubleRange(min: -1e308, max: 1e308) }),
        ("tiny range", { $0.yAxes[0].visibleRange = SCIDoubleRange(min: 1e15, max: 1e15 + 0.5) }),
        ("NaN growBy", { $0.yAxes[0].growBy = SCIDoubleRange(min: .nan, max: .infinity) }),
        ("zero max ticks", { $0.yAxes[0].maxAutoTicks = 0 }),
        ("negative max ticks", { $0.xAxes[0].maxAutoTicks = -5 }),
        ("hostile title", { $0.chartTitle = String(repeating: "<&\"'\u{0}\u{202E}", count: 2000) }),
        ("empty title", { $0.chartTitle = "" }),
        ("hostile axis title", { $0.yAxes[0].axisTitle = "\u{1}\u{7F}<b>" }),
        ("huge font", { $0.yAxes[0].tickLabelStyle = SCIFontStyle(fontSize: 1e9, andTextColor: .white) }),
        ("NaN font", { $0.xAxes[0].tickLabelStyle = SCIFontStyle(fontSize: .nan, andTextColor: .white) }),
        (
            "no axes",
            {
                $0.xAxes.clear(); $0.yAxes.clear()
            }
        ),
        (
            "unknown axis id",
            { surface in
                let series = SCIRenderableSeriesBase()
                series.xAxisId = "missing"
                let data = SCIXyDataSeries()
                data.append(x: 1.0, y: 1.0)
                series.dataSeries = data
                surface.renderableSeries.add(series)
            }
        ),
        (
            "empty data",
            { surface in
                let series = SCIRenderableSeriesBase()
                series.dataSeries = SCIXyDataSeries()
                surface.renderableSeries.add(series)
                surface.xAxes[0].autoRange = .always
            }
        ),
        (
            "all-NaN data",
            { surface in
                let series = SCIRenderableSeriesBase()
                let data = SCIXyDataSeries()
                data.append(x: [Double.nan, .nan], y: [Double.nan, .infinity])
                series.dataSeries = data
                surface.renderableSeries.add(series)
                surface.zoomExtents()
            }
        ),
        (
            "single point",
            { surface in
                let series = SCIRenderableSeriesBase()
                let data = SCIXyDataSeries()
                data.append(x: 5.0, y: 5.0)
                series.dataSeries = data
                surface.renderableSeries.add(series)
                surface.zoomExtents()
            }
        ),
        (
            "extreme data",
            { surface in
                let series = SCIRenderableSeriesBase()
                let data = SCIXyDataSeries()
                data.append(x: [-1e308, 1e308], y: [1e308, -1e308])
                series.dataSeries = data
                surface.renderableSeries.add(series)
                surface.zoomExtents()
            }
        ),
        (
            "category axis without data",
            { surface in
                surface.xAxes.clear()
                surface.xAxes.add(SCICategoryDateAxis())
            }
        ),
        (
            "date axis far range",
            { surface in
                surface.xAxes.clear()
                let axis = SCIDateAxis()
                axis.visibleRange = SCIDoubleRange(min: -1e15, max: 1e15)
                surface.xAxes.add(axis)
            }
        ),
        (
            "date axis sub-second range",
            { surface in
                surface.xAxes.clear()
                let axis = SCIDateAxis()
                axis.visibleRange = SCIDoubleRange(min: 1e9, max: 1e9 + 0.001)
                surface.xAxes.add(axis)
            }
        ),
        (
            "denormal range",
            {
                $0.yAxes[0].visibleRange = SCIDoubleRange(
                    min: .leastNonzeroMagnitude, max: .leastNonzeroMagnitude * 4)
            }
        ),
        (
            "denormal data",
            { surface in
                let series = SCIRenderableSeriesBase()
                let data = SCIXyDataSeries()
                data.append(x: [0.0, .leastNonzeroMagnitude], y: [0.0, .leastNonzeroMagnitude * 2])
                series.dataSeries = data
                surface.renderableSeries.add(series)
                surface.yAxes[0].autoRange = .always
                surface.xAxes[0].autoRange = .always
            }
        ),
        (
            "measure with extreme settings",
            { surface in
                let modifier = SCIMeasureCreationModifier()
                modifier.labelStyle = SCIFontStyle(fontSize: 1e30, andTextColor: .white)
                modifier.growingStroke = SCISolidPenStyle(color: .red, thickness: .infinity)
                modifier.yValueScaleFactor = .leastNonzeroMagnitude
                surface.chartModifiers.add(modifier)
                surface.drag([CGPoint(x: 100, y: 300)])
                surface.drag([CGPoint(x: 500, y: 100)])
                _ = try? surface.saveAnnotations()
            }
        ),
        (
            "measure, then every axis removed",
            { surface in
                surface.chartModifiers.add(SCIMeasureCreationModifier())
                surface.drag([CGPoint(x: 100, y: 300)])
                surface.drag([CGPoint(x: 500, y: 100)])
                surface.xAxes.clear()
                _ = try? surface.saveAnnotations()
                surface.undo()
                surface.redo()
            }
        ),
        (
            "hostile documents",
            { surface in
                _ = try? surface.loadAnnotations(
                    from: Data(String(repeating: "{\"a\":", count: 100_000).utf8))
                _ = try? surface.loadAnnotations(from: Data([0xFF, 0xFE, 0x00, 0x7B]))
            }
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func surfaceStaysDrawable(caseIndex: Int) {
        let (name, mutate) = Self.cases[caseIndex]
        let surface = Fixture.numericSurface()
        surface.chartModifiers.add(RecordingModifier("m", handles: true))
        mutate(surface)
        let list = surface.renderDisplayList()
        #expect(list.isFinite, "\(name): non-finite value in the display list")
        let svg = surface.renderSVG()
        #expect(!svg.contains("nan") && !svg.contains("inf"), "\(name)")
        let area = surface.seriesAreaFrame
        #expect(area.isFiniteRect && area.width >= 0 && area.height >= 0, "\(name)")
        for axis in Array(surface.xAxes) + Array(surface.yAxes) {
            #expect(axis.visibleRange.isValid, "\(name)")
            let calc = axis.currentCoordinateCalculator
            #expect(calc.getDataValue(10).isFinite, "\(name)")
        }
        // Input still routes.
        surface.drag([CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)])
        #expect(
            !surface.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: Double.nan, y: 1))))
        _ = surface.handleScroll(deltaX: 1e308, deltaY: -1e308, at: CGPoint(x: 1e300, y: -1e300))
        _ = surface.handleKey(.delete)
    }

    @Test(arguments: badNumbers)
    func dataSeriesAcceptsAnyNumber(value: Double) {
        let series = SCIXyDataSeries()
        series.append(x: value, y: value)
        series.append(x: [value, 1], y: [1, value])
        series.insert(x: value, y: value, at: Int.min)
        series.update(x: value, y: value, at: Int.max)
        series.removeRange(start: Int.max, count: Int.max)
        series.removeRange(start: Int.min, count: 1)
        series.fifoCapacity = Int.min
        _ = series.yRange(inXRange: SCIDoubleRange(min: value, max: value))
        _ = series.nearestIndex(toX: value)
        #expect(series.count == 1)
        let ohlc = SCIOhlcDataSeries(xType: .date, yType: .double)
        ohlc.append(x: value, open: value, high: value, low: value, close: value)
        ohlc.update(open: value, high: value, low: value, close: value, at: -1)
        #expect(ohlc.count == 1)
    }

    @Test(arguments: badNumbers)
    func calculatorsAcceptAnyNumber(value: Double) {
        let surface = Fixture.numericSurface()
        let calc = surface.yAxes[0].currentCoordinateCalculator
        _ = calc.getCoordinate(value)
        let data = calc.getDataValue(value)
        #expect(data.isFinite || !value.isFinite)
        _ = calc.transformDataToIndex(value)
        _ = calc.transformIndexToData(Int.max)
    }
}

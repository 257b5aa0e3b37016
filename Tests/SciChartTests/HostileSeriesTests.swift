import Foundation
import Testing

@testable import SciChart

/// Every real series type fed hostile data: no trap, nothing non-finite drawn, and values
/// near the limits of `Double` still give a sensible picture.
@Suite struct HostileSeriesTests {
    enum Kind: String, CaseIterable, Sendable {
        case line, mountain, column, scatter, candlestick, ohlc

        var isBars: Bool { self == .candlestick || self == .ohlc }

        func make() -> SCIRenderableSeriesBase {
            switch self {
            case .line: SCIFastLineRenderableSeries()
            case .mountain: SCIFastMountainRenderableSeries()
            case .column: SCIFastColumnRenderableSeries()
            case .scatter: SCIXyScatterRenderableSeries()
            case .candlestick: SCIFastCandlestickRenderableSeries()
            case .ohlc: SCIFastOhlcRenderableSeries()
            }
        }
    }

    /// Named x and y columns: each y is used as open, high, low and close of a bar too.
    static let datasets: [(String, [Double], [Double])] = [
        ("NaN and infinities", [0, 1, 2, 3, 4], [1, .nan, .infinity, -.infinity, 2]),
        ("huge values", [0, 1, 2], [1e307, -1e307, 1e307]),
        ("limits of Double", [-1e308, 0, 1e308], [1e308, -1e308, 0]),
        (
            "denormals", [0, .leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude],
            [0, .leastNonzeroMagnitude, 0]
        ),
        ("one point", [5], [7]),
        ("unsorted", [5, 1, 9, 3, 7, 2], [1, 9, 2, 8, 3, 7]),
        ("duplicate x", [1, 1, 1, 2, 2], [1, 5, 3, 2, 4]),
        ("NaN x", [0, .nan, 2, .infinity, 4], [1, 2, 3, 4, 5]),
    ]

    static func surface(_ kind: Kind, xs: [Double], ys: [Double]) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let series = kind.make()
        if kind.isBars {
            let data = SCIOhlcDataSeries(xType: .double, yType: .double)
            data.append(
                x: xs, open: ys, high: ys.map { $0 * 2 }, low: ys.map { $0 / 2 }, close: ys.reversed())
            series.dataSeries = data
        } else {
            let data = SCIXyDataSeries()
            data.append(x: xs, y: ys)
            series.dataSeries = data
        }
        series.pointMarker = SCIEllipsePointMarker()
        surface.renderableSeries.add(series)
        return surface
    }

    @Test(arguments: Kind.allCases, 0..<datasets.count)
    func seriesDrawFiniteGeometry(kind: Kind, datasetIndex: Int) {
        let (name, xs, ys) = Self.datasets[datasetIndex]
        let surface = Self.surface(kind, xs: xs, ys: ys)
        #expect(surface.renderDisplayList().isFinite, "\(kind) with \(name)")
        let svg = surface.renderSVG()
        #expect(!svg.contains("nan") && !svg.contains("inf"), "\(kind) with \(name)")
        for point in [CGPoint(x: 200, y: 150), CGPoint(x: 1e300, y: -1e300)] {
            let hit = surface.renderableSeries[0].hitTest(at: point, radius: 1e9)
            #expect(!hit.isHit || hit.hitTestPoint.isFinite, "\(kind) with \(name)")
        }
    }

    @Test(arguments: Kind.allCases)
    func aSurfaceWithNoRoomForItsSeriesAreaDrawsNoSeries(kind: Kind) {
        // A chart 50 points wide, as a tile of a grid of 128 is: the axes take all the width.
        let count = 100_000
        let surface = Self.surface(
            kind, xs: (0..<count).map(Double.init), ys: (0..<count).map { sin(Double($0) / 1000) })
        surface.frame = CGRect(x: 0, y: 0, width: 50, height: 75)
        #expect(surface.seriesAreaFrame.width == 0)
        let series = surface.renderFrame().chartLayer.group(named: "series")
        let drawn = series?.commands.filter {
            switch $0 {
            case .fill, .stroke, .markers: true
            default: false
            }
        }
        #expect(drawn?.isEmpty == true, "\(kind): \(drawn?.count ?? -1) commands drawn into no room")
    }

    @Test func aCandleFarOutsideTheRangeDoesNotTrap() {
        let surface = Fixture.numericSurface(
            x: SCIDoubleRange(min: 0, max: 10), y: SCIDoubleRange(min: 0, max: 10))
        let series = SCIFastCandlestickRenderableSeries()
        let data = SCIOhlcDataSeries(xType: .double, yType: .double)
        data.append(x: 5.0, open: 1.0, high: 1e307, low: 1.0, close: 1e307)
        series.dataSeries = data
        surface.renderableSeries.add(series)
        let list = surface.renderDisplayList()
        #expect(list.isFinite)
        #expect(list.group(named: "series:0")?.fills.isEmpty == false)
    }

    @Test func anEmptyPaletteDrawsInTheFallbackColour() throws {
        let surface = Self.surface(.line, xs: [0, 1, 2], ys: [1, 2, 3])
        surface.theme.seriesPalette = []
        let list = try #require(surface.renderDisplayList().group(named: "series:0"))
        #expect(list.strokes.first?.1.color == SCIChartTheme.fallbackSeriesColor)
        #expect(surface.renderableSeries[0].seriesColor == SCIChartTheme.fallbackSeriesColor)
    }

    @Test func dataSpanningTheWholeDoubleLineIsShown() throws {
        let surface = Self.surface(.line, xs: [-1e308, 0, 1e308], ys: [-1e308, 1e308, 0])
        let x = surface.xAxes[0].visibleRange.copy()
        let y = surface.yAxes[0].visibleRange.copy()
        #expect(x.min == -1e308 && x.max == 1e308)
        #expect(y.min == -1e308 && y.max == 1e308)
        // The middle point is in the middle of the x axis and at the top.
        let area = surface.seriesAreaFrame
        let middle = surface.point(x: 0, y: 1e308)
        #expect(abs(Double(middle.x) - Double(area.midX)) < 1)
        #expect(abs(Double(middle.y) - Double(area.minY)) < 1)
        let line = try #require(surface.renderDisplayList().group(named: "series:0"))
        #expect(line.strokes.first?.0.verbs.count == 3)
        #expect(!surface.yAxes[0].currentCoordinateCalculator.getDataValue(0).isInfinite)
    }

    @Test func aVisibleRangeSpanningTheWholeDoubleLineIsKept() {
        let surface = Fixture.numericSurface()
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: -1e308, max: 1e308)
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: -1e308, max: 1e308))
        let calc = surface.yAxes[0].currentCoordinateCalculator
        #expect(abs(calc.getCoordinate(0) - calc.viewportLength / 2) < 1e-9)
        #expect(abs(calc.getDataValue(calc.viewportLength / 2)) < 1e300)
        #expect(!surface.renderFrame().chartLayer.textRuns.isEmpty)
    }

    @Test func aNegativeGrowByDoesNotInvertOrZoomOut() {
        let surface = Self.surface(.line, xs: [0, 10], ys: [0, 100])
        surface.yAxes[0].growBy = SCIDoubleRange(min: -10, max: -10)
        #expect(surface.yAxes[0].visibleRange == SCIDoubleRange(min: 0, max: 100))
    }

    @Test func aHugeLabelFontKeepsTheSeriesAreaInsideTheSurface() {
        let surface = Self.surface(.line, xs: [0, 10], ys: [0, 100])
        surface.yAxes[0].tickLabelStyle = SCIFontStyle(fontSize: 1e6, andTextColor: .white)
        surface.xAxes[0].tickLabelStyle = SCIFontStyle(fontSize: 1e6, andTextColor: .white)
        let area = surface.seriesAreaFrame
        let bounds = CGRect(origin: .zero, size: surface.size)
        #expect(bounds.contains(area.origin))
        #expect(area.maxX <= bounds.maxX && area.maxY <= bounds.maxY)
    }
}

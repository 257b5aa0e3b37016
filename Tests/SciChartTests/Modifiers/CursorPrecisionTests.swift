import Foundation
import Testing

@testable import SciChart

/// A crosshair a trader can read: prices in the decimals they are quoted in, daily bars
/// without a time of day, the vertical line on a bar.
@Suite("Cursor text precision")
struct CursorPrecisionTests {
    typealias F = NavigationFixture

    private func hover(_ surface: SCIChartSurface, _ point: CGPoint) {
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
    }

    private func cursorTexts(_ surface: SCIChartSurface) -> [String] {
        surface.renderFrame().overlayLayer.group(named: "cursor")?.textRuns.map(\.text) ?? []
    }

    /// Daily bars quoted in `decimals` decimals (below 1,000 in single precision, as some
    /// files give them: 146.210007 for 146.21), around `price`, on a date axis, with a 5-bar average of them on the same price axis.
    static func surface(price: Double, decimals: Int, days: Int = 60, spacing: Double = 86_400)
        -> SCIChartSurface
    {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCIDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        let unit = pow(10, -Double(decimals))
        var closes: [Double] = []
        for index in 0..<days {
            let exact = ((price + Double((index * 37) % 23) * unit * 7) / unit).rounded() * unit
            let close = price < 1_000 ? Double(Float(exact)) : exact
            closes.append(close)
            bars.append(
                x: 1_420_070_400 + Double(index) * spacing, open: close, high: close + 3 * unit,
                low: close - 2 * unit,
                close: close)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        let average = SCIXyDataSeries(xType: .date, yType: .double)
        average.append(
            x: bars.xValuesArray, y: closes.indices.map { closes[max($0 - 4, 0)...$0].reduce(0, +) / 5 })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = average
        surface.renderableSeries.add(candles)
        surface.renderableSeries.add(line)
        return surface
    }

    /// The crosshair's price badge on a titled price axis, and the title, at a zoom where
    /// the tick labels ("150", "200") are narrower than the price in cents ("186.37").
    private func badgeAndTitle(title: String?) throws -> (
        badge: CGRect, text: SCITextRun, titleLeft: Double?, size: CGSize
    ) {
        let surface = Self.surface(price: 186.37, decimals: 2)
        let y = surface.yAxes[0]
        y.axisTitle = title
        y.visibleRange = SCIDoubleRange(min: 120, max: 260)
        surface.chartModifiers.add(SCICursorModifier())
        _ = surface.renderFrame()
        let area = surface.seriesAreaFrame
        hover(surface, CGPoint(x: area.midX, y: area.midY))
        let frame = surface.renderFrame()
        let cursor = try #require(frame.overlayLayer.group(named: "cursor"))
        let badge = try #require(
            cursor.fills.map(\.0.bounds).first { $0.maxX > area.maxX + 1 && $0.midY > area.minY })
        let text = try #require(
            cursor.textRuns.first { badge.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) })
        // The title's column, on the band's outer edge (its text runs up it).
        let band = try #require(surface.currentLayout.axisFrame(for: y))
        let titleLeft =
            Double(band.maxX) - SurfaceLayout.outerGap
            - SCITextMetrics.lineHeight(fontSize: Double(surface.theme.titleFontSize))
        let hasTitle = frame.chartLayer.textRuns.contains { $0.text == title }
        return (badge, text, hasTitle ? titleLeft : nil, surface.frame.size)
    }

    @Test("a price badge wider than the tick labels covers no axis title and is not cut")
    func badgesKeepClearOfTheTitle() throws {
        let titled = try badgeAndTitle(title: "Price")
        let titleLeft = try #require(titled.titleLeft)
        #expect(
            Double(titled.badge.maxX) <= titleLeft + 1e-6, "badge \(titled.badge), title from \(titleLeft)")
        let untitled = try badgeAndTitle(title: nil)
        #expect(untitled.badge.maxX <= untitled.size.width + 0.5)
        #expect(untitled.text.text.count == 6, "a price in cents: \(untitled.text.text)")
        #expect(
            untitled.badge.width >= untitled.text.width + 2 * AxisBadge.tightPadding - 0.5,
            "the text is in the badge")
    }

    @Test("prices quoted in cents read in cents, whatever the zoom")
    func cents() {
        let surface = Self.surface(price: 186.37, decimals: 2)
        let y = surface.yAxes[0]
        _ = surface.renderFrame()
        #expect(y.formatCursorText(186.3749) == "186.37")
        #expect(y.formatCursorText(186.3751) == "186.38")
        y.visibleRange = SCIDoubleRange(min: 0, max: 1_000)
        _ = surface.renderFrame()
        #expect(y.formatCursorText(186.37) == "186.37")
    }

    @Test(
        "a currency pair quoted in five decimals reads in five; Bitcoin in cents",
        arguments: [
            (1.08345, 5, 1.08345, "1.08345"), (43_210.5, 2, 43_210.57, "43210.57"),
        ])
    func otherScales(price: Double, decimals: Int, value: Double, expected: String) {
        let surface = Self.surface(price: price, decimals: decimals)
        _ = surface.renderFrame()
        #expect(surface.yAxes[0].formatCursorText(value) == expected)
    }

    @Test("data with no precision of its own reads to a tenth of the tick step")
    func computedData() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        surface.xAxes.add(SCINumericAxis())
        let y = SCINumericAxis()
        y.visibleRange = SCIDoubleRange(min: 0, max: 100)
        surface.yAxes.add(y)
        let data = SCIXyDataSeries()
        data.append(x: (0..<100).map(Double.init), y: (0..<100).map { 50 + 40 * sin(Double($0) / 7) })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        _ = surface.renderFrame()
        #expect(y.formatCursorText(25.04) == "25")
    }

    @Test("the decimals a value list is quoted in")
    func decimals() {
        #expect(DataPrecision.decimals(of: [146.210007, 144.929993, 200]) == 2)
        #expect(DataPrecision.decimals(of: [1_000, 2_500, .nan]) == 0)
        #expect(DataPrecision.decimals(of: [0.5, 0.25]) == 2)
        #expect(DataPrecision.decimals(of: [1 / 3]) == nil)
        #expect(DataPrecision.decimals(of: [.nan, .infinity]) == nil)
        #expect(DataPrecision.decimals(of: [1e300]) == nil)
    }

    @Test("daily bars read as dates at any zoom; minute bars with their time")
    func dailyBarsShowNoTime() {
        let daily = Self.surface(price: 186.37, decimals: 2)
        let x = daily.xAxes[0]
        x.visibleRange = SCIDoubleRange(min: 1_420_070_400 + 3 * 86_400, max: 1_420_070_400 + 4 * 86_400)
        _ = daily.renderFrame()
        #expect(x.formatCursorText(1_420_070_400 + 3.5 * 86_400) == "Jan 4, 2015")
        let minutes = Self.surface(price: 186.37, decimals: 2, days: 300, spacing: 60)
        let minuteX = minutes.xAxes[0]
        minuteX.visibleRange = SCIDoubleRange(min: 1_420_070_400, max: 1_420_070_400 + 300 * 60)
        _ = minutes.renderFrame()
        #expect(minuteX.formatCursorText(1_420_070_400 + 95 * 60) == "Jan 1, 2015 01:35")
    }

    @Test("the crosshair's vertical line stands on the nearest bar and the axis reads its date")
    func snapsToBars() throws {
        let cursor = SCICursorModifier()
        let surface = F.category([cursor])
        let point = F.point(surface, 0.4925, 0.5)  // bar index 29.7
        hover(surface, point)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "cursor"))
        let vertical = try #require(group.strokes.first).0.points[0].x
        let bar30 =
            surface.seriesAreaFrame.minX + surface.xAxes[0].currentCoordinateCalculator.getCoordinate(30)
        #expect(abs(vertical - bar30) < 1e-9)
        #expect(cursorTexts(surface).first == "Apr 1, 2015")
        cursor.snapsToBars = false
        let free = try #require(surface.renderFrame().overlayLayer.group(named: "cursor"))
        #expect(abs(try #require(free.strokes.first).0.points[0].x - point.x) < 1e-9)
    }
}

@Suite("Values line")
struct ValuesLineTests {
    typealias F = NavigationFixture

    /// The category fixture (bar i: open 100 + i % 7, high +2, low -2, close +1) named
    /// "SPY", with a line of each bar's close minus 1 named "Mean" and a cursor showing the
    /// values line.
    static func surface() -> (SCIChartSurface, SCICursorModifier) {
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        let surface = F.category([cursor])
        let bars = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        bars.seriesName = "SPY"
        let mean = SCIXyDataSeries(xType: .date, yType: .double)
        mean.seriesName = "Mean"
        mean.append(x: bars.xValuesArray, y: bars.closeValuesArray.map { $0 - 1 })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = mean
        line.strokeStyle = SCISolidPenStyle(color: 0xFFF5_A623, thickness: 1)
        surface.renderableSeries.add(line)
        return (surface, cursor)
    }

    @Test("the bar under the crosshair, its change, and each series' value in its colour")
    func underTheCrosshair() throws {
        let (surface, cursor) = Self.surface()
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: F.point(surface, 0.4925, 0.5), timestamp: 0))
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "values-line"))
        // Bar 30: open 102, close 103; bar 29 closed at 102. Whole-number prices are written
        // as they are quoted.
        #expect(cursor.valuesLineText == "SPY O 102 H 104 L 100 C 103 +1 (+0.98%) Mean 102")
        let runs = group.textRuns
        #expect(runs.first { $0.text == "103" }?.color == SCIChartTheme.dark.upColor)
        #expect(runs.last?.color == 0xFFF5_A623)
        // Along the top of the series area, left to right.
        let area = surface.seriesAreaFrame
        #expect(runs.allSatisfy { $0.bounds.minY >= area.minY && $0.bounds.maxY < area.minY + 30 })
        #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.bounds.maxX < $1.bounds.minX })
    }

    @Test("without a crosshair the line shows the last bar; off by default")
    func lastBar() {
        let (surface, cursor) = Self.surface()
        _ = surface.renderFrame()
        #expect(cursor.valuesLineText == "SPY O 101 H 103 L 99 C 102 +1 (+0.99%) Mean 101")
        surface.handlePointer(
            SCIPointerEvent(phase: .hovered, location: F.point(surface, 0.4925, 0.5), timestamp: 0))
        surface.handlePointer(
            SCIPointerEvent(phase: .exited, location: F.point(surface, 0.4925, 0.5), timestamp: 0))
        _ = surface.renderFrame()
        #expect(cursor.valuesLineText.hasPrefix("SPY O 101 "))
        cursor.showsValuesLine = false
        #expect(surface.renderFrame().overlayLayer.group(named: "values-line") == nil)
    }
}

extension ValuesLineTests {
    @Test("an indicator pane, without bars, reads its series at the crosshair or at their last point")
    func indicatorPane() {
        let cursor = SCICursorModifier()
        cursor.showsValuesLine = true
        let surface = F.numeric([cursor])
        let rsi = SCIXyDataSeries()
        rsi.seriesName = "RSI 14"
        rsi.append(x: (0...100).map(Double.init), y: (0...100).map { 30 + Double($0) * 0.4 })
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = rsi
        surface.renderableSeries.add(line)
        _ = surface.renderFrame()
        #expect(cursor.valuesLineText == "RSI 14 70.0")
        surface.handlePointer(
            SCIPointerEvent(
                phase: .hovered, location: NavigationFixture.point(surface, 0.25, 0.5), timestamp: 0))
        _ = surface.renderFrame()
        #expect(cursor.valuesLineText == "RSI 14 40.0")
    }

    @Test("a numeric x axis writes x in the decimals of the data's x, not of its values")
    func numericXTakesTheDecimalsOfX() {
        let surface = NavigationFixture.numeric([SCICursorModifier()])
        let data = SCIXyDataSeries()
        data.append(x: [0, 25, 50], y: [10.5, 20.25, 30.75])
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        surface.handlePointer(
            SCIPointerEvent(
                phase: .hovered, location: NavigationFixture.point(surface, 0.25, 0.5), timestamp: 0))
        let texts = surface.renderFrame().overlayLayer.group(named: "cursor")?.textRuns.map(\.text)
        #expect(texts == ["25", "25.00"])
    }
}

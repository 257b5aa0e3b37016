import Foundation
import SciChart
import TestSupport
import Testing

@Suite struct CursorModifierTests {
    typealias F = NavigationFixture

    private func hover(_ surface: SCIChartSurface, _ point: CGPoint) {
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
    }

    private func cursorGroup(_ surface: SCIChartSurface) -> SCIDisplayList? {
        surface.renderFrame().overlayLayer.group(named: "cursor")
    }

    @Test func hoverDrawsLinesAcrossTheSeriesAreaAtThePointer() throws {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        let area = surface.seriesAreaFrame
        let point = F.point(surface, 0.25, 0.75)
        #expect(cursorGroup(surface) == nil)
        hover(surface, point)
        #expect(cursor.crosshairLocation == point)
        let group = try #require(cursorGroup(surface))
        let lines = try #require(group.strokes.first).0
        #expect(
            lines.elements == [
                .move(CGPoint(x: point.x, y: area.minY)), .line(CGPoint(x: point.x, y: area.maxY)),
                .move(CGPoint(x: area.minX, y: point.y)), .line(CGPoint(x: area.maxX, y: point.y)),
            ])
    }

    @Test func theAxesShowTheValuesAtThePointerInTheirBands() throws {
        let surface = F.numeric([SCICursorModifier()])
        let area = surface.seriesAreaFrame
        let point = F.point(surface, 0.25, 0.75)
        hover(surface, point)
        let texts = try #require(cursorGroup(surface)).textRuns
        #expect(texts.map(\.text) == ["25", "12.5"])
        // x below the series area, centred on the pointer; y to its right, centred on it.
        let x = texts[0].bounds
        #expect(x.minY >= area.maxY && abs(x.midX - point.x) < 0.01)
        let y = texts[1].bounds
        #expect(y.minX >= area.maxX && abs(y.midY - point.y) < 1.5)
        let boxes = try #require(cursorGroup(surface)).fills.map(\.0.bounds)
        #expect(boxes.count == 2)
        #expect(abs(boxes[0].minY - area.maxY) < 1e-9 && boxes[0].contains(x))
        #expect(abs(boxes[1].minX - area.maxX) < 1e-9 && boxes[1].contains(y))
    }

    @Test func onAVerticalChartTheXLabelIsBesideTheSeriesArea() throws {
        let surface = F.vertical([SCICursorModifier()])
        let area = surface.seriesAreaFrame
        let point = F.point(surface, 0.5, 0.25)
        hover(surface, point)
        let texts = try #require(cursorGroup(surface)).textRuns
        // x (0...10) runs up the left side: a quarter down is 7.5; y (0...100) half across.
        #expect(texts.map(\.text) == ["7.5", "50"])
        #expect(texts[0].bounds.maxX <= area.minX && abs(texts[0].bounds.midY - point.y) < 1.5)
        #expect(texts[1].bounds.minY >= area.maxY && abs(texts[1].bounds.midX - point.x) < 0.01)
    }

    @Test func aDateAxisShowsTheDate() throws {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let x = SCIDateAxis()
        x.visibleRange = SCIDoubleRange(
            min: Fixture.seconds("2014-01-01T12:00:00Z"), max: Fixture.seconds("2016-01-01T12:00:00Z"))
        surface.xAxes.add(x)
        surface.yAxes.add(SCINumericAxis())
        surface.chartModifiers.add(SCICursorModifier())
        hover(surface, F.point(surface, 0.5, 0.5))
        #expect(try #require(cursorGroup(surface)).textRuns.first?.text == "Jan 1, 2015")
    }

    @Test(arguments: [
        ("2015-03-16T09:00:30Z", "2015-03-16T17:00:30Z", "Mar 16, 2015 13:00"),
        ("2015-03-16T13:00:00Z", "2015-03-16T13:10:01Z", "Mar 16, 2015 13:05:00"),
    ])
    func aZoomedDateAxisShowsTheTime(_ from: String, _ to: String, _ expected: String) {
        let x = SCIDateAxis()
        let surface = SCIChartSurface(frame: Fixture.frame)
        x.visibleRange = SCIDoubleRange(min: Fixture.seconds(from), max: Fixture.seconds(to))
        surface.xAxes.add(x)
        surface.yAxes.add(SCINumericAxis())
        let calculator = x.currentCoordinateCalculator
        let middle = calculator.getDataValue(calculator.viewportLength / 2)
        #expect(x.formatCursorText(middle) == expected)
    }

    @Test func aCategoryAxisShowsTheNearestBarsDate() throws {
        let surface = F.category([SCICursorModifier()])
        hover(surface, F.point(surface, 0.4925, 0.5))  // index 29.7
        #expect(try #require(cursorGroup(surface)).textRuns.first?.text == "Apr 1, 2015")
        let x = surface.xAxes[0]
        #expect(x.formatCursorText(119.6) == "Jun 30, 2015")  // 21 days past the last bar
        #expect(x.formatCursorText(.nan) == "")
    }

    @Test func minuteBarsOnACategoryAxisShowTheTime() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let x = SCICategoryDateAxis()
        surface.xAxes.add(x)
        surface.yAxes.add(SCINumericAxis())
        let data = SCIXyDataSeries(xType: .date, yType: .double)
        let start = Fixture.seconds("2019-11-05T14:30:00Z")
        data.append(x: (0..<100).map { start + Double($0) * 60 }, y: (0..<100).map(Double.init))
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = data
        surface.renderableSeries.add(line)
        #expect(x.formatCursorText(30.2) == "Nov 5, 2019 15:00")
    }

    @Test func aLabelFormatterFormatsTheCursorToo() throws {
        let surface = F.numeric([SCICursorModifier()])
        surface.xAxes[0].labelFormatter = { "x=\(Int($0))" }
        hover(surface, F.point(surface, 0.25, 0.75))
        #expect(try #require(cursorGroup(surface)).textRuns.first?.text == "x=25")
    }

    @Test func stylesDefaultToTheThemeAndCanBeSet() throws {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        surface.theme = .light
        hover(surface, F.point(surface, 0.5, 0.5))
        var group = try #require(cursorGroup(surface))
        let stroke = try #require(group.strokes.first).1
        #expect(stroke.color == SCIChartTheme.light.axisLabel.withAlpha(0.8))
        #expect(stroke.width == 1 && stroke.dashes == [4, 4])
        #expect(group.fills.allSatisfy { $0.1.color == SCIChartTheme.light.toolLabelBackground })
        #expect(group.textRuns.allSatisfy { $0.color == SCIChartTheme.light.toolLabelText })

        cursor.crosshairStyle = SCISolidPenStyle(color: 0xFFFF_9800, thickness: 2)
        cursor.axisLabelStyle = SCIFontStyle(fontSize: 14, textColor: 0xFF00_0000)
        cursor.axisLabelBackgroundStyle = SCISolidBrushStyle(color: 0xFFFF_FF00)
        group = try #require(cursorGroup(surface))
        #expect(try #require(group.strokes.first).1 == SCIStroke(color: 0xFFFF_9800, width: 2))
        #expect(group.fills.allSatisfy { $0.1.color == 0xFFFF_FF00 })
        #expect(group.textRuns.allSatisfy { $0.color == 0xFF00_0000 && $0.fontSize == 14 })
        cursor.showAxisLabels = false
        #expect(try #require(cursorGroup(surface)).textRuns.isEmpty)
    }

    @Test func leavingTheSurfaceOrTheSeriesAreaHidesIt() {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        hover(surface, F.point(surface, 0.5, 0.5))
        surface.handlePointer(
            SCIPointerEvent(phase: .exited, location: F.point(surface, 0.5, 0.5), timestamp: 0))
        #expect(cursor.crosshairLocation == nil)
        #expect(cursorGroup(surface) == nil)
        hover(surface, F.point(surface, 0.5, 0.5))
        hover(surface, CGPoint(x: 2, y: 2))
        #expect(cursor.crosshairLocation == nil)
    }

    @Test func onTouchHostsItFollowsADragAndGoesWithTheFinger() {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        let start = F.point(surface, 0.3, 0.3)
        let end = F.point(surface, 0.6, 0.4)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        #expect(cursor.crosshairLocation == start)
        surface.handlePointer(SCIPointerEvent(phase: .moved, location: end, timestamp: 0))
        #expect(cursor.crosshairLocation == end)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: end, timestamp: 0))
        #expect(cursor.crosshairLocation == nil)
    }

    @Test func withAMouseItStaysWhereADragEnds() {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        let end = F.point(surface, 0.6, 0.4)
        hover(surface, F.point(surface, 0.3, 0.3))
        surface.drag([F.point(surface, 0.3, 0.3), end])
        #expect(cursor.crosshairLocation == end)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: end, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: end, timestamp: 1))
        #expect(cursor.crosshairLocation == nil)
    }

    @Test func itHandlesNothingSoAPanAfterItStillPans() {
        let surface = F.numeric([SCICursorModifier(), SCIZoomPanModifier()])
        let start = F.point(surface, 0.5, 0.5)
        hover(surface, start)
        surface.drag([start, CGPoint(x: start.x + 50, y: start.y)])
        #expect(surface.xAxes[0].visibleRange.min < 0)
    }

    @Test func theCursorIsACrosshairOverTheSeriesArea() {
        let surface = F.numeric([SCICursorModifier()])
        #expect(surface.cursor(at: F.point(surface, 0.5, 0.5)) == .crosshair)
        #expect(surface.cursor(at: CGPoint(x: 2, y: 2)) == .arrow)
    }

    @Test func aHoverRedrawsOnlyTheOverlay() {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        let generation = surface.renderFrame().chartGeneration
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        hover(surface, F.point(surface, 0.5, 0.5))
        hover(surface, F.point(surface, 0.5, 0.5))
        #expect(redraws.value == 1)
        #expect(surface.renderFrame().chartGeneration == generation)
    }

    @Test func disablingItHidesIt() {
        let cursor = SCICursorModifier()
        let surface = F.numeric([cursor])
        hover(surface, F.point(surface, 0.5, 0.5))
        cursor.isEnabled = false
        #expect(cursor.crosshairLocation == nil)
        cursor.isEnabled = true
        #expect(cursorGroup(surface) == nil)
    }
}

import Foundation
import Testing

@testable import SciChart

/// The keyboard cursor of ``SCICursorModifier``: on and off by its key, point to point and
/// series to series by the arrows, Enter for the selection and the drawing tools.
@Suite struct KeyboardCursorTests {
    /// 60 daily candles on a category axis showing bars 20 to 39, and a line of the closes
    /// less 5 named "Line"; the modifiers given, after a keyboard navigation modifier (so the
    /// cursor must take the arrows before it).
    static func chart(_ modifiers: [SCIChartModifierBase]) -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        let xAxis = SCICategoryDateAxis()
        xAxis.visibleRange = SCIDoubleRange(min: 19.5, max: 39.5)
        surface.xAxes.add(xAxis)
        surface.yAxes.add(SCINumericAxis())
        let bars = MeasureFixture.dailyCandles()
        bars.seriesName = "Bars"
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        let closes = SCIXyDataSeries(xType: .date, yType: .double)
        closes.seriesName = "Line"
        for day in 0..<60 { closes.append(x: Double(day) * 86_400, y: 96.0 + Double(day)) }
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = closes
        surface.renderableSeries.add(items: candles, line)
        surface.chartModifiers.add(SCIKeyboardNavigationModifier())
        for modifier in modifiers { surface.chartModifiers.add(modifier) }
        return surface
    }

    @Test func cTurnsItOnAtTheLastBarInViewAndEscapeTurnsItOff() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([cursor])
        #expect(!cursor.isKeyboardCursorOn)
        #expect(surface.handleKey(.character("c")))
        #expect(cursor.isKeyboardCursorOn)
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[0])
        #expect(cursor.keyboardCursorIndex == 39)
        // The crosshair stands on the bar's close, ringed.
        let location = try #require(cursor.keyboardCursorLocation)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "cursor"))
        let lines = try #require(group.strokes.first).0
        #expect(lines.elements.first == .move(CGPoint(x: location.x, y: surface.seriesAreaFrame.minY)))
        #expect(group.strokes.count == 3)
        #expect(surface.handleKey(.escape))
        #expect(!cursor.isKeyboardCursorOn)
        #expect(surface.renderFrame().overlayLayer.group(named: "cursor") == nil)
        // C again turns it on; C once more, off.
        #expect(surface.handleKey(.character("c")))
        #expect(surface.handleKey(.character("c")))
        #expect(!cursor.isKeyboardCursorOn)
    }

    /// The ring round the point is drawn whole, past the series area's edge when the point
    /// is on it: the crosshair's lines are clipped to the area, the ring is not.
    @Test func theRingIsWholeAtTheEdgeOfTheSeriesArea() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([cursor])
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 20, max: 39.05)
        surface.handleKey(.character("c"))
        let location = try #require(cursor.keyboardCursorLocation)
        #expect(surface.seriesAreaFrame.maxX - location.x < 6)
        let group = try #require(surface.renderFrame().overlayLayer.group(named: "cursor"))
        var clips = 0
        var ringStrokes = 0
        for command in group.commands {
            switch command {
            case .pushClip: clips += 1
            case .popClip: clips -= 1
            case .stroke(let path, _) where path.verbs.contains(.curve):
                ringStrokes += 1
                #expect(clips == 0, "the ring is drawn under a clip")
            default: break
            }
        }
        #expect(ringStrokes == 2)
    }

    @Test func theArrowsMoveItPointToPointBeforeNavigationPans() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([cursor])
        surface.handleKey(.character("c"))
        #expect(surface.handleKey(.left))
        #expect(cursor.keyboardCursorIndex == 38)
        #expect(surface.handleKey(.left, modifiers: .shift))
        #expect(cursor.keyboardCursorIndex == 28)
        #expect(surface.xAxes[0].visibleRange.min == 19.5)
        #expect(
            cursor.keyboardCursorText
                == "Bars, Jan 29, 1970: open 128, high 131, low 125, close 129. Point 29 of 60.")
        #expect(surface.accessibilityName == cursor.keyboardCursorText)
        // Off, the arrows are navigation's again.
        surface.handleKey(.escape)
        #expect(surface.accessibilityName == "Chart")
        surface.handleKey(.left)
        #expect(surface.xAxes[0].visibleRange.min == 18.5)
    }

    /// In a modifier group after the navigation it joins, the cursor still takes the arrows
    /// first: the group's router gives keys to a child holding the keyboard as the surface's
    /// does.
    @Test func inAGroupTheArrowsAreStillTheCursorsFirst() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([])
        let navigation = surface.chartModifiers[0]
        _ = surface.chartModifiers.remove(navigation)
        surface.chartModifiers.add(SCIModifierGroup(childModifiers: [navigation, cursor]))
        surface.handleKey(.character("c"))
        #expect(cursor.isKeyboardCursorOn)
        #expect(surface.handleKey(.left))
        #expect(cursor.keyboardCursorIndex == 38)
        #expect(surface.xAxes[0].visibleRange.min == 19.5)
        surface.handleKey(.escape)
        surface.handleKey(.left)
        #expect(surface.xAxes[0].visibleRange.min == 18.5)
    }

    @Test func movingPastTheEdgeOfTheViewPansTheAxisToShowThePoint() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([cursor])
        surface.handleKey(.character("c"))
        surface.handleKey(.right)
        #expect(cursor.keyboardCursorIndex == 40)
        let range = surface.xAxes[0].visibleRange
        #expect(range.min <= 40 && range.max >= 40)
        #expect(range.max - range.min == 20)
        surface.handleKey(.home)
        #expect(cursor.keyboardCursorIndex == 0)
        #expect(surface.xAxes[0].visibleRange.min <= 0)
        surface.handleKey(.end)
        #expect(cursor.keyboardCursorIndex == 59)
        #expect(surface.xAxes[0].visibleRange.max >= 59)
        surface.handleKey(.right)
        #expect(cursor.keyboardCursorIndex == 59)
    }

    @Test func upAndDownChangeSeriesAtTheSameBarSkippingHiddenOnes() throws {
        let cursor = SCICursorModifier()
        let surface = Self.chart([cursor])
        surface.handleKey(.character("c"))
        surface.handleKey(.left)
        surface.handleKey(.down)
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[1])
        #expect(cursor.keyboardCursorIndex == 38)
        #expect(cursor.keyboardCursorText == "Line, Feb 8, 1970: 134. Point 39 of 60.")
        surface.handleKey(.down)
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[0])
        surface.handleKey(.up)
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[1])
        // Its series hidden, the cursor goes to one still shown.
        surface.renderableSeries[1].isVisible = false
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[0])
        surface.renderableSeries[0].isVisible = false
        #expect(cursor.keyboardCursorSeries == nil)
        #expect(cursor.keyboardCursorText == nil)
        #expect(!cursor.holdsKeyboard)
    }

    @Test func enterSelectsTheSeriesItIsOn() throws {
        let cursor = SCICursorModifier()
        let selection = SCISeriesSelectionModifier()
        var heard: [ISCIRenderableSeries?] = []
        selection.selectionChangedListener = { heard.append($0) }
        let surface = Self.chart([cursor, selection])
        #expect(!surface.handleKey(.enter))
        surface.handleKey(.character("c"))
        surface.handleKey(.down)
        #expect(surface.handleKey(.enter))
        #expect(surface.renderableSeries[1].isSelected)
        #expect(!surface.renderableSeries[0].isSelected)
        #expect(heard.count == 1)
        // Turned on again, it starts on the selected series.
        surface.handleKey(.escape)
        surface.handleKey(.character("c"))
        #expect(cursor.keyboardCursorSeries === surface.renderableSeries[1])
    }

    @Test func enterPlacesADrawingToolsPointsAtTheCursor() throws {
        let cursor = SCICursorModifier()
        let measure = SCIMeasureCreationModifier()
        let surface = Self.chart([measure, cursor])
        surface.handleKey(.character("c"))
        surface.handleKey(.left, modifiers: .shift)
        #expect(surface.handleKey(.enter))
        #expect(measure.isPlacing)
        surface.handleKey(.right, modifiers: .shift)
        #expect(surface.handleKey(.enter))
        #expect(!measure.isPlacing)
        let drawn = try #require(surface.drawings.first as? SCIMeasureAnnotation)
        #expect(surface.drawings.count == 1)
        // From the close of bar 29 to the close of bar 39, on the category axis' bar indices.
        // The category axis' bars 29 and 39 are days 29 and 39.
        #expect(drawn.dataPoints.map(\.x) == [29 * 86_400, 39 * 86_400])
        #expect(drawn.dataPoints.map(\.y) == [130, 140])
        // Undo takes it back, as for a drawing made with the mouse.
        #expect(surface.handleKey(.undo))
        #expect(surface.drawings.isEmpty)
    }

    @Test func aHostFindsTheCursorInTheSurfacesAccessibleName() {
        let surface = Self.chart([SCICursorModifier()])
        surface.chartTitle = "Sixty days"
        #expect(surface.accessibilityName == "Sixty days")
        surface.handleKey(.character("c"))
        #expect(surface.accessibilityName.hasPrefix("Bars, Feb 9, 1970: open 139, high 142"))
    }

    @Test func noKeyIsTakenWithoutData() {
        let cursor = SCICursorModifier()
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        surface.xAxes.add(SCINumericAxis())
        surface.yAxes.add(SCINumericAxis())
        surface.chartModifiers.add(cursor)
        surface.handleKey(.character("c"))
        #expect(!cursor.isKeyboardCursorOn)
        #expect(!surface.handleKey(.left))
        cursor.keyboardCursorKey = nil
        #expect(!surface.handleKey(.character("c")))
    }
}

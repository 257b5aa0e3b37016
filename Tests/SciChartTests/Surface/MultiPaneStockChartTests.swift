import Foundation
import Gallery
import SciChartIndicators
import Testing

@testable import SciChart

/// SciChart's multi-pane stock chart example, built with the same APIs: four panes on one
/// shared range, one vertical group, axis drags, pinch, pan, zoom extents and legends.
@Suite("The multi-pane stock chart")
struct MultiPaneStockChartTests {
    static func workspace() -> StockChartPanes {
        let panes = GalleryCharts.spyWorkspace(size: CGSize(width: 1000, height: 760))
        panes.group.settleLayouts()
        return panes
    }

    @Test("the layout is SciChart's: shared category range, one visible x axis, series areas lined up")
    func layout() throws {
        let panes = Self.workspace()
        #expect(panes.group.surfaces.map(ObjectIdentifier.init) == panes.surfaces.map(ObjectIdentifier.init))
        for surface in panes.surfaces {
            let xAxis = try #require(surface.xAxes.first as? SCICategoryDateAxis)
            #expect(xAxis.visibleRange === panes.sharedXRange)
            #expect(xAxis.growBy == SCIDoubleRange(min: 0, max: 0.05))
            #expect(xAxis.isVisible == (surface === panes.price))
            let modifiers = surface.chartModifiers.flatMap(\.flattened)
            let drag = try #require(modifiers.compactMap { $0 as? SCIXAxisDragModifier }.first)
            #expect(drag.dragMode == .pan && drag.clipModeX == .stretchAtExtents)
            #expect(modifiers.compactMap { $0 as? SCIPinchZoomModifier }.first?.direction == .xDirection)
            #expect(
                modifiers.contains { $0 is SCIZoomPanModifier }
                    && modifiers.contains { $0 is SCIZoomExtentsModifier })
            #expect(modifiers.compactMap { $0 as? SCILegendModifier }.first?.showCheckBoxes == false)
            #expect(surface.undoHistory === panes.price.undoHistory)
        }
        let areas = panes.surfaces.map(\.seriesAreaFrame)
        #expect(Set(areas.map(\.minX)).count == 1 && Set(areas.map(\.maxX)).count == 1, "\(areas)")
        #expect(panes.price.renderableSeries.count == 3 && panes.price.annotations.count == 3)
        #expect(panes.macd.renderableSeries.contains { $0 is SCIFastBandRenderableSeries })
        #expect(panes.macd.renderableSeries.contains { $0 is SCIFastColumnRenderableSeries })
    }

    @Test("a drag on any pane pans every pane in the same event; a double tap fits them all")
    func panningMovesEveryPane() {
        let panes = Self.workspace()
        let before = panes.sharedXRange.copy()
        let rsi = panes.rsi
        let start = NavigationFixture.point(rsi, 0.5, 0.5)
        rsi.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: 0))
        rsi.handlePointer(
            SCIPointerEvent(phase: .moved, location: CGPoint(x: start.x + 200, y: start.y), timestamp: 0.05))
        let moved = panes.sharedXRange.copy()
        #expect(moved.min < before.min - 10, "panned back in time")
        for surface in panes.surfaces {
            #expect(surface.xAxes[0].visibleRange == moved)
            #expect(surface.xAxes[0].currentCoordinateCalculator.visibleMin == moved.min, "laid out anew")
        }
        rsi.handlePointer(
            SCIPointerEvent(phase: .ended, location: CGPoint(x: start.x + 200, y: start.y), timestamp: 0.1))
        // The price pane's visible x axis pans too.
        let axisPoint = CGPoint(x: start.x, y: panes.price.seriesAreaFrame.maxY + 10)
        panes.price.drag([axisPoint, CGPoint(x: axisPoint.x - 100, y: axisPoint.y)], time: 1)
        #expect(panes.sharedXRange.min > moved.min)
        for tap in [2.0, 2.1] {
            panes.volume.handlePointer(SCIPointerEvent(phase: .began, location: start, timestamp: tap))
            panes.volume.handlePointer(SCIPointerEvent(phase: .ended, location: start, timestamp: tap + 0.01))
        }
        #expect(
            panes.sharedXRange.min <= 0 && panes.sharedXRange.max >= Double(panes.prices.count - 1),
            "\(panes.sharedXRange)")
    }

    @Test("one crosshair runs through all four panes, and each values line reads its own pane")
    func crosshairThroughEveryPane() {
        let panes = Self.workspace()
        let point = NavigationFixture.point(panes.macd, 0.5, 0.3)
        panes.macd.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        for surface in panes.surfaces { _ = surface.renderFrame() }
        #expect(panes.cursors.allSatisfy { $0.crosshairLocation?.x == point.x })
        #expect(panes.cursors[0].valuesLineText.hasPrefix("SPY O "))
        #expect(panes.cursors[1].valuesLineText.hasPrefix("Histogram "))
        #expect(panes.cursors[2].valuesLineText.hasPrefix("RSI (14) "))
    }

    @Test("an undo on any pane takes back the last drawing on any")
    func sharedUndo() {
        let panes = Self.workspace()
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 50)
        panes.rsi.annotations.add(line)
        let tool = SCIFibonacciRetracementCreationModifier()
        panes.price.chartModifiers.insert(tool, at: 0)  // before the pan, which would take the drag
        let area = panes.price.seriesAreaFrame
        MeasureFixture.place(
            panes.price, CGPoint(x: area.midX - 100, y: area.midY), CGPoint(x: area.midX, y: area.midY - 50))
        #expect(panes.price.annotations.count == 4)
        #expect(panes.volume.canUndo)
        #expect(panes.volume.undo())
        #expect(panes.price.annotations.count == 3, "the drawing on the price pane is taken back")
        #expect(panes.rsi.redo() && panes.price.annotations.count == 4)
        panes.price.clearUndoHistory()
        #expect(!panes.rsi.canUndo)
    }

    @Test("the last-value tags follow appended bars")
    func tagsFollowNewBars() throws {
        let panes = Self.workspace()
        let tags = panes.price.annotations.compactMap { $0 as? SCIAxisMarkerAnnotation }
        #expect(tags.count == 3)
        let last = try #require(panes.prices.bar(at: panes.prices.count - 1))
        #expect(tags.contains { $0.y1 == last.close }, "the last price")
        let before = tags.map(\.y1)
        panes.prices.append(
            x: Date(timeIntervalSince1970: last.x + 86_400), open: last.close, high: last.close + 30,
            low: last.close, close: last.close + 25)
        panes.group.settleLayouts()
        _ = panes.price.renderFrame()
        let after = tags.map(\.y1)
        #expect(after.contains(last.close + 25), "the new close")
        #expect(zip(before, after).allSatisfy { $0 != $1 }, "every tag moved: \(before) to \(after)")
    }

    @Test("every pane follows appended bars, the MACD band and the Bollinger bands included")
    func everyPaneFollowsNewBars() throws {
        let panes = Self.workspace()
        panes.showsBollinger = true
        let macdBand = try #require(panes.macd.renderableSeries.first { $0 is SCIFastBandRenderableSeries })
        let bollinger = try #require(panes.price.renderableSeries[0].dataSeries as? SCIXyyDataSeries)
        let count = panes.prices.count
        #expect(macdBand.dataSeries?.count == count && bollinger.count == count)
        let last = try #require(panes.prices.bar(at: count - 1))
        panes.prices.append(
            x: Date(timeIntervalSince1970: last.x + 86_400), open: last.close, high: last.close + 3,
            low: last.close - 1, close: last.close + 2)
        #expect(macdBand.dataSeries?.count == count + 1 && bollinger.count == count + 1)
        let closes = panes.prices.closeValuesArray
        let expected = SCIIndicators.bollinger(closes)
        #expect(bollinger.yValue(at: count) == expected.upper[count])
        #expect(bollinger.y1Value(at: count) == expected.lower[count])
    }

    @Test("studies' panes are added in their place and taken away; Bollinger bands come and go")
    func studiesComeAndGo() throws {
        let panes = Self.workspace()
        let ids = { (surfaces: [SCIChartSurface]) in surfaces.map(ObjectIdentifier.init) }
        #expect(panes.studies == [.macd, .rsi, .volume])
        panes.show(.stochastic)
        let stochastic = panes.surface(for: .stochastic)
        #expect(panes.studies == [.macd, .rsi, .stochastic, .volume])
        #expect(
            ids(panes.group.surfaces) == ids([panes.price, panes.macd, panes.rsi, stochastic, panes.volume]))
        #expect(ids(panes.surfaces) == ids(panes.group.surfaces))
        #expect(stochastic.xAxes[0].visibleRange === panes.sharedXRange && !stochastic.xAxes[0].isVisible)
        #expect(stochastic.undoHistory === panes.price.undoHistory)
        #expect(stochastic.renderableSeries.count == 2 && stochastic.annotations.count == 2)
        // The crosshair reaches the new pane, and the panes line up with it.
        panes.group.settleLayouts()
        let areas = panes.surfaces.map(\.seriesAreaFrame)
        #expect(Set(areas.map(\.minX)).count == 1 && Set(areas.map(\.maxX)).count == 1, "\(areas)")
        let point = NavigationFixture.point(panes.rsi, 0.4, 0.5)
        panes.rsi.handlePointer(SCIPointerEvent(phase: .hovered, location: point, timestamp: 0))
        _ = stochastic.renderFrame()
        #expect(panes.cursors.last?.crosshairLocation?.x == point.x)
        #expect(panes.cursors.last?.valuesLineText.hasPrefix("%K (14, 3) ") == true)
        // Taken away and shown again: the same pane, in its place.
        panes.hide(.macd)
        panes.hide(.macd)
        #expect(panes.studies == [.rsi, .stochastic, .volume] && panes.group.surfaces.count == 4)
        #expect(!panes.group.surfaces.contains { $0 === panes.macd })
        panes.show(.atr)
        panes.show(.macd)
        #expect(panes.studies == [.macd, .rsi, .stochastic, .atr, .volume])
        #expect(
            panes.group.surfaces[1] === panes.macd && panes.group.surfaces[4] === panes.surface(for: .atr))
        // Every study hidden leaves the prices.
        for study in StockChartPanes.Study.allCases { panes.hide(study) }
        #expect(ids(panes.group.surfaces) == ids([panes.price]))
        // Bollinger bands under the candles, and away again.
        #expect(!panes.showsBollinger)
        panes.showsBollinger = true
        panes.showsBollinger = true
        #expect(panes.showsBollinger && panes.price.renderableSeries[0] is SCIFastBandRenderableSeries)
        #expect(panes.price.renderableSeries.count == 4)
        panes.showsBollinger = false
        #expect(!panes.showsBollinger && panes.price.renderableSeries.count == 3)
    }

    @Test("the group renders its panes stacked, to SVG and as one frame")
    func groupRendering() {
        let panes = Self.workspace()
        let frame = panes.group.renderFrame()
        #expect(frame.size == CGSize(width: 1000, height: panes.surfaces.reduce(0) { $0 + $1.size.height }))
        let svg = panes.group.renderSVG()
        #expect(svg.contains("width=\"1000\"") && svg.contains("RSI (14)"))
        let again = panes.group.renderFrame()
        #expect(again.chartGeneration == frame.chartGeneration && again.surfaceId == frame.surfaceId)
        panes.sharedXRange.setMinMax(min: 100, max: 200)
        #expect(
            panes.group.renderFrame().chartGeneration != frame.chartGeneration, "a change redraws the chart")
        #expect(SCIChartVerticalGroup().renderFrame().size == .zero)
    }
}

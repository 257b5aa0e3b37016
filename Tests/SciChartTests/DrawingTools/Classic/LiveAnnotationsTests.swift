import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Annotations that follow live data: the last-price marker and a horizontal line's alert,
/// with values appended from a producer thread while the surface lays out on its own.
@Suite struct LiveAnnotationsTests {
    /// A live page: a FIFO price series drawn as a line on a numeric x axis that follows it.
    static func livePage(capacity: Int = 500) -> (SCIChartSurface, SCIXyDataSeries) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 400))
        let xAxis = SCINumericAxis()
        xAxis.autoRange = .always
        let yAxis = SCINumericAxis()
        yAxis.autoRange = .always
        surface.xAxes.add(xAxis)
        surface.yAxes.add(yAxis)
        let prices = SCIXyDataSeries(xType: .double, yType: .double)
        prices.fifoCapacity = capacity
        let line = SCIFastLineRenderableSeries()
        line.dataSeries = prices
        surface.renderableSeries.add(line)
        return (surface, prices)
    }

    /// Appends `values` from a thread of their own, one at a time, from x `start`; the group
    /// is done when the thread is.
    static func produce(_ values: [Double], into series: SCIXyDataSeries, from start: Int) -> DispatchGroup {
        let group = DispatchGroup()
        group.enter()
        Thread {
            for (offset, value) in values.enumerated() { series.append(x: Double(start + offset), y: value) }
            group.leave()
        }.start()
        return group
    }

    /// The crossings of `level` in `values` after `previous`, counted one by one.
    static func crossings(of level: Double, in values: [Double], after previous: Double) -> Int {
        var side = previous > level ? 1 : previous < level ? -1 : 0
        var count = 0
        for value in values {
            let now = value > level ? 1 : value < level ? -1 : 0
            if now == 0 { continue }
            if side != 0, now != side { count += 1 }
            side = now
        }
        return count
    }

    @Test func theMarkerFollowsTheLastValueAndItsBadgeSitsAtIt() throws {
        let (surface, prices) = Self.livePage()
        prices.append(x: [0, 1, 2], y: [100, 101, 102])
        let marker = SCIAxisMarkerAnnotation(following: prices)
        surface.annotations.add(marker)
        #expect(marker.y1 == 102)
        #expect(!marker.isDrawing && surface.drawings.isEmpty)

        var walk = [Double]()
        var price = 102.0
        for step in 0..<2_000 {
            price += step % 7 < 3 ? -0.25 : 0.5
            walk.append(price)
        }
        var next = 3
        for batch in stride(from: 0, to: walk.count, by: 250) {
            let values = Array(walk[batch..<batch + 250])
            Self.produce(values, into: prices, from: next).wait()
            next += values.count
            surface.layoutIfNeeded()
            #expect(marker.y1 == values.last!)
            let badge = try #require(
                ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.first)
            let y = try #require(
                surface.annotationMapping(xAxisId: "DefaultAxisId", yAxisId: "DefaultAxisId")
            )
            .point(SCIDataPoint(x: 0, y: values.last!)).y
            #expect(abs(Double(badge.bounds.midY - y)) < 1)
            #expect(badge.bounds.minX >= surface.seriesAreaFrame.maxX)
            #expect(Double(badge.text) == values.last!)
        }
        // A following marker is not dragged off its value.
        let grab = CGPoint(
            x: surface.seriesAreaFrame.maxX + 20, y: marker.mapping!.point(marker.dataPoints[0]).y)
        marker.isEditable = true
        ClassicFixture.drag(surface, from: grab, to: CGPoint(x: grab.x, y: grab.y + 60))
        surface.layoutIfNeeded()
        #expect(marker.y1 == walk.last!)
        // Emptied, the marker has no value and draws nothing; refilled, it follows again.
        prices.clear()
        surface.layoutIfNeeded()
        #expect(marker.y1.isNaN)
        #expect(ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.isEmpty)
        prices.append(x: 0, y: 42)
        surface.layoutIfNeeded()
        #expect(marker.y1 == 42)
    }

    @Test func aMarkerFollowingAnEmptySeriesDrawsNothingUntilAValueArrives() throws {
        let (surface, prices) = Self.livePage()
        let marker = SCIAxisMarkerAnnotation(following: prices)
        surface.annotations.add(marker)
        // The first layout with the value missing took the frame it was laying out, to place
        // the marker, again and again until the stack ran out.
        let svg = surface.renderSVG()
        #expect(svg.contains("</svg>"))
        #expect(marker.y1.isNaN)
        #expect(ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.isEmpty)
        // A missing value is the missing value already there: the marker is not changed.
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        surface.layoutIfNeeded()
        #expect(redraws.value == 0)
        prices.append(x: 0, y: 42)
        surface.layoutIfNeeded()
        #expect(marker.y1 == 42)
        // Whole numbers read as whole numbers, as the crosshair reads them.
        #expect(
            ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.map(\.text) == ["42"])
    }

    @Test func aMissingCoordinateSetAgainChangesNothing() {
        let (surface, _) = Self.livePage()
        let line = SCIHorizontalLineAnnotation()
        surface.annotations.add(line)
        line.set(y1: .nan)
        surface.layoutIfNeeded()
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        // NaN is never equal to NaN: taken as a change, it asked for a redraw every time.
        line.set(y1: .nan)
        #expect(redraws.value == 0)
        line.set(y1: 100)
        #expect(redraws.value == 1)
    }

    /// Appends the next of its values to a series each time the surface follows data, as a
    /// producer thread appending while the surface lays out does, but at a known moment.
    final class Producer: SCIAnnotationBase {
        let series: SCIXyDataSeries
        var values: [Double]

        init(series: SCIXyDataSeries, values: [Double]) {
            self.series = series
            self.values = values
        }

        override func followData() -> (() -> Void)? {
            if !values.isEmpty { series.append(x: Double(series.count), y: values.removeFirst()) }
            return nil
        }
    }

    @Test func rowsAppendedWhileAMarkerTakesItsValueAreFollowedAtTheNextLayout() {
        let (surface, prices) = Self.livePage()
        prices.append(x: 0, y: 99)
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 100)
        surface.annotations.add(line)
        var alerts: [SCIPriceAlert] = []
        line.setAlert(on: prices) { alerts.append($0) }
        // In layout order: the line looks at the rows, a row crossing it is appended, and the
        // marker takes the new last value (its mapping asks for the layout under way).
        surface.annotations.add(Producer(series: prices, values: [101]))
        surface.annotations.add(SCIAxisMarkerAnnotation(following: prices))
        surface.layoutIfNeeded()
        #expect(alerts.isEmpty)
        // The row came after the line looked: the next layout sees it.
        surface.layoutIfNeeded()
        #expect(alerts.map(\.direction) == [.up])
    }

    @Test func anAlertArmedWhileAProducerAppendsSeesOnlyRealCrossings() {
        for round in 0..<30 {
            let (surface, prices) = Self.livePage(capacity: 5_000)
            prices.append(x: 0, y: 0)
            let line = SCIHorizontalLineAnnotation()
            line.set(y1: 500)
            surface.annotations.add(line)
            var alerts: [SCIPriceAlert] = []
            // Rising values cross the line once, upwards, or not at all when armed after.
            let producer = Self.produce((1...1_000).map(Double.init), into: prices, from: 1)
            for _ in 0..<(round * 30) { _ = prices.count }
            line.setAlert(on: prices) { alerts.append($0) }
            producer.wait()
            surface.layoutIfNeeded()
            #expect(
                alerts.count <= 1 && alerts.allSatisfy { $0.direction == .up }, "round \(round): \(alerts)")
        }
    }

    @Test func aMarkerFollowingOhlcDataTakesTheLastBarsDirection() throws {
        let surface = ClassicFixture.surface()
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        bars.append(x: 0.0, open: 110.0, high: 112.0, low: 109.0, close: 111.0)
        // A series no renderable series shows: the surface still hears of its appends.
        let marker = SCIAxisMarkerAnnotation(following: bars)
        surface.annotations.add(marker)
        surface.layoutIfNeeded()
        #expect(marker.y1 == 111 && marker.brush === marker.risingBrush)
        bars.append(x: 86_400.0, open: 111.0, high: 111.5, low: 108.0, close: 108.5)
        let before = surface.chartGeneration
        surface.layoutIfNeeded()
        #expect(surface.chartGeneration != before, "the append did not reach the surface")
        #expect(marker.y1 == 108.5 && marker.brush === marker.fallingBrush)
        let fill = ClassicFixture.paths(in: surface, group: "annotation:axisMarker")
        #expect(!fill.fills.isEmpty)
        // A bar updated in place turns it back.
        bars.update(open: 111.0, high: 113.0, low: 108.0, close: 112.5, at: 1)
        surface.layoutIfNeeded()
        #expect(marker.y1 == 112.5 && marker.brush === marker.risingBrush)
        // Following stops: the value stays where it was, and the marker's own brush returns.
        marker.followedSeries = nil
        bars.append(x: 172_800.0, open: 112.0, high: 112.0, low: 101.0, close: 102.0)
        surface.layoutIfNeeded()
        #expect(marker.y1 == 112.5 && marker.brush === marker.backgroundBrush)
    }

    @Test func anAlertIsCalledOncePerCrossingWhateverTheBatching() throws {
        let (surface, prices) = Self.livePage(capacity: 300)
        prices.append(x: [0], y: [99])
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 100)
        surface.annotations.add(line)
        var alerts: [SCIPriceAlert] = []
        line.setAlert(on: prices) { alerts.append($0) }

        // Through, touching and turning back, resting on the line then going through.
        let values: [Double] = [99.5, 100.5, 101, 100, 100.7, 99.9, 100, 99, 100, 101, .nan, 102, 98]
        Self.produce(Array(values[0..<4]), into: prices, from: 1).wait()
        surface.layoutIfNeeded()
        #expect(alerts.map(\.direction) == [.up])
        #expect(alerts.first == SCIPriceAlert(direction: .up, level: 100, value: 100.5, x: 2))
        Self.produce(Array(values[4...]), into: prices, from: 5).wait()
        surface.layoutIfNeeded()
        #expect(alerts.map(\.direction) == [.up, .down, .up, .down])
        // Nothing new: nothing called again.
        surface.invalidateLayout()
        surface.layoutIfNeeded()
        #expect(alerts.count == 4)

        // The line dragged across the price is no crossing; the price then crossing it is.
        line.set(y1: 90)
        surface.layoutIfNeeded()
        #expect(alerts.count == 4)
        prices.append(x: 20, y: 89)
        surface.layoutIfNeeded()
        #expect(alerts.last == SCIPriceAlert(direction: .down, level: 90, value: 89, x: 20))

        // The last value updated in place counts as the newest value.
        prices.update(y: 91, at: prices.count - 1)
        surface.layoutIfNeeded()
        #expect(alerts.count == 6 && alerts.last?.direction == .up)

        // Removed, the alert stops.
        line.removeAlert()
        prices.append(x: 21, y: 80)
        surface.layoutIfNeeded()
        #expect(alerts.count == 6 && line.alertSeries == nil)
    }

    @Test func aProducerAppendingWhileTheSurfaceLaysOutGetsEveryCrossingOnce() throws {
        let (surface, prices) = Self.livePage(capacity: 50_000)
        prices.append(x: 0, y: 100.2)
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 100)
        surface.annotations.add(line)
        let marker = SCIAxisMarkerAnnotation(following: prices)
        surface.annotations.add(marker)
        var called = 0
        line.setAlert(on: prices) { _ in called += 1 }

        var generator = SystemRandomNumberGenerator()
        let values = (0..<20_000).map { _ in 100 + Double.random(in: -0.5...0.5, using: &generator) }
        let producer = Self.produce(values, into: prices, from: 1)
        while producer.wait(timeout: .now()) == .timedOut {
            surface.layoutIfNeeded()
            _ = surface.renderFrame()
        }
        surface.layoutIfNeeded()
        let expected = Self.crossings(of: 100, in: values, after: 100.2)
        #expect(expected > 1_000)
        #expect(called == expected)
        #expect(marker.y1 == values.last!)
    }

    @Test func anAlertHandlerMayChangeTheChart() throws {
        let (surface, prices) = Self.livePage()
        prices.append(x: 0, y: 1)
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 5)
        surface.annotations.add(line)
        line.setAlert(on: prices) { [unowned surface, unowned line] alert in
            // Takes its own line off the chart and puts a note where the price crossed.
            surface.annotations.remove(line)
            let note = SCITextAnnotation()
            note.set(x1: alert.x)
            note.set(y1: alert.value)
            note.text = "crossed"
            surface.annotations.add(note)
        }
        prices.append(x: [1, 2], y: [6, 7])
        surface.layoutIfNeeded()
        #expect(surface.annotations.count == 1)
        #expect((surface.annotations.first as? SCITextAnnotation)?.text == "crossed")
        // The change asked for another layout, which draws the note.
        _ = surface.renderFrame()
        #expect(!ClassicFixture.paths(in: surface, group: "annotation:text").texts.isEmpty)
    }

    @Test func savingTheDrawingsLeavesTheApplicationsAnnotationsOut() throws {
        let (surface, prices) = Self.livePage()
        prices.append(x: [0, 1], y: [1, 2])
        let marker = SCIAxisMarkerAnnotation(following: prices)
        let alertLine = SCIHorizontalLineAnnotation()
        alertLine.set(y1: 1.5)
        alertLine.isDrawing = false
        let drawn = SCILineAnnotation()
        drawn.set(x1: 0)
        drawn.set(y1: 1)
        drawn.set(x2: 1)
        drawn.set(y2: 2)
        surface.annotations.add(items: marker, alertLine, drawn)
        #expect(surface.drawings.map(\.annotationId) == [drawn.annotationId])
        let saved = try surface.saveAnnotations()
        #expect(surface.removeAllDrawings() == 1)
        #expect(surface.annotations.count == 2)
        try surface.loadAnnotations(from: saved)
        #expect(surface.annotations.count == 3)
    }

    @Test func aMarkerFollowingComputedPricesReadsAsTheCrosshairDoes() throws {
        let (surface, prices) = Self.livePage()
        // A random walk's prices carry every decimal: the tag reads as the crosshair does.
        prices.append(x: [0, 1, 2], y: [100.021_312_345_67, 100.447_198_765_43, 100.626_612_345_67])
        let marker = SCIAxisMarkerAnnotation(following: prices)
        surface.annotations.add(marker)
        let badge = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:axisMarker").texts.first)
        #expect(badge.text == surface.yAxes[0].formatCursorText(100.626_612_345_67))
        #expect(badge.text == "100.63")
    }

    @Test func theLastPriceTagLeavesTheAxisTitleClear() throws {
        let (surface, prices) = Self.livePage()
        surface.yAxes[0].axisTitle = "Price"
        // Long prices, whose tags are wider than the tick labels ("12,345.68" against "12,346").
        prices.append(x: [0, 1, 2, 3], y: [12_345.678_9, 12_346.123_4, 12_345.901_2, 12_346.0])
        surface.annotations.add(SCIAxisMarkerAnnotation(following: prices))
        for value in [12_345.678_9, 12_346.123_4, 12_345.91] {
            prices.append(x: Double(prices.count), y: value)
            let frame = surface.renderFrame()
            let tag = try #require(
                ClassicFixture.paths(in: surface, group: "annotation:axisMarker").fills.first)
            let title = try #require(
                (frame.chartLayer.textRuns + frame.overlayLayer.textRuns).first { $0.text == "Price" })
            #expect(
                tag.bounds.maxX <= title.bounds.minX, "the tag \(tag.bounds) covers the title \(title.bounds)"
            )
        }
    }

    @Test func aMarkerGivenASeriesToFollowIsNotADrawing() throws {
        let (surface, prices) = Self.livePage()
        prices.append(x: [0, 1], y: [1, 2])
        // Set as a property rather than through the initialiser: saved, it would come back on
        // every load as a second, frozen tag.
        let marker = SCIAxisMarkerAnnotation()
        marker.followedSeries = prices
        surface.annotations.add(marker)
        #expect(surface.drawings.isEmpty)
        #expect(!marker.isDrawing)
    }
}

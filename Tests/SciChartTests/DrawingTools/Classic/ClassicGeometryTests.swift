import Foundation
import Testing

@testable import SciChart

/// Where each classic annotation draws, read from the display list in pixels.
@Suite struct ClassicGeometryTests {
    @Test func aFillHorizontalLineSpansExactlyTheSeriesAreaAtY1() throws {
        let surface = ClassicFixture.surface()
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 130)
        surface.annotations.add(line)
        let stroke = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:horizontalLine").strokes.first)
        let area = surface.seriesAreaFrame
        let y = ClassicFixture.point(surface, day: 0, y: 130).y
        #expect(stroke.points.count == 2)
        #expect(stroke.points[0].isClose(to: CGPoint(x: area.minX, y: y)))
        #expect(stroke.points[1].isClose(to: CGPoint(x: area.maxX, y: y)))
        // x1 was never set: it reads 0 and is not needed.
        #expect((line.x1 as? Date)?.timeIntervalSince1970 == 0)
    }

    @Test func horizontalAlignmentsPinTheEnds() throws {
        let surface = ClassicFixture.surface()
        let area = surface.seriesAreaFrame
        let x1 = ClassicFixture.point(surface, day: 20, y: 0).x
        let x2 = ClassicFixture.point(surface, day: 40, y: 0).x
        for (alignment, from, to) in [
            (SCIAlignment.right, x1, area.maxX), (.left, area.minX, x1), (.centerHorizontal, x1, x2),
        ] {
            let line = SCIHorizontalLineAnnotation()
            line.horizontalAlignment = alignment
            line.set(x1: Date(timeIntervalSince1970: 20 * 86_400))
            line.set(y1: 120)
            line.set(x2: Date(timeIntervalSince1970: 40 * 86_400))
            line.set(y2: 999)
            surface.annotations.add(line)
            let stroke = try #require(
                ClassicFixture.paths(in: surface, group: "annotation:horizontalLine").strokes.first)
            #expect(
                abs(Double(stroke.points[0].x - from)) < 1e-6 && abs(Double(stroke.points[1].x - to)) < 1e-6)
            // The second point shares the line's price.
            #expect(line.y2 == 120)
            surface.annotations.remove(line)
        }
    }

    @Test func aVerticalLineSpansTheAreaAtX1AndItsAxisLabelIsTheDate() throws {
        let surface = ClassicFixture.surface()
        let line = SCIVerticalLineAnnotation()
        line.set(x1: Date(timeIntervalSince1970: 30 * 86_400))
        line.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        surface.annotations.add(line)
        let stroke = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:verticalLine").strokes.first)
        let area = surface.seriesAreaFrame
        let x = ClassicFixture.point(surface, day: 30, y: 0).x
        #expect(stroke.points[0].isClose(to: CGPoint(x: x, y: area.minY)))
        #expect(stroke.points[1].isClose(to: CGPoint(x: x, y: area.maxY)))
        let badge = try #require(ClassicFixture.paths(in: surface, group: "axes:verticalLine").texts.first)
        #expect(badge.text == "Jan 31, 1970")
        #expect(badge.bounds.minY > area.maxY && abs(Double(badge.bounds.midX - x)) < 1)
    }

    @Test func aPriceBadgeReadsAsTheCrosshairDoes() throws {
        // Prices quoted in cents, zoomed in until the ticks are a cent or two apart: a line
        // at a clicked price reads in cents, as the crosshair and the last-price tag do.
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        for day in 0..<60 {
            let price = 3097.0 + Double(day % 7) * 0.13
            data.append(
                x: Double(day) * 86_400, open: price, high: price + 0.25, low: price - 0.31,
                close: price + 0.07)
        }
        let (surface, measure) = MeasureFixture.surface(data: data)
        surface.chartModifiers.remove(measure)
        surface.yAxes[0].autoRange = .never
        surface.yAxes[0].visibleRange = SCIDoubleRange(min: 3097.3, max: 3097.5)
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 3097.4223)
        line.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        surface.annotations.add(line)
        let badge = try #require(ClassicFixture.paths(in: surface, group: "axes:horizontalLine").texts.first)
        #expect(badge.text == "3097.42")
        #expect(badge.text == surface.yAxes[0].formatCursorText(3097.4223))
    }

    @Test func anAxisLabelSitsOnTheAxisAtY1() throws {
        // Without data, a value set on purpose keeps the decimals it needs ("125.5" where the
        // cursor reads "126").
        let (surface, measure) = MeasureFixture.surface(data: nil)
        surface.chartModifiers.remove(measure)
        let line = SCIHorizontalLineAnnotation()
        line.set(y1: 125.5)
        line.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        line.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topRight, text: "Alert"))
        surface.annotations.add(line)
        let area = surface.seriesAreaFrame
        let y = ClassicFixture.point(surface, day: 0, y: 125.5).y
        let badge = try #require(ClassicFixture.paths(in: surface, group: "axes:horizontalLine").texts.first)
        #expect(badge.text == "125.5")
        #expect(badge.bounds.minX >= area.maxX && abs(Double(badge.bounds.midY - y)) < 1)
        // The label on the line is above it at the right end.
        let inline = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:horizontalLine").texts.first)
        #expect(inline.text == "Alert" && inline.bounds.maxY < y && inline.bounds.maxX <= area.maxX)
        // Auto is the axis while the axis shows.
        #expect(line.placement(of: SCIAnnotationLabel(), try #require(line.mapping)) == .axis)
    }

    @Test func aRelativeBoxCoversTheMiddleHalfAtEveryZoom() throws {
        let surface = ClassicFixture.surface()
        let box = SCIBoxAnnotation()
        box.coordinateMode = .relative
        box.set(x1: 0.25)
        box.set(y1: 0.25)
        box.set(x2: 0.75)
        box.set(y2: 0.75)
        surface.annotations.add(box)
        for range in [(0.0, 60.0), (10.0, 12.0), (-500.0, 900.0)] {
            surface.xAxes[0].visibleRange = SCIDoubleRange(min: range.0 * 86_400, max: range.1 * 86_400)
            let fill = try #require(ClassicFixture.paths(in: surface, group: "annotation:box").fills.first)
            let area = surface.seriesAreaFrame
            let expected = area.insetBy(dx: area.width / 4, dy: area.height / 4)
            #expect(fill.bounds.minX.isClose(expected.minX) && fill.bounds.maxX.isClose(expected.maxX))
            #expect(fill.bounds.minY.isClose(expected.minY) && fill.bounds.maxY.isClose(expected.maxY))
        }
        // Relative values read back as numbers, never as dates.
        #expect(box.x1 is Double && box.x1.toDouble == 0.25)
    }

    @Test func relativeXKeepsYAsData() throws {
        let surface = ClassicFixture.surface()
        let line = SCILineAnnotation()
        line.coordinateMode = .relativeX
        line.set(x1: 0)
        line.set(y1: 120)
        line.set(x2: 1)
        line.set(y2: 120)
        surface.annotations.add(line)
        let stroke = try #require(ClassicFixture.paths(in: surface, group: "annotation:line").strokes.first)
        let area = surface.seriesAreaFrame
        let y = ClassicFixture.point(surface, day: 0, y: 120).y
        #expect(stroke.points[0].isClose(to: CGPoint(x: area.minX, y: y)))
        #expect(stroke.points[1].isClose(to: CGPoint(x: area.maxX, y: y)))
    }

    @Test func theArrowHeadPointsAtX2Y2EvenWhenDrawnBackwards() throws {
        let surface = ClassicFixture.surface()
        for (from, to) in [((10.0, 110.0), (40.0, 150.0)), ((40.0, 150.0), (10.0, 110.0))] {
            let arrow = SCILineArrowAnnotation()
            arrow.set(x1: Date(timeIntervalSince1970: from.0 * 86_400))
            arrow.set(y1: from.1)
            arrow.set(x2: Date(timeIntervalSince1970: to.0 * 86_400))
            arrow.set(y2: to.1)
            surface.annotations.add(arrow)
            let drawn = ClassicFixture.paths(in: surface, group: "annotation:lineArrow")
            let head = try #require(drawn.fills.first).points
            let tip = ClassicFixture.point(surface, day: to.0, y: to.1)
            let tail = ClassicFixture.point(surface, day: from.0, y: from.1)
            #expect(head[0].isClose(to: tip))
            // The head's base is behind the tip, on the line, headLength away.
            let base = CGPoint(x: (head[1].x + head[2].x) / 2, y: (head[1].y + head[2].y) / 2)
            #expect(abs(base.distance(to: tip) - arrow.headLength) < 1e-6)
            #expect(HitGeometry.distance(from: base, toSegment: tail, tip) < 1e-6)
            #expect(abs(head[1].distance(to: head[2]) - arrow.headWidth) < 1e-6)
            // The shaft runs from the tail to the head's base.
            let shaft = try #require(drawn.strokes.first).points
            #expect(shaft[0].isClose(to: tail) && shaft[1].isClose(to: base))
            surface.annotations.remove(arrow)
        }
    }

    @Test func aBoxNormalisesItsCornersAndALineKeepsItsDirection() throws {
        let surface = ClassicFixture.surface()
        let box = SCIBoxAnnotation()
        box.set(x1: Date(timeIntervalSince1970: 40 * 86_400))
        box.set(y1: 150)
        box.set(x2: Date(timeIntervalSince1970: 10 * 86_400))
        box.set(y2: 110)
        surface.annotations.add(box)
        let fill = try #require(ClassicFixture.paths(in: surface, group: "annotation:box").fills.first)
        let a = ClassicFixture.point(surface, day: 10, y: 150)
        let b = ClassicFixture.point(surface, day: 40, y: 110)
        #expect(
            fill.bounds.origin.isClose(to: a)
                && CGPoint(x: fill.bounds.maxX, y: fill.bounds.maxY).isClose(to: b))
        // The coordinates are kept as set.
        #expect(box.y1 == 150 && box.y2 == 110)
        let line = SCILineAnnotation()
        line.set(x1: Date(timeIntervalSince1970: 40 * 86_400))
        line.set(y1: 150)
        line.set(x2: Date(timeIntervalSince1970: 10 * 86_400))
        line.set(y2: 110)
        surface.annotations.add(line)
        let stroke = try #require(ClassicFixture.paths(in: surface, group: "annotation:line").strokes.first)
        #expect(stroke.points[0].isClose(to: ClassicFixture.point(surface, day: 40, y: 150)))
    }

    @Test func xReadsBackAsTheValueSetAndPrependedBarsMoveNothing() throws {
        let xAxis = SCICategoryDateAxis()
        let data = MeasureFixture.dailyCandles(days: 30)
        let (surface, measure) = MeasureFixture.surface(xAxis: xAxis, data: data)
        surface.chartModifiers.remove(measure)
        let line = SCIVerticalLineAnnotation()
        let date = Date(timeIntervalSince1970: 10 * 86_400)
        line.set(x1: date)
        surface.annotations.add(line)
        let before = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:verticalLine").strokes.first)
        #expect(line.x1 as? Date == date)
        // Bars before the first: the line stays on the same bar's date.
        for day in (-5)..<0 {
            data.insert(
                x: Double(day) * 86_400, open: 100, high: 103, low: 97, close: 101, at: day + 5)
        }
        surface.xAxes[0].visibleRange = SCIDoubleRange(min: 0, max: 34)
        let after = try #require(
            ClassicFixture.paths(in: surface, group: "annotation:verticalLine").strokes.first)
        #expect(line.x1 as? Date == date)
        let mapping = try #require(line.mapping)
        #expect(abs(mapping.dataPoint(after.points[0]).x - date.timeIntervalSince1970) < 1)
        #expect(before.points[0].x != after.points[0].x)
        // On a numeric axis x reads as a number.
        let numeric = ClassicFixture.surface(xAxis: SCINumericAxis())
        let plain = SCIVerticalLineAnnotation()
        plain.set(x1: 12.5)
        numeric.annotations.add(plain)
        #expect(plain.x1 as? Double == 12.5)
    }

    @Test func nonFiniteOrMissingAxesDrawNothingAndTouchNothingElse() throws {
        let surface = ClassicFixture.surface()
        let good = SCILineAnnotation()
        good.set(x1: 10 * 86_400.0)
        good.set(y1: 120)
        good.set(x2: 20 * 86_400.0)
        good.set(y2: 130)
        let bad = SCILineAnnotation()
        bad.set(x1: .infinity)
        bad.set(y1: .nan)
        bad.set(x2: 20 * 86_400.0)
        bad.set(y2: 130)
        let lost = SCIBoxAnnotation()
        lost.yAxisId = "nowhere"
        lost.set(x1: 0.0)
        lost.set(y1: 0)
        lost.set(x2: 1.0)
        lost.set(y2: 1)
        let half = SCILineAnnotation()
        half.set(y1: 120)
        for annotation in [good, bad, lost, half] { surface.annotations.add(annotation) }
        let frame = surface.renderFrame()
        #expect(frame.overlayLayer.groupNames.filter { $0.hasPrefix("annotation:") } == ["annotation:line"])
        #expect(bad.y1.isNaN && !bad.isComplete && half.x1.toDouble.isNaN)
        // Saving skips what has a coordinate missing or not finite; the box whose axis is
        // missing keeps its axis id, to be drawn once the axis is there.
        let document = try surface.saveAnnotations()
        let copy = ClassicFixture.surface()
        try copy.loadAnnotations(from: document)
        #expect(copy.annotations.count == 2)
        #expect(copy.annotations.contains { ($0 as? SCIBoxAnnotation)?.yAxisId == "nowhere" })
    }
}

extension CGFloat {
    func isClose(_ other: CGFloat) -> Bool { Swift.abs(Double(self - other)) < 1e-6 }
}

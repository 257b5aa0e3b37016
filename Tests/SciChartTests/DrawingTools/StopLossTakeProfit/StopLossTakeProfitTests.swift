import Foundation
import Testing

@testable import SciChart

/// The stop-loss/take-profit zone: placed as the reference describes, styled by direction,
/// its prices and dates on the axes, its labels, and saving.
@Suite struct StopLossTakeProfitTests {
    static func surface() -> (SCIChartSurface, SCIStopLossTakeProfitCreationModifier) {
        let (surface, measure) = MeasureFixture.surface()
        surface.chartModifiers.remove(measure)
        let tool = SCIStopLossTakeProfitCreationModifier()
        surface.chartModifiers.add(tool)
        return (surface, tool)
    }

    static func place(_ surface: SCIChartSurface, from: (Double, Double), to: (Double, Double)) {
        MeasureFixture.place(
            surface, MeasureFixture.at(surface, x: from.0, y: from.1),
            MeasureFixture.at(surface, x: to.0, y: to.1))
    }

    @Test func aTargetAboveTheEntryIsATakeProfitWithItsPricesOnTheAxis() throws {
        let (surface, tool) = Self.surface()
        var types: [SCIAnnotationCreationType] = []
        tool.annotationCreationCompletionListener = { _, type in types.append(type) }
        Self.place(surface, from: (10 * 86_400, 120), to: (25 * 86_400, 140))
        #expect(types == [.stopLossTakeProfit])
        let zone = try #require(surface.annotations.first as? SCIStopLossTakeProfitAnnotation)
        #expect(
            zone.isTakeProfit && zone.showAxisLabels && zone.axisSpanFillOpacity == 0.2 && zone.labels.isEmpty
        )
        let frame = surface.renderFrame()
        let shape = try #require(frame.overlayLayer.group(named: "annotation:stopLossTakeProfit"))
        let fills = shape.commands.compactMap { command -> SCIColor? in
            if case .fill(_, let fill) = command { return fill.color } else { return nil }
        }
        #expect(fills.first == SCIStopLossTakeProfitAnnotation.defaultTakeProfitFill.color)
        // The default label: change, percent and bars from entry to target.
        let texts = shape.textRuns.map(\.text)
        #expect(texts.contains { $0.hasPrefix("+") && $0.contains("%") })
        #expect(texts.contains("15 bars"))
        // Two price badges on the y axis at the entry's and the target's height, two date
        // badges on the x axis, and the band between the price badges.
        let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit"))
        let yBand = try #require(surface.currentLayout.axisFrame(for: surface.yAxes[0]))
        let xBand = try #require(surface.currentLayout.axisFrame(for: surface.xAxes[0]))
        let points = zone.getBasePoints()
        let runs = axes.textRuns
        let onY = runs.filter { yBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
        let onX = runs.filter { xBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
        #expect(onY.count == 2 && onX.count == 2)
        for point in points {
            #expect(onY.contains { abs(Double($0.bounds.midY - point.y)) < 2 })
            #expect(onX.contains { abs(Double($0.bounds.midX - point.x)) < 2 })
        }
        let band = axes.commands.compactMap { command -> CGRect? in
            guard case .fill(let path, let fill) = command, fill.color.alpha < 255 else { return nil }
            return path.bounds
        }.first
        #expect(band.map { abs(Double($0.minY - min(points[0].y, points[1].y))) < 1e-6 } == true)
        #expect(band.map { abs(Double($0.maxY - max(points[0].y, points[1].y))) < 1e-6 } == true)
        // A strip along the axis' edge beside the series area, clear of its labels and title.
        #expect(
            band.map { abs(Double($0.minX - yBand.minX)) < 1e-6 && $0.width <= 4 } == true,
            "\(String(describing: band))")
    }

    @Test func aNarrowZoneShowsBothDatesAndBothPricesSideBySide() throws {
        let (surface, _) = Self.surface()
        // Two days and a dollar apart, drawn right to left: the badges would overlap.
        Self.place(surface, from: (12 * 86_400, 130), to: (10 * 86_400, 131))
        let frame = surface.renderFrame()
        let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit"))
        let yBand = try #require(surface.currentLayout.axisFrame(for: surface.yAxes[0]))
        let xBand = try #require(surface.currentLayout.axisFrame(for: surface.xAxes[0]))
        let runs = axes.textRuns
        let onY = runs.filter { yBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
        let onX = runs.filter { xBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
        #expect(onY.count == 2 && onX.count == 2, "\(runs.map(\.text))")
        let boxes = axes.commands.compactMap { command -> CGRect? in
            // The badges, not the tick labels they paint out in the background's colour.
            guard case .fill(let path, let fill) = command, fill.color.alpha == 255,
                fill.color != surface.theme.background
            else { return nil }
            return path.bounds
        }
        #expect(boxes.count == 4)
        for (index, box) in boxes.enumerated() {
            for other in boxes[(index + 1)...] { #expect(!box.insetBy(dx: 0.5, dy: 0.5).intersects(other)) }
        }
        // Each stays by its point: the earlier date on the left, the higher price on top.
        let points = try #require(surface.annotations.first as? SCIStopLossTakeProfitAnnotation)
            .getBasePoints()
        let dates = onX.sorted { $0.bounds.midX < $1.bounds.midX }
        #expect(Set(dates.map(\.text)).count == 2)
        // The earlier date (the target's, drawn leftwards) on the left: as a wide zone writes it.
        let (wide, _) = Self.surface()
        Self.place(wide, from: (10 * 86_400, 130), to: (40 * 86_400, 131))
        let wideDates = try #require(wide.renderFrame().overlayLayer.group(named: "axes:stopLossTakeProfit"))
            .textRuns.filter { xBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY)) }
            .sorted { $0.bounds.midX < $1.bounds.midX }
        #expect(dates.first?.text == wideDates.first?.text, "\(dates.map(\.text)) \(wideDates.map(\.text))")
        let middle = (points[0].x + points[1].x) / 2
        #expect(dates.allSatisfy { abs(Double($0.bounds.midX - middle)) < Double($0.bounds.width) + 12 })
        let prices = onY.sorted { $0.bounds.midY < $1.bounds.midY }
        #expect(prices.map(\.text) == ["131", "130"])
        // The zone's length reads as bars, not as negative time.
        let shape = try #require(frame.overlayLayer.group(named: "annotation:stopLossTakeProfit"))
        #expect(shape.textRuns.map(\.text).contains("2 bars"), "\(shape.textRuns.map(\.text))")
    }

    /// The rectangles of a path made of `addRect`s.
    static func rectangles(_ path: SCIPath) -> [CGRect] {
        let points = path.points
        return stride(from: 0, to: points.count - 3, by: 4).compactMap {
            CGRect(enclosing: Array(points[$0..<$0 + 4]))
        }
    }

    @Test func aBadgeHidesTheTickLabelsItWouldHalfCover() throws {
        var touched = 0
        for price in stride(from: 120.0, through: 128, by: 1) {
            let (surface, _) = Self.surface()
            Self.place(surface, from: (10 * 86_400, price), to: (25 * 86_400, price + 15))
            let frame = surface.renderFrame()
            let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit"))
            let background = surface.theme.background
            // The painted-out boxes, one rectangle each.
            let hidden = axes.fills.filter { $0.1.color == background }.flatMap { Self.rectangles($0.0) }
            let badges = axes.fills.filter { $0.1.color.alpha == 255 && $0.1.color != background }.map(
                \.0.bounds)
            let yAxis = surface.yAxes[0]
            let ticks = try #require(frame.chartLayer.group(named: "axis:y:\(yAxis.axisId)")).textRuns
            for tick in ticks {
                let covered = hidden.contains { $0.contains(tick.bounds) }
                if badges.contains(where: { $0.intersects(tick.bounds) }) {
                    touched += 1
                    #expect(covered, "\(tick.text) at \(price) is left half covered")
                } else {
                    // Labels clear of every badge stay.
                    #expect(!covered, "\(tick.text) at \(price) is painted out under no badge")
                }
            }
            for box in hidden {
                #expect(badges.contains { $0.intersects(box.insetBy(dx: 1, dy: 1)) })
            }
        }
        #expect(touched > 0)
    }

    /// A marker's tag at `tagPrice`, then a zone from `price` to 15 above: the surface, the
    /// tag's box and what the zone draws on the axes.
    static func zoneAfterATag(at price: Double, tagPrice: Double, markerAddedLast: Bool = false) throws -> (
        SCIChartSurface, tag: CGRect, axes: SCIDisplayList
    ) {
        let (surface, _) = Self.surface()
        let marker = SCIAxisMarkerAnnotation()
        marker.set(y1: tagPrice)
        if !markerAddedLast { surface.annotations.add(marker) }
        Self.place(surface, from: (10 * 86_400, price), to: (25 * 86_400, price + 15))
        if markerAddedLast { surface.annotations.add(marker) }
        let frame = surface.renderFrame()
        let tag = try #require(frame.overlayLayer.group(named: "annotation:axisMarker")?.fills.first).0.bounds
        return (surface, tag, try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit")))
    }

    @Test func paintingOutTickLabelsNeverPaintsOverATagDrawnBefore() throws {
        for price in stride(from: 118.0, through: 130, by: 0.5) {
            let (surface, tag, axes) = try Self.zoneAfterATag(at: price, tagPrice: price + 3)
            let background = surface.theme.background
            for (path, fill) in axes.fills where fill.color == background || fill.color.alpha == 255 {
                #expect(!path.bounds.insetBy(dx: 0.5, dy: 0.5).intersects(tag), "at \(price)")
            }
        }
    }

    @Test func turnedTickLabelsAndLabelsInsideTheAreaAreNotPaintedOut() throws {
        for turned in [false, true] {
            let (surface, _) = Self.surface()
            if turned {
                surface.xAxes[0].axisTickLabelStyle = SCIAxisTickLabelStyle(
                    alignment: .center, margins: .zero, andRotationAngle: 45)
            } else {
                surface.yAxes[0].axisAlignment = .left
                surface.yAxes[0].isCenterAxis = true
            }
            Self.place(surface, from: (10 * 86_400, 122), to: (12 * 86_400, 137))
            let frame = surface.renderFrame()
            let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit"))
            let area = surface.seriesAreaFrame
            for rect in axes.fills.filter({ $0.1.color == surface.theme.background }).flatMap({
                Self.rectangles($0.0)
            }) {
                #expect(!turned || rect.maxY < area.maxY, "a turned date label painted out at \(rect)")
                #expect(!rect.insetBy(dx: 1.5, dy: 1.5).intersects(area), "inside the series area: \(rect)")
            }
        }
    }

    /// A marker's tag is drawn before every drawing's badges, wherever it is in the
    /// collection: a zone's badge moves off it either way.
    @Test(arguments: [false, true])
    func aPriceBadgeMovesOffATagRatherThanGoing(markerAddedLast: Bool) throws {
        for price in stride(from: 118.0, through: 130, by: 0.5) {
            let (surface, tag, axes) = try Self.zoneAfterATag(
                at: price, tagPrice: price + 1, markerAddedLast: markerAddedLast)
            let yBand = try #require(surface.currentLayout.axisFrame(for: surface.yAxes[0]))
            let prices = axes.textRuns.filter {
                yBand.contains(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY))
            }
            #expect(prices.count == 2, "at \(price)")
            let entry = surface.currentLayout.surfacePoint(x: 10 * 86_400, y: price)
            for run in prices where abs(Double(run.bounds.midY - entry.y)) < 40 {
                #expect(!run.bounds.intersects(tag), "at \(price)")
                // Moved no further than its own height.
                #expect(abs(Double(run.bounds.midY - entry.y)) <= Double(run.bounds.height) + 2 * 3 + 1)
            }
        }
    }

    @Test func aTargetBelowTheEntryIsAStopLoss() throws {
        let (surface, tool) = Self.surface()
        tool.axisSpanFillOpacity = 0
        Self.place(surface, from: (10 * 86_400, 140), to: (25 * 86_400, 120))
        let zone = try #require(surface.annotations.first as? SCIStopLossTakeProfitAnnotation)
        #expect(!zone.isTakeProfit)
        let frame = surface.renderFrame()
        let shape = try #require(frame.overlayLayer.group(named: "annotation:stopLossTakeProfit"))
        let strokes = shape.commands.compactMap { command -> SCIColor? in
            if case .stroke(_, let stroke) = command { return stroke.color } else { return nil }
        }
        #expect(strokes == [SCIStopLossTakeProfitAnnotation.defaultStopLossStroke.color])
        // No band with an opacity of 0; the badges stay.
        let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit"))
        #expect(axes.textRuns.count == 4)
        #expect(
            !axes.commands.contains {
                if case .fill(_, let fill) = $0 { fill.color.alpha < 255 } else { false }
            })
    }

    @Test func labelsAtPointsOnTheSegmentAndOnTheAxes() throws {
        let (surface, tool) = Self.surface()
        tool.showAxisLabels = false
        tool.labels = [
            SCIMultiPointLabel(text: "Entry"), .segmentLabel(from: 0, to: 1),
            .axisLabel(at: 1, drawMode: .both),
        ]
        tool.formatLabel = { params in
            params.labelIndex == 2 ? "T \(params.defaultText)" : params.defaultText
        }
        Self.place(surface, from: (10 * 86_400, 120), to: (25 * 86_400, 140))
        let zone = try #require(surface.annotations.first as? SCIStopLossTakeProfitAnnotation)
        #expect(zone.labels.count == 3 && zone.labels[0] !== tool.labels[0])
        let frame = surface.renderFrame()
        let texts = try #require(frame.overlayLayer.group(named: "annotation:stopLossTakeProfit")).textRuns
        let points = zone.getBasePoints()
        let entry = try #require(texts.first { $0.text == "Entry" })
        // Above the entry, centred on it.
        #expect(abs(Double(entry.bounds.midX - points[0].x)) < 1 && entry.bounds.maxY <= points[0].y)
        #expect(texts.contains { $0.text.hasPrefix("+") })
        let axes = try #require(frame.overlayLayer.group(named: "axes:stopLossTakeProfit")).textRuns
        #expect(axes.count == 2 && axes.allSatisfy { $0.text.hasPrefix("T ") })
    }

    @Test func zonesWithLabelsSaveAndLoadBack() throws {
        let (surface, tool) = Self.surface()
        tool.labels = [
            SCIMultiPointLabel(
                text: "Stop <b>&", anchorMode: .point, pointIndex: 1, verticalTextPosition: .bottom,
                fontStyle: SCIFontStyle(fontSize: 13, textColor: .yellow, isBold: true)),
            .axisLabel(at: 0, drawMode: .x),
        ]
        tool.takeProfitFill = SCISolidBrushStyle(color: 0x2200_FF00)
        tool.axisSpanFillOpacity = 0.35
        Self.place(surface, from: (10 * 86_400, 120), to: (25 * 86_400, 140))
        tool.labels = []
        Self.place(surface, from: (30 * 86_400, 150), to: (40 * 86_400, 130))
        let saved = try surface.saveAnnotations()
        let (copy, _) = Self.surface()
        try copy.loadAnnotations(from: saved)
        #expect(try copy.saveAnnotations() == saved)
        let loaded = try #require(copy.annotations.first as? SCIStopLossTakeProfitAnnotation)
        #expect(loaded.labels.count == 2 && loaded.labels[0].text == "Stop <b>&")
        #expect(
            loaded.labels[0].verticalTextPosition == .bottom && loaded.labels[0].fontStyle?.isBold == true)
        #expect(loaded.labels[1].anchorMode == .axis && loaded.labels[1].axisDrawMode == .x)
        #expect(loaded.takeProfitFill.color == 0x2200_FF00 && loaded.axisSpanFillOpacity == 0.35)
        // A label of an unknown mode, or without a field, is refused.
        let text = String(decoding: saved, as: UTF8.self)
        for (from, to) in [
            ("\"axisDrawMode\" : \"x\"", "\"axisDrawMode\" : \"z\""),
            ("\"pointIndex\" : 1,", ""),
        ] {
            #expect(text.contains(from))
            let (target, _) = Self.surface()
            #expect(throws: SCIAnnotationLoadError.self) {
                try target.loadAnnotations(from: Data(text.replacingOccurrences(of: from, with: to).utf8))
            }
            #expect(target.annotations.isEmpty)
        }
    }

    @Test func anEntryOnTheTargetShowsNoPercentOfNothing() throws {
        let (surface, _) = Self.surface()
        Self.place(surface, from: (10 * 86_400, 130), to: (10 * 86_400, 130))
        let frame = surface.renderFrame()
        #expect(frame.displayList.isFinite)
        let texts = frame.overlayLayer.textRuns.map(\.text)
        #expect(!texts.contains { $0.contains("inf") || $0.contains("nan") || $0.contains("∞") })
    }

    @Test func aLabelAtAPointTheZoneDoesNotHaveDrawsNothingAndSaves() throws {
        let (surface, tool) = Self.surface()
        tool.labels = [
            SCIMultiPointLabel(text: "nowhere", pointIndex: 7),
            SCIMultiPointLabel(text: "here", pointIndex: 1),
        ]
        Self.place(surface, from: (10 * 86_400, 120), to: (25 * 86_400, 140))
        let texts = surface.renderFrame().overlayLayer.textRuns.map(\.text)
        #expect(texts.contains("here") && !texts.contains("nowhere"))
        let saved = try surface.saveAnnotations()
        let (copy, _) = Self.surface()
        try copy.loadAnnotations(from: saved)
        #expect(try copy.saveAnnotations() == saved)
    }
}

import Foundation

/// A value written on an axis: a rounded box in the axis' band, against the series area,
/// centred on a point along the axis and kept inside the surface, and on a vertical axis off
/// its title (a box wider than the room between the series area and the title, or the surface's edge,
/// sits tighter around its text, then reaches over the series area). The crosshair's labels and
/// the drawing tools' price and date badges draw with it.
struct AxisBadge {
    let font: SCIFontStyle
    let background: SCIFill?
    /// Whether a badge whose point lies beyond the series area along its axis is left out
    /// (a drawing's price out of view), rather than kept at the surface's edge.
    var onlyInView = false
    /// Whether the axis' tick labels the badge touches are hidden (painted over in the
    /// surface's background) rather than left half covered: a drawing's badges, which stay
    /// on the axis, do; the crosshair's, which pass over it, do not.
    var hidesTickLabels = false

    /// Space between the text and the box's edges, in points.
    static let padding = (x: 6.0, y: 3.0)
    /// The least space between the text and the box's sides, for a badge short of room.
    static let tightPadding = 2.0

    /// The box of a badge of `text` on `axis` at surface point `location` (its position along
    /// the axis counts), or `nil` when the axis is not laid out.
    func box(_ text: String, for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout) -> CGRect? {
        guard let calculator = layout.calculator(for: axis), let band = layout.axisFrame(for: axis) else {
            return nil
        }
        let area = layout.seriesArea
        if onlyInView {
            let along = calculator.isHorizontal ? Double(location.x) : Double(location.y)
            let range =
                calculator.isHorizontal
                ? Double(area.minX)...Double(area.maxX) : Double(area.minY)...Double(area.maxY)
            guard range.contains(along) else { return nil }
        }
        let fontSize = Double(font.fontSize)
        let textWidth = SCITextMetrics.width(of: text, fontSize: fontSize, bold: font.isBold)
        var width = textWidth + 2 * Self.padding.x
        let height = SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * Self.padding.y
        let size = layout.size
        if calculator.isHorizontal {
            let x = Self.centred(Double(location.x), extent: width, limit: Double(size.width))
            let below = band.minY >= area.maxY - 0.5
            return CGRect(
                x: x, y: below ? Double(band.minY) : Double(band.maxY) - height, width: width, height: height)
        }
        let y = Self.centred(Double(location.y), extent: height, limit: Double(size.height))
        let right = band.minX >= area.maxX - 0.5
        // The badge ends before the axis' title (on the band's outer edge), else at the
        // surface's edge; one wider than that room sits tighter around its text, and if that
        // is not enough, reaches over the series area.
        var titleColumn = 0.0
        if let title = axis.axisTitle, !title.isEmpty, let placement = layout.layout.placement(for: axis) {
            titleColumn =
                SurfaceLayout.outerGap
                + SCITextMetrics.lineHeight(fontSize: Double(placement.titleFont.fontSize))
        }
        let end =
            right
            ? (titleColumn > 0 ? Double(band.maxX) - titleColumn : Double(size.width))
            : (titleColumn > 0 ? Double(band.minX) + titleColumn : 0)
        let room = right ? end - Double(band.minX) : Double(band.maxX) - end
        if width > room { width = max(textWidth + 2 * Self.tightPadding, room) }
        let x = right ? min(Double(band.minX), max(end - width, 0)) : max(Double(band.maxX) - width, end)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Draws a badge of `text` on `axis` at `location`; returns its box. With `space`, as a
    /// group of one (see the group's `draw`).
    @discardableResult
    func draw(
        _ text: String, for axis: SCIAxisBase, at location: CGPoint, layout: SCIChartLayout,
        into list: inout SCIDisplayList, space: LabelSpace? = nil
    ) -> CGRect? {
        draw([text], for: axis, at: [location], layout: layout, into: &list, space: space)[0]
    }

    /// Draws badges of `texts` on `axis` at `locations` (one each; missing locations draw
    /// nothing) as one group: boxes that would overlap along the axis move apart, side by
    /// side about where they were, each in its order along the axis; returns their boxes, one
    /// for each text (`nil` for a badge not drawn). With `space`, a badge that would overlap
    /// a label or badge drawn before the group moves along the axis, within the axis'
    /// stretch and up to its own length, to the nearest place clear of them, and is left out
    /// when there is none; with ``hidesTickLabels``, the unturned tick labels beside the
    /// series area that a badge touches are painted out first, unless painting one out would
    /// paint over such a label.
    @discardableResult
    func draw(
        _ texts: [String], for axis: SCIAxisBase, at locations: [CGPoint], layout: SCIChartLayout,
        into list: inout SCIDisplayList, space: LabelSpace? = nil
    ) -> [CGRect?] {
        guard let calculator = layout.calculator(for: axis), let band = layout.axisFrame(for: axis) else {
            return texts.map { _ in nil }
        }
        let horizontal = calculator.isHorizontal
        var boxes = texts.indices.map { index -> CGRect? in
            guard index < locations.count, !texts[index].isEmpty else { return nil }
            return box(texts[index], for: axis, at: locations[index], layout: layout)
        }
        let placed = boxes.indices.filter { boxes[$0] != nil }
        if placed.count > 1 {
            let spans = placed.map { index -> (start: Double, length: Double) in
                let box = boxes[index]!
                return horizontal
                    ? (Double(box.minX), Double(box.width)) : (Double(box.minY), Double(box.height))
            }
            let limit = horizontal ? Double(layout.size.width) : Double(layout.size.height)
            for (index, start) in zip(placed, Self.spread(spans, gap: Self.groupGap, limit: limit)) {
                boxes[index] = Self.box(boxes[index]!, startingAt: start, horizontal: horizontal)
            }
        }
        // Which badges are drawn: each where it is when clear of the labels drawn before the
        // group (and of its own), else moved along the axis, within the axis' stretch and up
        // to its own length either way, to the nearest place that is; then which tick labels
        // they paint out, against the same labels; then the painting out, then the badges.
        let stretch =
            horizontal ? (Double(band.minX), Double(band.maxX)) : (Double(band.minY), Double(band.maxY))
        var drawn: [CGRect?] = []
        for box in boxes {
            guard let box else {
                drawn.append(nil)
                continue
            }
            let extent = Double(horizontal ? box.width : box.height)
            let start = Double(horizontal ? box.minX : box.minY)
            let moved = Self.nudges.lazy.compactMap { step -> CGRect? in
                let along = start + step * extent
                guard step == 0 || (along >= stretch.0 && along + extent <= stretch.1) else { return nil }
                return Self.box(box, startingAt: along, horizontal: horizontal)
            }.first { candidate in
                (space?.isClear(candidate) ?? true) && !drawn.contains { $0?.intersects(candidate) == true }
            }
            drawn.append(moved)
        }
        guard drawn.contains(where: { $0 != nil }) else { return drawn }
        let hidden = tickLabels(of: axis, layout: layout, space: space).map { $0.insetBy(dx: -1, dy: -1) }
            .filter { label in
                drawn.contains { $0?.intersects(label) == true } && space?.isClear(label) ?? true
            }
        if !hidden.isEmpty {
            var covered = SCIPath()
            for label in hidden { covered.addRect(label) }
            list.fill(covered, SCIFill(color: layout.theme.background))
        }
        for (text, box) in zip(texts, drawn) {
            guard let box else { continue }
            space?.take(box)
            var shape = SCIPath()
            shape.addRoundedRect(box, radius: 3)
            list.fill(shape, background)
            list.text(
                SCITextRun(
                    text: text, anchor: CGPoint(x: box.midX, y: box.midY), horizontal: .center,
                    vertical: .center, font: font))
        }
        return drawn
    }

    /// `box` moved along its axis (x when `horizontal`, else y) to start at `start`.
    private static func box(_ box: CGRect, startingAt start: Double, horizontal: Bool) -> CGRect {
        horizontal
            ? CGRect(x: start, y: Double(box.minY), width: Double(box.width), height: Double(box.height))
            : CGRect(x: Double(box.minX), y: start, width: Double(box.width), height: Double(box.height))
    }

    /// The boxes of `axis`' tick labels a badge may paint out when it hides those it touches
    /// (else none): those beside the series area, not turned (a turned label's box is not
    /// where its glyphs are), of a visible axis; worked out once a frame with `space`.
    private func tickLabels(of axis: SCIAxisBase, layout: SCIChartLayout, space: LabelSpace?) -> [CGRect] {
        guard hidesTickLabels, let placement = layout.layout.placement(for: axis), placement.isVisible else {
            return []
        }
        let make = {
            layout.layout.tickLabelRuns(of: placement).filter { $0.rotation == 0 }.map(\.bounds)
                .filter { !$0.intersects(layout.seriesArea) }
        }
        return space?.tickLabels(of: axis, make: make) ?? make()
    }

    /// How far a badge of a group may move along its axis to clear the labels drawn before
    /// it, in its own lengths, nearest first: an eighth at a time, either way, up to one.
    static let nudges: [Double] = {
        var steps = [0.0]
        for eighth in 1...8 { steps += [Double(eighth) / 8, -Double(eighth) / 8] }
        return steps
    }()

    /// The space between two badges of a group set side by side, in points.
    static let groupGap = 2.0

    /// New starts for `spans` (start and length along an axis) such that none overlaps
    /// another, each at least `gap` from its neighbours: a run of spans that would overlap
    /// is laid end to end about the mean of its centres, kept inside `0...limit` when it
    /// fits. Spans keep their order (by centre).
    static func spread(_ spans: [(start: Double, length: Double)], gap: Double, limit: Double) -> [Double] {
        let order = spans.indices.sorted {
            spans[$0].start + spans[$0].length / 2 < spans[$1].start + spans[$1].length / 2
        }
        // Runs of neighbours laid end to end: their members, the sum of their centres, their length.
        var runs: [(members: [Int], centres: Double, length: Double, start: Double)] = []
        func start(centres: Double, count: Int, length: Double) -> Double {
            let wanted = centres / Double(count) - length / 2
            return min(max(wanted, 0), max(limit - length, 0))
        }
        for index in order {
            let span = spans[index]
            var run = (
                members: [index], centres: span.start + span.length / 2, length: span.length, start: 0.0
            )
            run.start = start(centres: run.centres, count: 1, length: run.length)
            while let last = runs.last, last.start + last.length + gap > run.start {
                runs.removeLast()
                run.members = last.members + run.members
                run.centres += last.centres
                run.length += last.length + gap
                run.start = start(centres: run.centres, count: run.members.count, length: run.length)
            }
            runs.append(run)
        }
        var starts = spans.map(\.start)
        for run in runs {
            var position = run.start
            for member in run.members {
                starts[member] = position
                position += spans[member].length + gap
            }
        }
        return starts
    }

    /// The start of a box of `extent` centred on `centre`, moved inside `0...limit` when it fits.
    private static func centred(_ centre: Double, extent: Double, limit: Double) -> Double {
        min(max(centre - extent / 2, 0), max(limit - extent, 0))
    }
}

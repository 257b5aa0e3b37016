import Foundation

/// The labels the drawings of one frame have placed so far, so that a drawing's labels keep
/// clear of those drawn before it: where there is no room, a drawing shows fewer labels.
///
/// The surface makes one for each overlay it draws and hands it to the annotations through
/// their mappings; a mapping made for a hit test has none. Only labels that reach the series
/// area (or the axes beside it) count, and they are kept in a grid of cells, so that a frame
/// of many drawings checks each label against its neighbours only.
final class LabelSpace {
    /// Where labels count: the surface (the series area and the axes around it).
    let bounds: CGRect
    private var taken: [CGRect] = []
    /// The indices of `taken` by grid cell.
    private var cells: [Int: [Int]] = [:]
    private static let cellSize = 64.0

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Whether `rect` overlaps no label taken so far (always, for a label out of view).
    func isClear(_ rect: CGRect) -> Bool {
        guard let touched = cells(of: rect) else { return true }
        for cell in touched {
            for index in cells[cell] ?? [] where taken[index].intersects(rect) { return false }
        }
        return true
    }

    /// Records a label drawn at `rect` (nothing, for a label out of view).
    func take(_ rect: CGRect) {
        guard let touched = cells(of: rect) else { return }
        taken.append(rect)
        for cell in touched { cells[cell, default: []].append(taken.count - 1) }
    }

    /// The boxes of each axis' tick labels, worked out once for the frame (see
    /// ``tickLabels(of:make:)``).
    private var tickLabelBoxes: [ObjectIdentifier: [CGRect]] = [:]

    /// The boxes of `axis`' tick labels in this frame: `make`'s, the first time they are asked for.
    func tickLabels(of axis: SCIAxisBase, make: () -> [CGRect]) -> [CGRect] {
        if let known = tickLabelBoxes[ObjectIdentifier(axis)] { return known }
        let made = make()
        tickLabelBoxes[ObjectIdentifier(axis)] = made
        return made
    }

    /// Takes `rect` when it is clear, or when `required`; returns whether the label is drawn.
    func claim(_ rect: CGRect, required: Bool) -> Bool {
        guard required || isClear(rect) else { return false }
        take(rect)
        return true
    }

    /// The grid cells `rect` touches within ``bounds``, or `nil` when it misses them.
    private func cells(of rect: CGRect) -> [Int]? {
        let visible = rect.intersection(bounds)
        guard !visible.isNull, visible.width.isFinite, visible.height.isFinite else { return nil }
        let size = Self.cellSize
        let columns = Int((Double(bounds.width) / size).rounded(.up)) + 1
        func cell(_ value: CGFloat, _ origin: CGFloat) -> Int { Int(Double(value - origin) / size) }
        let (left, right) = (cell(visible.minX, bounds.minX), cell(visible.maxX, bounds.minX))
        let (top, bottom) = (cell(visible.minY, bounds.minY), cell(visible.maxY, bounds.minY))
        var result: [Int] = []
        for row in top...bottom {
            for column in left...right { result.append(row * columns + column) }
        }
        return result
    }
}

extension SCIAnnotationMapping {
    /// Whether a label of box `rect` (surface coordinates) should be drawn: always when
    /// `required`, else only when it overlaps no label that a drawing drawn before it placed
    /// in this frame. A label drawn is recorded, so later drawings keep clear of it. Outside
    /// a frame's overlay (a hit test) every label is drawn.
    public func claimLabel(_ rect: CGRect, required: Bool) -> Bool {
        labels?.claim(rect, required: required) ?? true
    }

    /// Draws `run` when ``claimLabel(_:required:)`` allows its box: moved inside the series
    /// area when it reaches past an edge (a label above a peak at the top, beside a line at
    /// the axis), and on a plate of the theme's background, so that it reads over candles
    /// and lines. A rotated run is drawn where it is, without a plate.
    public func drawLabel(_ run: SCITextRun, required: Bool, into list: inout SCIDisplayList) {
        guard run.rotation == 0 else {
            if claimLabel(run.bounds, required: required) { list.text(run) }
            return
        }
        let placed = Self.kept(run, inside: seriesArea)
        let plate = placed.bounds.insetBy(dx: -Self.platePadding, dy: -1)
        guard claimLabel(plate, required: required) else { return }
        var path = SCIPath()
        path.addRoundedRect(plate, radius: 2)
        list.fill(path, SCIFill(color: theme.background.withAlpha(Self.plateOpacity)))
        list.text(placed)
    }

    /// The room a label's plate leaves on each side of its text, in points.
    static let platePadding = 3.0
    /// How much of what lies under a label its plate hides.
    static let plateOpacity = 0.75

    /// `run` moved the least that puts its box, with its plate, inside `area` (its left and
    /// top edges when it is larger than the area); a label wholly outside the area (of a
    /// drawing out of view) stays where it is.
    static func kept(_ run: SCITextRun, inside area: CGRect) -> SCITextRun {
        let box = run.bounds.insetBy(dx: -platePadding, dy: -1)
        guard area.width > 0, area.height > 0, box.width.isFinite, box.height.isFinite, box.intersects(area)
        else { return run }
        func shift(_ low: Double, _ high: Double, _ minimum: Double, _ maximum: Double) -> Double {
            if low < minimum { return minimum - low }
            if high > maximum { return max(maximum - high, minimum - low) }
            return 0
        }
        let dx = shift(Double(box.minX), Double(box.maxX), Double(area.minX), Double(area.maxX))
        let dy = shift(Double(box.minY), Double(box.maxY), Double(area.minY), Double(area.maxY))
        guard dx != 0 || dy != 0 else { return run }
        return SCITextRun(
            text: run.text, origin: CGPoint(x: Double(run.origin.x) + dx, y: Double(run.origin.y) + dy),
            fontSize: run.fontSize, isBold: run.isBold, color: run.color)
    }

    /// Draws `text` as a badge on `axis` (white on `color`, in the theme's label size) at the
    /// position of surface point `location` along the axis, as the drawing tools show prices
    /// and dates; returns its box. A badge that would overlap a label or badge drawn before
    /// it in the frame moves along the axis, up to its own length, to the nearest clear
    /// place; the axis' tick labels it touches are painted out rather than left half
    /// covered. Nothing is drawn when that position is out of view, when the axis is not
    /// laid out, or when no place near it is clear. Call it from
    /// ``SCITradingAnnotationBase/drawAxisMarks(pixels:mapping:into:)``, which draws outside
    /// the series area's clip.
    @discardableResult
    public func drawAxisBadge(
        _ text: String, on axis: SCIAxisBase, at location: CGPoint, color: SCIColor,
        into list: inout SCIDisplayList
    ) -> CGRect? {
        drawAxisBadges([text], on: axis, at: [location], color: color, into: &list)[0]
    }

    /// Draws badges of `texts` on `axis` at surface points `locations` (one each: a text
    /// without a location draws nothing), as ``drawAxisBadge(_:on:at:color:into:)`` does, as
    /// one group: badges of the group that would overlap sit side by side about their points,
    /// in their order along the axis (a narrow zone's two dates, a thin zone's two prices),
    /// rather than one giving way to the other. Returns their boxes, one for each text, `nil`
    /// for a badge not drawn.
    @discardableResult
    public func drawAxisBadges(
        _ texts: [String], on axis: SCIAxisBase, at locations: [CGPoint], color: SCIColor,
        into list: inout SCIDisplayList
    ) -> [CGRect?] {
        let badge = AxisBadge(
            font: SCIFontStyle(fontSize: theme.labelFontSize, textColor: .white),
            background: SCIFill(color: color),
            onlyInView: true, hidesTickLabels: true)
        return badge.draw(texts, for: axis, at: locations, layout: layout, into: &list, space: labels)
    }
}

import Foundation

/// The base of ``SCIHorizontalLineAnnotation`` and ``SCIVerticalLineAnnotation``: a line
/// across the series area at one value of an axis (a price, a time), with labels.
///
/// The line marks y1 (a horizontal line) or x1 (a vertical line). Across the chart it
/// spans the whole series area, or runs from one edge to the point, or between the two
/// points, as the subclass' alignment says. Its second point, when it has one, always
/// shares the marked value.
open class SCIHorizontalVerticalLineAnnotationBase: SCILineAnnotationBase {
    /// Whether the line marks a y value (a horizontal line) rather than an x value.
    let marksY: Bool

    /// The labels drawn on the line or on its axis (default none). Add and remove them
    /// through the collection; a change to a label redraws the line.
    public let annotationLabels = SCIObservableCollection<SCIAnnotationLabel>()

    init(marksY: Bool, creationType: SCIAnnotationCreationType) {
        self.marksY = marksY
        super.init(pointCount: 1, creationType: creationType)
        dragDirections = marksY ? .yDirection : .xDirection
        annotationLabels.ownerHook = { [weak self] change in
            guard let self else { return }
            for label in change.removed where label.owner === self { label.owner = nil }
            for label in change.added { label.owner = self }
            invalidate()
        }
    }

    /// One press places the line's point.
    open override var placementSteps: [SCIPlacementStep] { [.point] }

    /// One point, or two when both ends are pinned.
    open override var validPointCounts: ClosedRange<Int> { 1...2 }

    /// How the line runs across the chart: from edge to edge, from an edge to the first
    /// point, from it to an edge, or between the two points.
    enum Span {
        case fill, toFirst, fromFirst, between
    }

    /// The line's span, from the subclass' alignment.
    var span: Span { .fill }

    /// The marked value is shared by both points; the first point's other coordinate, used
    /// only when an end is pinned, is 0 until set, so that setting the marked value alone
    /// draws the line.
    override func coordinatesChanged(_ points: [SCIDataPoint]) -> [SCIDataPoint] {
        var shared = points
        if marksY, shared[0].x.isNaN { shared[0].x = 0 }
        if !marksY, shared[0].y.isNaN { shared[0].y = 0 }
        if shared.count == 2 {
            if marksY { shared[1].y = shared[0].y } else { shared[1].x = shared[0].x }
        }
        return shared
    }

    // MARK: - Geometry

    /// Whether the line runs across the screen (left to right) rather than down it.
    func runsAcross(_ mapping: SCIAnnotationMapping) -> Bool {
        marksY ? mapping.xCalculator.isHorizontal : mapping.yCalculator.isHorizontal
    }

    /// The drawn line's two ends on the surface (the first at the area's left or top), or
    /// `nil` when it has none.
    func ends(_ pixels: [CGPoint], mapping: SCIAnnotationMapping) -> (CGPoint, CGPoint)? {
        guard let first = pixels.first else { return nil }
        let area = mapping.seriesArea
        let across = runsAcross(mapping)
        let low = Double(across ? area.minX : area.minY)
        let high = Double(across ? area.maxX : area.maxY)
        let along = { (point: CGPoint) in Double(across ? point.x : point.y) }
        let range: (Double, Double)
        switch span {
        case .fill: range = (low, high)
        case .toFirst: range = (low, along(first))
        case .fromFirst: range = (along(first), high)
        case .between:
            guard pixels.count == 2 else { return nil }
            range = (along(first), along(pixels[1]))
        }
        let start = min(range.0, range.1)
        let end = max(range.0, range.1)
        let level = Double(across ? first.y : first.x)
        return across
            ? (CGPoint(x: start, y: level), CGPoint(x: end, y: level))
            : (CGPoint(x: level, y: start), CGPoint(x: level, y: end))
    }

    open override func drawShape(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let stroke = SCIStroke(stroke), let (start, end) = ends(pixels, mapping: mapping) else {
            return
        }
        var path = SCIPath()
        path.move(to: start)
        path.line(to: end)
        list.stroke(path, stroke)
        for label in annotationLabels where placement(of: label, mapping) != .axis {
            drawOnLine(label, from: start, to: end, mapping: mapping, into: &list)
        }
    }

    /// The line takes a press within a few points.
    open override func bodyContains(
        _ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping
    ) -> Bool {
        guard let (start, end) = ends(pixels, mapping: mapping) else { return false }
        return HitGeometry.distance(from: location, toSegment: start, end) <= Self.bodyHitDistance
    }

    /// The grips of the points, kept inside the series area so that a line whose point is
    /// out of view can still be taken.
    open override func gripPoints(pixels: [CGPoint], mapping: SCIAnnotationMapping) -> [CGPoint] {
        let area = mapping.seriesArea
        return pixels.map { area.clamping($0) }
    }

    /// A grip moves its point within the resize directions; the marked value moves for both.
    open override func points(
        movingGrip index: Int, to point: SCIDataPoint, from points: [SCIDataPoint],
        mapping: SCIAnnotationMapping
    ) -> [SCIDataPoint] {
        let moved = super.points(movingGrip: index, to: point, from: points, mapping: mapping)
        return moved.sharingMarkedValue(of: index, marksY: marksY)
    }

    // MARK: - Labels

    /// Writes the text of labels that have none of their own (default `nil`: the value as the
    /// axis writes it). Code, not settings: a saved annotation does not keep it.
    public var formattedLabelValueProvider: ISCIFormattedValueProvider? { didSet { invalidate() } }

    /// Where `label` goes: ``SCILabelPlacement/auto`` resolves to the axis when it is shown.
    func placement(of label: SCIAnnotationLabel, _ mapping: SCIAnnotationMapping) -> SCILabelPlacement {
        guard label.labelPlacement == .auto else { return label.labelPlacement }
        return (marksY ? mapping.yAxis : mapping.xAxis).isVisible ? .axis : .topRight
    }

    /// The text of `label`: its own, the ``formattedLabelValueProvider``'s, or the marked
    /// value as the axis writes it.
    func text(of label: SCIAnnotationLabel, at pixel: CGPoint, mapping: SCIAnnotationMapping) -> String {
        guard label.text.isEmpty else { return label.text }
        // A relative value is shown as the data value at the line.
        let value = mapping.with(coordinateMode: .absolute).dataPoint(pixel)
        let marked =
            marksY
            ? (mapping.coordinateMode.isYRelative ? value.y : y1)
            : (mapping.coordinateMode.isXRelative ? value.x : coordinate(0, isX: true))
        if let provider = formattedLabelValueProvider,
            let text = provider.text(
                for: marked, on: marksY ? mapping.yAxis : mapping.xAxis,
                calculator: marksY ? mapping.yCalculator : mapping.xCalculator)
        {
            return text
        }
        return marksY ? mapping.yText(marked, exact: true) : mapping.xText(marked)
    }

    /// Draws a label on the line between `start` and `end` (its left or top end first).
    private func drawOnLine(
        _ label: SCIAnnotationLabel, from start: CGPoint, to end: CGPoint, mapping: SCIAnnotationMapping,
        into list: inout SCIDisplayList
    ) {
        let color = stroke.color
        let font = label.fontStyle ?? SCIFontStyle(fontSize: mapping.theme.labelFontSize, textColor: color)
        let box = TextBox(
            text: text(of: label, at: start, mapping: mapping), font: font, padding: label.padding)
        let (anchor, fx, fy) = Self.anchor(
            for: placement(of: label, mapping), start: start, end: end, across: runsAcross(mapping))
        let corners = box.corners(anchor: anchor, fx: fx, fy: fy, rotation: label.rotationAngle)
        guard let bounds = CGRect(enclosing: corners), mapping.claimLabel(bounds, required: true) else {
            return
        }
        box.draw(
            anchor: anchor, fx: fx, fy: fy, rotation: label.rotationAngle,
            background: label.backgroundBrush?.color, border: label.borderPen.flatMap { SCIStroke($0) },
            into: &list)
    }

    /// Where a label's box goes for `placement` on a line from `start` to `end`: the anchor
    /// point and the fractions of the box that sit on it. Labels keep 4 points from the
    /// line's ends.
    static func anchor(for placement: SCILabelPlacement, start: CGPoint, end: CGPoint, across: Bool) -> (
        CGPoint, Double, Double
    ) {
        let inset = 4.0
        let (sx, sy, ex, ey) = (Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        if across {
            // Left and right are the ends; top and bottom above and below the line.
            switch placement {
            case .left: return (CGPoint(x: sx + inset, y: sy), 0, 0.5)
            case .topLeft: return (CGPoint(x: sx + inset, y: sy - 2), 0, 1)
            case .top: return (CGPoint(x: (sx + ex) / 2, y: sy - 2), 0.5, 1)
            case .bottomLeft: return (CGPoint(x: sx + inset, y: sy + 2), 0, 0)
            case .bottom: return (CGPoint(x: (sx + ex) / 2, y: sy + 2), 0.5, 0)
            case .bottomRight: return (CGPoint(x: ex - inset, y: ey + 2), 1, 0)
            case .right: return (CGPoint(x: ex - inset, y: ey), 1, 0.5)
            case .topRight, .auto, .axis: return (CGPoint(x: ex - inset, y: ey - 2), 1, 1)
            }
        }
        // Top and bottom are the ends; left and right beside the line.
        switch placement {
        case .top: return (CGPoint(x: sx, y: sy + inset), 0.5, 0)
        case .topLeft: return (CGPoint(x: sx - 2, y: sy + inset), 1, 0)
        case .left: return (CGPoint(x: sx - 2, y: (sy + ey) / 2), 1, 0.5)
        case .right: return (CGPoint(x: sx + 2, y: (sy + ey) / 2), 0, 0.5)
        case .bottom: return (CGPoint(x: ex, y: ey - inset), 0.5, 1)
        case .bottomLeft: return (CGPoint(x: ex - 2, y: ey - inset), 1, 1)
        case .bottomRight: return (CGPoint(x: ex + 2, y: ey - inset), 0, 1)
        case .topRight, .auto, .axis: return (CGPoint(x: sx + 2, y: sy + inset), 0, 0)
        }
    }

    /// The labels placed on the axis, as badges.
    open override func drawAxisMarks(
        pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList
    ) {
        guard let first = pixels.first else { return }
        let axis = marksY ? mapping.yAxis : mapping.xAxis
        guard mapping.layout.isShown(axis) else { return }
        for label in annotationLabels where placement(of: label, mapping) == .axis {
            let color = label.backgroundBrush?.color ?? stroke.color
            let text = text(of: label, at: first, mapping: mapping)
            if let font = label.fontStyle {
                AxisBadge(
                    font: font, background: SCIFill(color: color), onlyInView: true, hidesTickLabels: true
                ).draw(
                    text, for: axis, at: first, layout: mapping.layout, into: &list, space: mapping.labels)
            } else {
                mapping.drawAxisBadge(text, on: axis, at: first, color: color, into: &list)
            }
        }
    }

    // MARK: - Saving

    /// The labels, with the line's settings.
    open override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setAnnotationLabels(Array(annotationLabels), forKey: "annotationLabels")
    }

    open override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        let labels = try settings.annotationLabels(forKey: "annotationLabels") ?? []
        annotationLabels.clear()
        annotationLabels.add(contentsOf: labels)
    }
}

extension Array where Element == SCIDataPoint {
    /// The points with the marked value of point `index` given to all of them.
    fileprivate func sharingMarkedValue(of index: Int, marksY: Bool) -> [SCIDataPoint] {
        guard indices.contains(index) else { return self }
        let value = marksY ? self[index].y : self[index].x
        return map { point in
            marksY ? SCIDataPoint(x: point.x, y: value) : SCIDataPoint(x: value, y: point.y)
        }
    }
}

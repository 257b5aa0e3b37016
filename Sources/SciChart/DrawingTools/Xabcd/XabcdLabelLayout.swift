import Foundation

/// Places the labels of an XABCD drawing: none on a leg, none on another label of its own or
/// of a drawing drawn before it (``LabelSpace``), inside the series area when what it labels
/// is in view, and beside what it labels (out of view too) when it is not: a label is never
/// pinned to the chart's edge. A label that is not required and finds no room is left out.
struct XabcdLabelLayout {
    /// The legs, as a polyline through the placed points.
    let legs: [CGPoint]
    let area: CGRect
    /// The labels of the frame's drawings so far.
    let space: LabelSpace?
    private(set) var placed: [CGRect] = []

    init(legs: [CGPoint], area: CGRect, space: LabelSpace? = nil) {
        self.legs = legs
        self.area = area
        self.space = space
    }

    static let padding = (x: 5.0, y: 2.0)
    /// The gap kept between a label and a leg, in points.
    static let clearance = 2.0

    /// The size of a label of `text` in `font`, padding included.
    static func size(of text: String, font: SCIFontStyle) -> CGSize {
        let fontSize = Double(font.fontSize)
        return CGSize(
            width: SCITextMetrics.width(of: text, fontSize: fontSize, bold: font.isBold) + 2 * padding.x,
            height: SCITextMetrics.lineHeight(fontSize: fontSize) + 2 * padding.y)
    }

    /// A label beside the line from `from` to `to`, as near its middle as it can be while
    /// off the legs: slid across the line, either way, until clear, then the same further
    /// along the line; never further across than two half-heights past where it clears the
    /// line, so that it reads as the line's. `nil` when no place is clear and the label is
    /// not `required`.
    mutating func placeOnLine(
        text: String, font: SCIFontStyle, from: CGPoint, to: CGPoint, required: Bool = true
    ) -> CGRect? {
        let size = Self.size(of: text, font: font)
        let dx = Double(to.x - from.x)
        let dy = Double(to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        let across = length > 0 ? CGPoint(x: -dy / length, y: dx / length) : CGPoint(x: 0, y: 1)
        let step = Double(size.height) * 0.5
        // How far across the line the box's centre must be for the box to clear it, and the
        // furthest it may go.
        let clear =
            abs(Double(across.x)) * Double(size.width) / 2 + abs(Double(across.y)) * Double(size.height) / 2
            + Self.clearance
        // Of a line of no length (points on top of each other) the labels stack about it.
        let reach = length > 0 ? clear + 2 * step : .infinity
        let offsets =
            [0.0] + (1...12).flatMap { [Double($0), -Double($0)] }.filter { abs($0) * step <= reach }
        var candidates: [CGPoint] = []
        for along in [0.5, 0.4, 0.6, 0.3, 0.7] {
            let anchor = CGPoint(x: Double(from.x) + along * dx, y: Double(from.y) + along * dy)
            candidates += offsets.map { offset($0 * step, anchor, across) }
        }
        let middle = CGPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
        // A box moved inside the area must still be beside its line.
        return place(
            size: size, candidates: candidates, anchor: middle, required: required,
            accept: { box in
                HitGeometry.distance(from: CGPoint(x: box.midX, y: box.midY), toSegment: from, to) <= reach
                    + 0.5
            })
    }

    /// A label beside `point`, in `direction` (a unit vector) from it, moved further out or
    /// aside until clear; `nil` when no place is clear and the label is not `required`.
    mutating func placeNear(
        _ point: CGPoint, direction: CGPoint, text: String, font: SCIFontStyle, required: Bool = true
    ) -> CGRect? {
        let size = Self.size(of: text, font: font)
        // Far enough that the label's box clears the point (and its grip) in that direction.
        let reach =
            SCITradingAnnotationBase.gripRadius + 3
            + abs(Double(direction.x)) * Double(size.width) / 2 + abs(Double(direction.y))
            * Double(size.height) / 2
        let aside = CGPoint(x: -direction.y, y: direction.x)
        var candidates: [CGPoint] = []
        for out in 0..<6 {
            let base = offset(reach + Double(out) * Double(size.height) * 0.6, point, direction)
            candidates.append(base)
            for side in 1...3 {
                candidates.append(offset(Double(side) * Double(size.width) * 0.4, base, aside))
                candidates.append(offset(-Double(side) * Double(size.width) * 0.4, base, aside))
            }
        }
        return place(size: size, candidates: candidates, anchor: point, required: required)
    }

    /// The first candidate centre whose box touches no leg and no label, kept in the area
    /// when `anchor` (what the label labels) is in it; when none is clear, the first candidate
    /// if the label is `required`, else `nil`.
    private mutating func place(
        size: CGSize, candidates: [CGPoint], anchor: CGPoint, required: Bool,
        accept: (CGRect) -> Bool = { _ in true }
    ) -> CGRect? {
        let inView = area.contains(anchor)
        let boxes = candidates.map { centre in
            let box = CGRect(
                x: Double(centre.x) - Double(size.width) / 2, y: Double(centre.y) - Double(size.height) / 2,
                width: size.width, height: size.height)
            return inView ? clamp(box) : box
        }
        guard let chosen = boxes.first(where: { accept($0) && isClear($0) }) ?? (required ? boxes.first : nil)
        else { return nil }
        placed.append(chosen)
        space?.take(chosen)
        return chosen
    }

    private func isClear(_ box: CGRect) -> Bool {
        let grown = box.insetBy(dx: -Self.clearance, dy: -Self.clearance)
        for (start, end) in zip(legs, legs.dropFirst()) where ClippedPath.clip(start, end, to: grown) != nil {
            return false
        }
        return !placed.contains { $0.intersects(box) } && space?.isClear(box) ?? true
    }

    /// The box moved inside the series area (its top-left corner wins when it is larger).
    private func clamp(_ box: CGRect) -> CGRect {
        let x = Double(box.minX).clamped(
            to: Double(area.minX)...max(Double(area.minX), Double(area.maxX - box.width)))
        let y = Double(box.minY).clamped(
            to: Double(area.minY)...max(Double(area.minY), Double(area.maxY - box.height)))
        return CGRect(x: x, y: y, width: box.width, height: box.height)
    }

    private func offset(_ distance: Double, _ point: CGPoint, _ direction: CGPoint) -> CGPoint {
        CGPoint(
            x: Double(point.x) + distance * Double(direction.x),
            y: Double(point.y) + distance * Double(direction.y))
    }
}

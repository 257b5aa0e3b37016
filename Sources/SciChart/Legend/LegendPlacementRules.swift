import Foundation

/// Where a legend goes on a chart: pure functions of the series area, the margins, the
/// position and the legend's content size.
enum LegendPlacementRules {
    /// The room inside `area` after `margins`: negative and non-finite margins read as 0;
    /// margins wider than the area leave no room (zero width or height).
    static func available(area: CGRect, margins: UIEdgeInsets) -> CGRect {
        func clean(_ value: CGFloat) -> Double {
            let double = Double(value)
            return double.isFinite ? min(max(double, 0), Double.pixelLimit) : 0
        }
        guard area.isFiniteRect else { return .zero }
        let left = clean(margins.left)
        let top = clean(margins.top)
        let width = Double(area.width) - left - clean(margins.right)
        let height = Double(area.height) - top - clean(margins.bottom)
        return CGRect(
            x: Double(area.minX) + left, y: Double(area.minY) + top, width: max(width, 0),
            height: max(height, 0))
    }

    /// The legend's size in `available`: its content size, whole points, at most the room
    /// there is; the full width or height when `position` fills that direction (both of
    /// `.left` and `.right`, or of `.top` and `.bottom`).
    static func size(content: CGSize, available: CGSize, position: SCIAlignment) -> CGSize {
        let width =
            position.isSuperset(of: .fillHorizontal)
            ? Double(available.width) : min(Double(content.width).rounded(.up), Double(available.width))
        let height =
            position.isSuperset(of: .fillVertical)
            ? Double(available.height) : min(Double(content.height).rounded(.up), Double(available.height))
        return CGSize(width: max(width, 0), height: max(height, 0))
    }

    /// The legend's frame of `size` in `available` at `position`: `.left`, `.right` or
    /// `.centerHorizontal` across (left when none is given), `.top`, `.bottom` or
    /// `.centerVertical` along (top when none is given); origins on whole points.
    static func frame(size: CGSize, in available: CGRect, position: SCIAlignment) -> CGRect {
        let spareX = Double(available.width - size.width)
        let spareY = Double(available.height - size.height)
        let dx: Double
        if position.contains(.left) {
            dx = 0
        } else if position.contains(.right) {
            dx = spareX
        } else if position.contains(.centerHorizontal) {
            dx = (spareX / 2).rounded(.down)
        } else {
            dx = 0
        }
        let dy: Double
        if position.contains(.top) {
            dy = 0
        } else if position.contains(.bottom) {
            dy = spareY
        } else if position.contains(.centerVertical) {
            dy = (spareY / 2).rounded(.down)
        } else {
            dy = 0
        }
        let origin = CGPoint(
            x: (Double(available.minX) + dx).rounded(.down), y: (Double(available.minY) + dy).rounded(.down))
        return CGRect(origin: origin, size: size)
    }

    /// `frame` moved by `translation`, kept inside `available` (finite parts only).
    static func moved(_ frame: CGRect, by translation: CGSize, in available: CGRect) -> CGRect {
        func clean(_ value: CGFloat) -> Double { value.isFinite ? Double(value) : 0 }
        let x = (Double(frame.minX) + clean(translation.width)).clamped(
            to: Double(available.minX)...max(Double(available.maxX - frame.width), Double(available.minX)))
        let y = (Double(frame.minY) + clean(translation.height)).clamped(
            to: Double(available.minY)...max(Double(available.maxY - frame.height), Double(available.minY)))
        return CGRect(x: x.rounded(.down), y: y.rounded(.down), width: frame.width, height: frame.height)
    }

    /// The corner nearest to where a legend was dropped: `frame`'s centre against the centre
    /// of `available`, across and along. A direction `position` fills (both of `.left` and
    /// `.right`, say) keeps filling.
    static func corner(nearest frame: CGRect, in available: CGRect, position: SCIAlignment) -> SCIAlignment {
        var corner: SCIAlignment = []
        if position.isSuperset(of: .fillHorizontal) {
            corner.formUnion(.fillHorizontal)
        } else {
            corner.insert(frame.midX > available.midX ? .right : .left)
        }
        if position.isSuperset(of: .fillVertical) {
            corner.formUnion(.fillVertical)
        } else {
            corner.insert(frame.midY > available.midY ? .bottom : .top)
        }
        return corner
    }
}

import Foundation

/// A point marker of your own shape (SciChart's `SCIDrawablePointMarker`): override
/// ``internalDraw(with:at:withStroke:andFill:)`` and draw the shape at `point` on the render
/// context, with the pen and brush made from the marker's ``SCIPointMarkerBase/strokeStyle``
/// and ``SCIPointMarkerBase/fillStyle``.
///
/// ```swift
/// final class Diamond: SCIDrawablePointMarker {
///     override func internalDraw(with renderContext: ISCIRenderContext2D!, at point: CGPoint,
///                                withStroke pen: ISCIPen2D!, andFill brush: ISCIBrush2D!) {
///         var path = SCIPath()
///         path.addPolygon([CGPoint(x: point.x, y: point.y - 5), CGPoint(x: point.x + 5, y: point.y),
///                          CGPoint(x: point.x, y: point.y + 5), CGPoint(x: point.x - 5, y: point.y)])
///         renderContext.fillPath(path, brush: brush)
///     }
/// }
/// ```
///
/// The shape is drawn once, about the origin, and stamped at every point as the built-in
/// markers are: what it fills and strokes together make the marker's shape, filled with the
/// marker's fill and outlined with its stroke (a palette provider's marker colours replace
/// the fill).
open class SCIDrawablePointMarker: SCIPointMarkerBase {
    /// Draws the marker at `point`. The base draws nothing.
    open func internalDraw(
        with renderContext: ISCIRenderContext2D!, at point: CGPoint, withStroke pen: ISCIPen2D!,
        andFill brush: ISCIBrush2D!
    ) {}

    /// The shape drawn at the origin, moved to `center`.
    open override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let size = drawableSize
        let reach = max(Double(size.width), Double(size.height), 1) * 4
        let context = DisplayListContext2D(
            bounds: CGRect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach))
        let assets = AssetManager2D(opacity: 1)
        let pen =
            strokeStyle.map { assets.pen(withStyle: $0) }
            ?? assets.pen(withStyle: SCISolidPenStyle(color: .black, thickness: 1))
        let brush =
            fillStyle.map { assets.brush(withStyle: $0) }
            ?? assets.brush(withStyle: SCISolidBrushStyle(color: .black))
        internalDraw(with: context, at: .zero, withStroke: pen, andFill: brush)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + center.x, y: point.y + center.y) }
        for command in context.list.commands {
            guard case .fill(let shape, _) = command else {
                if case .stroke(let shape, _) = command { Self.add(shape, moved, to: &path) }
                continue
            }
            Self.add(shape, moved, to: &path)
        }
    }

    /// Adds `shape` with each point moved by `move` to `path`.
    private static func add(_ shape: SCIPath, _ move: (CGPoint) -> CGPoint, to path: inout SCIPath) {
        for element in shape.elements {
            switch element {
            case .move(let point): path.move(to: move(point))
            case .line(let point): path.line(to: move(point))
            case .curve(let control1, let control2, let point):
                path.curve(to: move(point), control1: move(control1), control2: move(control2))
            case .close: path.close()
            }
        }
    }
}

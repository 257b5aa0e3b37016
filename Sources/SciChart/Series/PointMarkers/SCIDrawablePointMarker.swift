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
        for command in context.list.commands {
            switch command {
            case .fill(let shape, _), .stroke(let shape, _): path.addPath(shape, offsetBy: center)
            default: continue
            }
        }
    }
}

import Foundation

/// The base of the built-in point markers.
open class SCIPointMarkerBase: ISCIPointMarker {
    /// Width and height in points (default 7 by 7); non-finite or negative sizes draw nothing.
    public var size = CGSize(width: 7, height: 7)
    /// The fill; `nil` (the default) leaves the shape empty.
    public var fillStyle: SCIBrushStyle?
    /// The outline; `nil` (the default) draws none.
    public var strokeStyle: SCIPenStyle?

    /// A marker 7 by 7 points, with no fill or outline until they are set.
    public init() {}

    /// The marker's width and height, each clamped to `0...1000`.
    public var drawableSize: CGSize {
        func clean(_ value: CGFloat) -> Double {
            let double = Double(value)
            return double.isFinite ? min(max(double, 0), 1000) : 0
        }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    open func addShape(to path: inout SCIPath, at center: CGPoint) {}

    /// The box of the shape centred at `center`.
    func box(at center: CGPoint) -> CGRect {
        let size = drawableSize
        return CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
    }
}

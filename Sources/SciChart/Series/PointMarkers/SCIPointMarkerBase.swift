import Foundation

/// A shape drawn at each data point of a series.
public protocol ISCIPointMarker: AnyObject {
    /// Width and height in points; non-finite or negative sizes draw nothing.
    var size: CGSize { get set }
    /// The fill; `nil` leaves the shape empty.
    var fillStyle: SCIBrushStyle? { get set }
    /// The outline; `nil` draws none.
    var strokeStyle: SCIPenStyle? { get set }
    /// Adds the shape centred at `center` to `path`.
    func addShape(to path: inout SCIPath, at center: CGPoint)
}

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

/// A circle or ellipse.
public final class SCIEllipsePointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0, rect.height > 0 else { return }
        path.addEllipse(in: rect)
    }
}

/// A square or rectangle.
public final class SCISquarePointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0, rect.height > 0 else { return }
        path.addRect(rect)
    }
}

/// A triangle pointing up.
public final class SCITrianglePointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0, rect.height > 0 else { return }
        path.addPolygon([
            CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.maxY),
        ])
    }
}

/// A cross ("+"): drawn by its stroke only.
public final class SCICrossPointMarker: SCIPointMarkerBase {
    public override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let rect = box(at: center)
        guard rect.width > 0 || rect.height > 0 else { return }
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.line(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.line(to: CGPoint(x: rect.midX, y: rect.maxY))
    }
}

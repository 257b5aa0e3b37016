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

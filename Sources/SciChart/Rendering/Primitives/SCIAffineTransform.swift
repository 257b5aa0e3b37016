import Foundation

/// An affine map of drawing coordinates: `x' = a x + c y + tx`, `y' = b x + d y + ty`.
public struct SCIAffineTransform: Hashable, Sendable {
    /// The x scale: how much of x goes into x'.
    public var a: Double
    /// How much of x goes into y'.
    public var b: Double
    /// How much of y goes into x'.
    public var c: Double
    /// The y scale: how much of y goes into y'.
    public var d: Double
    /// The translation added to x'.
    public var tx: Double
    /// The translation added to y'.
    public var ty: Double

    /// The transform with the given coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// No change.
    public static let identity = SCIAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The mirror across the diagonal: x and y swapped (how vertical charts draw series).
    public static let transpose = SCIAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)

    /// The image of `point`.
    public func apply(_ point: CGPoint) -> CGPoint {
        let x = Double(point.x)
        let y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// This transform applied after `inner`.
    public func concatenating(_ inner: SCIAffineTransform) -> SCIAffineTransform {
        SCIAffineTransform(
            a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b, c: a * inner.c + c * inner.d,
            d: b * inner.c + d * inner.d, tx: a * inner.tx + c * inner.ty + tx,
            ty: b * inner.tx + d * inner.ty + ty)
    }

    /// The transform that undoes this one, or `nil` when it flattens the plane.
    var inverted: SCIAffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
        return SCIAffineTransform(
            a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The bounding box of the image of `rect`.
    func bounds(of rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply)
        let xs = corners.map { Double($0.x) }
        let ys = corners.map { Double($0.y) }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether the transform is finite (a non-finite one is replaced by the identity).
    var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }
}

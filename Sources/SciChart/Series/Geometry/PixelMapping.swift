import Foundation

/// How a render context turns data into drawing-space pixels, as per-point loops take it:
/// generic loops over a mapping are specialised for linear axes, whose pixel is one
/// multiply-add with no call to `log` in the loop.
protocol PixelMapping {
    /// The drawing-space x of point `index` whose x value is `x`.
    func x(_ x: Double, index: Int) -> Double
    /// The drawing-space y of `y`.
    func y(_ y: Double) -> Double
}

/// Both axes linear: the context's pixels, inlined.
struct LinearPixelMapping: PixelMapping {
    let context: SCISeriesRenderContext

    @inline(__always)
    func x(_ x: Double, index: Int) -> Double {
        Double(context.area.minX)
            + context.xCalculator.linearCoordinate(context.isCategory ? Double(index) : x)
    }

    @inline(__always)
    func y(_ y: Double) -> Double {
        Double(context.area.minY) + context.yCalculator.linearCoordinate(y)
    }
}

/// Any axes (logarithmic ones included).
struct ScaledPixelMapping: PixelMapping {
    let context: SCISeriesRenderContext

    @inline(__always)
    func x(_ x: Double, index: Int) -> Double { context.pixelX(x, index: index) }

    @inline(__always)
    func y(_ y: Double) -> Double { context.pixelY(y) }
}

extension SCISeriesRenderContext {
    /// Whether both axes are linear.
    var isLinear: Bool { xCalculator.isLinearScale && yCalculator.isLinearScale }
}

/// The one rule for a frame's device scale (device pixels per point).
enum RenderScale {
    /// `scale` clamped to `0.01...16`; a non-finite or non-positive scale reads as 1.
    static func sanitized(_ scale: Double) -> Double {
        scale.isFinite && scale > 0 ? min(max(scale, 0.01), 16) : 1
    }
}

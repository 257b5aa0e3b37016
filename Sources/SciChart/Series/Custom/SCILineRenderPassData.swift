/// The points a line series draws in one frame, with how it joins them (SciChart's
/// `SCILineRenderPassData`).
open class SCILineRenderPassData: SCIXyRenderPassData {
    /// Whether the line steps from point to point.
    public internal(set) var isDigitalLine = false
    /// Whether the line joins the points on either side of a gap (NaN) rather than breaking.
    public internal(set) var closeGaps = false
}

/// A label of a multi-point drawing: text at one of its points, on the middle of a segment
/// between two of them, or as badges on the axes.
///
/// With no ``text`` (and no `formatLabel` on the annotation) a label shows what its anchor
/// is worth: a point's price, a segment's price change and percent, a point's price or date
/// on the axis.
///
/// ```swift
/// annotation.labels = [
///     .pointLabel(at: 0),
///     .segmentLabel(from: 0, to: 1),
///     .axisLabel(at: 1, drawMode: .both),
/// ]
/// ```
public final class SCIMultiPointLabel {
    /// The text; empty (the default) shows what the anchor is worth.
    public var text: String
    /// Where the label is anchored (default ``SCIMultiPointLabelAnchorMode/point``).
    public var anchorMode: SCIMultiPointLabelAnchorMode
    /// The point of a point or axis label (default 0).
    public var pointIndex: Int
    /// The first point of a segment label (default 0).
    public var segmentStartIndex: Int
    /// The second point of a segment label (default 1).
    public var segmentEndIndex: Int
    /// Above or below the anchor (default ``SCIMultiPointLabelVerticalTextPosition/top``).
    public var verticalTextPosition: SCIMultiPointLabelVerticalTextPosition
    /// The axes an axis label's badges go on (default ``SCIAxisLabelDrawMode/y``).
    public var axisDrawMode: SCIAxisLabelDrawMode
    /// The font; `nil` (the default) writes in the colour of the drawing's zone.
    public var fontStyle: SCIFontStyle?

    /// A label of `text` at point 0, above it.
    public init(
        text: String = "", anchorMode: SCIMultiPointLabelAnchorMode = .point, pointIndex: Int = 0,
        segmentStartIndex: Int = 0, segmentEndIndex: Int = 1,
        verticalTextPosition: SCIMultiPointLabelVerticalTextPosition = .top,
        axisDrawMode: SCIAxisLabelDrawMode = .y,
        fontStyle: SCIFontStyle? = nil
    ) {
        self.text = text
        self.anchorMode = anchorMode
        self.pointIndex = pointIndex
        self.segmentStartIndex = segmentStartIndex
        self.segmentEndIndex = segmentEndIndex
        self.verticalTextPosition = verticalTextPosition
        self.axisDrawMode = axisDrawMode
        self.fontStyle = fontStyle
    }

    /// A label at point `index`.
    public static func pointLabel(at index: Int) -> SCIMultiPointLabel {
        SCIMultiPointLabel(anchorMode: .point, pointIndex: index)
    }

    /// A label on the middle of the segment from point `start` to point `end`.
    public static func segmentLabel(from start: Int, to end: Int) -> SCIMultiPointLabel {
        SCIMultiPointLabel(anchorMode: .segment, segmentStartIndex: start, segmentEndIndex: end)
    }

    /// Badges of point `index`'s price, date or both on the axes.
    public static func axisLabel(at index: Int, drawMode: SCIAxisLabelDrawMode) -> SCIMultiPointLabel {
        SCIMultiPointLabel(anchorMode: .axis, pointIndex: index, axisDrawMode: drawMode)
    }

    /// A label with the same settings.
    func copy() -> SCIMultiPointLabel {
        SCIMultiPointLabel(
            text: text, anchorMode: anchorMode, pointIndex: pointIndex, segmentStartIndex: segmentStartIndex,
            segmentEndIndex: segmentEndIndex, verticalTextPosition: verticalTextPosition,
            axisDrawMode: axisDrawMode,
            fontStyle: fontStyle)
    }
}

import Foundation

/// What a drawing's `formatLabel` closure is told about a label it writes.
public struct SCIMultiPointLabelFormatParams {
    /// The drawing.
    public let annotation: SCITradingAnnotationBase
    /// The label.
    public let label: SCIMultiPointLabel
    /// Its index among the drawing's labels.
    public let labelIndex: Int
    /// Where it is anchored.
    public let anchorMode: SCIMultiPointLabelAnchorMode
    /// The anchor in data: a point, or the middle of a segment.
    public let anchorData: SCIDataPoint
    /// The anchor in surface coordinates.
    public let anchorPixel: CGPoint
    /// The drawing's points, in data.
    public let points: [SCIDataPoint]
    /// What the label shows without a closure: its text, or what its anchor is worth.
    public let defaultText: String
}

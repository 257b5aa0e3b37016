/// Where a ``SCIMultiPointLabel`` is anchored.
public enum SCIMultiPointLabelAnchorMode: String, CaseIterable, Sendable {
    /// At one of the annotation's points (``SCIMultiPointLabel/pointIndex``).
    case point
    /// At the middle of the segment between two of its points.
    case segment
    /// As badges on the axes, at a point's price, date or both.
    case axis
}

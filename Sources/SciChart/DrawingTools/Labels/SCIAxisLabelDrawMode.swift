/// Which axes an axis-anchored ``SCIMultiPointLabel`` draws its badge on.
public enum SCIAxisLabelDrawMode: String, CaseIterable, Sendable {
    /// The y axis: the point's price.
    case y
    /// The x axis: the point's date or x.
    case x
    /// Both.
    case both
}

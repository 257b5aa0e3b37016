/// Whether a ``SCIMultiPointLabel`` sits above or below its anchor.
public enum SCIMultiPointLabelVerticalTextPosition: String, CaseIterable, Sendable {
    /// Above the anchor (the default).
    case top
    /// Below the anchor.
    case bottom
}

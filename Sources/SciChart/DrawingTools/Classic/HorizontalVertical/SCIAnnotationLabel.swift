import Foundation

/// A label on a horizontal or vertical line annotation: the line's value, or a text of
/// your own, on the line or as a badge on its axis.
///
/// ```swift
/// let alert = SCIHorizontalLineAnnotation()
/// alert.set(y1: 200)
/// alert.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
/// alert.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .topRight, text: "Alert"))
/// ```
public final class SCIAnnotationLabel {
    /// Where the label sits (default ``SCILabelPlacement/auto``).
    public var labelPlacement: SCILabelPlacement = .auto { didSet { changed() } }
    /// The text (default empty: the line's value, as its axis writes it).
    public var text: String = "" { didSet { changed() } }
    /// The font and colour (default `nil`: the theme's label size, white on a badge and the
    /// line's colour on the line).
    public var fontStyle: SCIFontStyle? { didSet { changed() } }
    /// The brush behind the text (default `nil`: the line's colour on a badge, nothing on the
    /// line).
    public var backgroundBrush: SCIBrushStyle? { didSet { changed() } }
    /// The pen around the label's box (default `nil`: none).
    public var borderPen: SCIPenStyle? { didSet { changed() } }
    /// Space between the text and the box's edges (default 3 above and below, 6 at the
    /// sides).
    public var padding = UIEdgeInsets(top: 3, left: 6, bottom: 3, right: 6) { didSet { changed() } }
    /// The clockwise turn of a label on the line about its anchor, in degrees (default 0;
    /// non-finite values are refused). A badge on the axis is not turned.
    public var rotationAngle: Double = 0 {
        didSet { if !rotationAngle.isFinite { rotationAngle = oldValue } else { changed() } }
    }

    /// The annotation the label belongs to, redrawn when the label changes.
    weak var owner: SCIAnnotationBase?

    /// A label showing the line's value where its axis is (``SCILabelPlacement/auto``).
    public init() {}

    /// A label at `labelPlacement` showing `text` (empty: the line's value).
    public init(labelPlacement: SCILabelPlacement, text: String = "") {
        self.labelPlacement = labelPlacement
        self.text = text
    }

    private func changed() {
        owner?.invalidate()
    }
}

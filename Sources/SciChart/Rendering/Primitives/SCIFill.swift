import Foundation

/// How a path is filled.
public struct SCIFill: Hashable, Sendable {
    /// The colour of the fill, alpha included.
    public var color: SCIColor
    /// Whether overlapping subpaths cancel (the even-odd rule) rather than add (non-zero
    /// winding, the default).
    public var evenOdd: Bool
    /// A colour ramp over the filled shape's bounding box, painted instead of ``color``
    /// (which is then its first colour, for outputs that paint one colour).
    public var gradient: SCIGradient? {
        get { boxedGradient?.gradient }
        set { boxedGradient = newValue.map(BoxedGradient.init) }
    }
    /// The ramp behind one reference: fills are copied with every draw command, and most
    /// have none, so the value stays a few bytes.
    private var boxedGradient: BoxedGradient?
    /// A picture stretched over its rectangle, painted where the path covers it instead of
    /// ``color`` (a heatmap's cells, a texture).
    public var image: SCIImageRun? {
        get { boxedImage?.image }
        set { boxedImage = newValue.map(BoxedImage.init) }
    }
    private var boxedImage: BoxedImage?

    /// A fill in `color`, by the non-zero winding rule unless `evenOdd` is set.
    public init(color: SCIColor, evenOdd: Bool = false) {
        self.color = color
        self.evenOdd = evenOdd
    }

    /// Whether the fill paints anything.
    public var isVisible: Bool { image != nil || (gradient?.isVisible ?? (color.alpha > 0)) }

    /// A fill of `image`: the picture wherever the path covers its rectangle.
    public init(image: SCIImageRun, evenOdd: Bool = false) {
        self.color = .clear
        self.evenOdd = evenOdd
        self.image = image
    }

    /// A fill of `gradient`.
    public init(gradient: SCIGradient, evenOdd: Bool = false) {
        self.color = gradient.stops.first?.color ?? .clear
        self.evenOdd = evenOdd
        self.gradient = gradient
    }

    /// A fill from a brush style, or `nil` when the brush paints nothing.
    public init?(_ brush: SCIBrushStyle?, opacity: Double = 1) {
        guard let brush, brush.isVisible else { return nil }
        if let gradient = brush.gradient {
            self.init(gradient: gradient.multiplyingAlpha(by: opacity))
        } else {
            self.init(color: brush.color.multiplyingAlpha(by: opacity))
        }
    }
}

/// A gradient held by reference in a fill.
private final class BoxedGradient: Hashable, Sendable {
    let gradient: SCIGradient

    init(_ gradient: SCIGradient) { self.gradient = gradient }

    static func == (lhs: BoxedGradient, rhs: BoxedGradient) -> Bool { lhs.gradient == rhs.gradient }

    func hash(into hasher: inout Hasher) { hasher.combine(gradient) }
}

/// A picture held by reference in a fill.
private final class BoxedImage: Hashable, Sendable {
    let image: SCIImageRun

    init(_ image: SCIImageRun) { self.image = image }

    static func == (lhs: BoxedImage, rhs: BoxedImage) -> Bool { lhs === rhs || lhs.image == rhs.image }

    func hash(into hasher: inout Hasher) { hasher.combine(image.rect.minX) }
}

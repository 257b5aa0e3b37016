import Foundation

/// A picture of `width` × `height` pixels stretched over a rectangle: a heatmap's cells, an
/// image marker. Each pixel is one `0xAARRGGBB` colour (not premultiplied), row by row from
/// the top.
public struct SCIImageRun: Hashable, Sendable {
    /// Where the picture is drawn, in drawing space (through the transforms pushed).
    public var rect: CGRect
    /// The number of pixels across.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The colours, `width` × `height` of them, row by row from the top.
    public let pixels: [UInt32]
    /// Whether stretched pixels blend into each other (`true`) or stay sharp blocks
    /// (`false`, the default: a heatmap's cells keep their edges).
    public var isSmooth: Bool

    /// A picture of `pixels`, `width` across, over `rect`; `nil` when the sizes do not match
    /// the colours or the rectangle is empty or not finite.
    public init?(rect: CGRect, width: Int, height: Int, pixels: [UInt32], isSmooth: Bool = false) {
        guard width > 0, height > 0,
            width.multipliedReportingOverflow(by: height).partialValue == pixels.count,
            !width.multipliedReportingOverflow(by: height).overflow, rect.width > 0, rect.height > 0,
            [rect.minX, rect.minY, rect.width, rect.height].allSatisfy({ Double($0).isFinite })
        else { return nil }
        self.rect = rect
        self.width = width
        self.height = height
        self.pixels = pixels
        self.isSmooth = isSmooth
    }
}

import Foundation

/// A picture: `width` × `height` colours, read from a PNG file or made from pixels; what a
/// sprite point marker draws (SciChart's `SCIImage`, which is `UIImage` on iOS).
///
/// ```swift
/// let storm = try SCIImage(pngFile: "storm.png")
/// let marker = SCISpritePointMarker(image: storm)
/// ```
///
/// Every PNG file the standard allows is read: grey, grey with alpha, true colour, true
/// colour with alpha and palette pictures, 1 to 16 bits a sample, interlaced or not, with
/// transparency (`tRNS`). Colour-space chunks (gamma, ICC profiles) are not applied.
public struct SCIImage: Hashable, Sendable {
    /// The largest picture read or made, in pixels (8192 × 8192): more is
    /// ``SCIImageError/tooLarge(width:height:)``.
    public static let maximumPixelCount = 1 << 26

    /// The number of pixels across.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The colours as `0xAARRGGBB` (not premultiplied), row by row from the top.
    public let pixels: [UInt32]

    /// The picture's size in pixels.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// A picture of `pixels` (`0xAARRGGBB`, row by row from the top), `width` across; `nil`
    /// when the count is not `width` × `height` or the picture is empty or too large.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, width <= Self.maximumPixelCount / height,
            width * height == pixels.count
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The picture in PNG file `path`, or the error that says why it cannot be read.
    public init(pngFile path: String) throws(SCIImageError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        try self.init(pngData: data)
    }

    /// The picture in the bytes of a PNG file, or the error that says why it cannot be read.
    public init(pngData data: Data) throws(SCIImageError) {
        let decoded = try PNGDecoder.decode([UInt8](data))
        self.width = decoded.width
        self.height = decoded.height
        self.pixels = decoded.pixels
    }

    /// The picture in PNG file `path`; `nil` when it cannot be read (as `UIImage` answers;
    /// ``init(pngFile:)`` says why).
    public init?(contentsOfFile path: String) {
        guard let image = try? SCIImage(pngFile: path) else { return nil }
        self = image
    }

    /// The picture in the bytes of a PNG file; `nil` when they are not one (as `UIImage`
    /// answers; ``init(pngData:)`` says why).
    public init?(data: Data) {
        guard let image = try? SCIImage(pngData: data) else { return nil }
        self = image
    }

    /// The colour of pixel (`x`, `y`), from the top left; `nil` outside the picture.
    public func color(atX x: Int, y: Int) -> SCIColor? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return SCIColor(argb: pixels[y * width + x])
    }
}

import CCairo
import Foundation
import SciChart

/// An antialiased ARGB image drawn by Cairo.
///
/// Images are capped at ``maximumSide`` pixels per side and ``maximumPixels`` in all (4
/// bytes each): larger requests throw ``SCIRasterError/imageTooLarge(width:height:)``.
public final class SCIRasterImage {
    /// The largest width or height in pixels (Cairo's own limit).
    public static let maximumSide = 32_767
    /// The largest number of pixels: 100 million, 400 MB.
    public static let maximumPixels = 100_000_000

    let surface: CairoSurface

    /// Width in pixels.
    public var width: Int { surface.width }
    /// Height in pixels.
    public var height: Int { surface.height }

    /// Creates a transparent image, checking the size against the caps.
    public convenience init(width: Int, height: Int) throws {
        try Self.checkSize(width: width, height: height)
        self.init(surface: try CairoSurface(width: width, height: height))
    }

    /// Creates an image from premultiplied ARGB pixels, row by row, as
    /// ``premultipliedPixels`` gives them. Throws
    /// ``SCIRasterError/invalidPixels(reason:)`` when there are not `width * height` of them
    /// or a colour channel exceeds its alpha (not a premultiplied colour).
    public convenience init(width: Int, height: Int, premultipliedPixels pixels: [UInt32]) throws {
        try self.init(width: width, height: height)
        guard pixels.count == width * height else {
            throw SCIRasterError.invalidPixels(
                reason: "\(pixels.count) pixels for an image of \(width) x \(height)")
        }
        if let index = pixels.firstIndex(where: { pixel in
            let alpha = pixel >> 24
            return (pixel >> 16) & 0xFF > alpha || (pixel >> 8) & 0xFF > alpha || pixel & 0xFF > alpha
        }) {
            throw SCIRasterError.invalidPixels(
                reason: "pixel \(index) has a colour channel above its alpha: it is not premultiplied")
        }
        let stride = surface.stride
        surface.withBytes { bytes in
            pixels.withUnsafeBytes { source in
                for row in 0..<height {
                    let start = row * width * 4
                    UnsafeMutableRawBufferPointer(rebasing: bytes[(row * stride)...]).copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: source[start..<start + width * 4]))
                }
            }
        }
    }

    init(surface: CairoSurface) {
        self.surface = surface
    }

    /// Reads a PNG file.
    public static func read(pngAt url: URL) throws -> SCIRasterImage {
        SCIRasterImage(surface: try CairoSurface(png: url.path))
    }

    /// The pixel size of `size` points at `scale`, or an error when it is empty or too large.
    public static func pixelSize(of size: CGSize, scale: Double) throws -> (width: Int, height: Int) {
        let width = Double(size.width) * scale
        let height = Double(size.height) * scale
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw SCIRasterError.emptyImage(
                width: Double(size.width), height: Double(size.height), scale: scale)
        }
        guard width <= Double(maximumSide), height <= Double(maximumSide) else {
            throw SCIRasterError.imageTooLarge(
                width: Int(min(width, 1e15).rounded(.up)), height: Int(min(height, 1e15).rounded(.up)))
        }
        let pixels = (Int(width.rounded(.up)), Int(height.rounded(.up)))
        try checkSize(width: pixels.0, height: pixels.1)
        return pixels
    }

    static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0 else {
            throw SCIRasterError.emptyImage(width: Double(width), height: Double(height), scale: 1)
        }
        let (total, overflow) = width.multipliedReportingOverflow(by: height)
        guard width <= maximumSide, height <= maximumSide, !overflow, total <= maximumPixels else {
            throw SCIRasterError.imageTooLarge(width: width, height: height)
        }
    }

    /// The colour at a pixel (not premultiplied), or clear outside the image.
    public func pixel(x: Int, y: Int) -> SCIColor {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let stride = surface.stride
        return surface.withBytes { bytes in
            let value = bytes.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
            let alpha = value >> 24
            guard alpha > 0 else { return .clear }
            func channel(_ shift: UInt32) -> UInt32 { min(((value >> shift) & 0xFF) * 255 / alpha, 255) }
            return SCIColor(argb: alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0))
        }
    }

    /// Every pixel as premultiplied ARGB, row by row.
    public var premultipliedPixels: [UInt32] {
        let stride = surface.stride
        return surface.withBytes { bytes in
            var result = [UInt32](repeating: 0, count: width * height)
            for row in 0..<height {
                for column in 0..<width {
                    result[row * width + column] = bytes.load(
                        fromByteOffset: row * stride + column * 4, as: UInt32.self)
                }
            }
            return result
        }
    }

    /// The image encoded as PNG: 8-bit RGB when every pixel is opaque, else 8-bit RGBA
    /// (colours un-premultiplied as Cairo's own writer does, so reading the file back gives
    /// these pixels), compressed on every core. See ``writePNG(to:)`` to write a file.
    public func pngData() throws -> Data {
        try surface.withBytes { bytes in
            try PNGEncoder.encode(
                pixels: UnsafeRawPointer(bytes.baseAddress!), width: width, height: height,
                stride: surface.stride)
        }
    }

    /// Writes the image as a PNG file, atomically: the bytes go to a new file beside the
    /// target, renamed over it when complete, so on failure nothing is left and an old file
    /// is untouched.
    ///
    /// A symbolic link is followed: the link stays and its target is written. The target must
    /// be a regular file (which keeps its permission bits) or a new name (created with
    /// `0o666` less the umask); anything else, such as a directory, a device or a FIFO,
    /// throws ``SCIRasterError/notARegularFile(path:)`` and is left as it was.
    public func writePNG(to url: URL) throws {
        let data = try pngData()
        try data.withUnsafeBytes { try AtomicFileWriter.write($0, to: url) }
    }
}

import Foundation

/// Why a raster image could not be made or written.
public enum SCIRasterError: Error, Equatable, CustomStringConvertible {
    /// The image would have no pixels (a zero or non-finite size or scale).
    case emptyImage(width: Double, height: Double, scale: Double)
    /// The image would exceed ``SCIRasterImage/maximumSide`` pixels on a side or
    /// ``SCIRasterImage/maximumPixels`` in all.
    case imageTooLarge(width: Int, height: Int)
    /// Pixels handed to an image were the wrong number or not premultiplied.
    case invalidPixels(reason: String)
    /// Cairo reported an error.
    case cairo(String)
    /// The PNG could not be written; nothing was left at the path.
    case writeFailed(path: String, reason: String)
    /// The path names something other than a regular file or a new name (a directory, a
    /// device, a FIFO or a socket), after following symbolic links; it was left as it was.
    case notARegularFile(path: String)
    /// The pixels could not be compressed (zlib failed or memory ran out).
    case pngEncodingFailed(reason: String)
    /// The file is not a PNG Cairo can read.
    case readFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyImage(let width, let height, let scale):
            "cannot make an image of \(width) x \(height) points at scale \(scale): it has no pixels"
        case .imageTooLarge(let width, let height):
            "an image of \(width) x \(height) pixels exceeds the limit of \(SCIRasterImage.maximumSide) per side "
                + "and \(SCIRasterImage.maximumPixels) in all"
        case .invalidPixels(let reason): "invalid pixels: \(reason)"
        case .cairo(let status): "cairo error: \(status)"
        case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
        case .notARegularFile(let path): "cannot write \(path): it is not a regular file"
        case .pngEncodingFailed(let reason): "cannot encode the PNG: \(reason)"
        case .readFailed(let path, let reason): "cannot read \(path): \(reason)"
        }
    }
}

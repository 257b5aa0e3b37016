import Foundation

/// Why a picture could not be read.
public enum SCIImageError: Error, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The bytes are not a PNG file.
    case notPNG
    /// The file is a PNG file but a damaged one: what is wrong with it.
    case corrupt(String)
    /// The file is valid but uses a feature this reader does not read.
    case unsupported(String)
    /// The picture is larger than ``SCIImage/maximumPixelCount`` pixels.
    case tooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notPNG: "not a PNG file"
        case .corrupt(let reason): "damaged PNG file: \(reason)"
        case .unsupported(let feature): "PNG file uses \(feature), which is not supported"
        case .tooLarge(let width, let height):
            "picture of \(width) × \(height) pixels is larger than \(SCIImage.maximumPixelCount) pixels"
        }
    }
}

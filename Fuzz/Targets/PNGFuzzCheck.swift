import Foundation

/// The PNG reader's target (`png`): any bytes as a PNG file. Reading gives a picture or an
/// `SCIImageError`, never a trap; a picture read has `width` × `height` pixels within the
/// limit, and written again (by the SVG writer's encoder) reads back to the same pixels.
enum PNGFuzzCheck {
    static func check(_ data: Data) {
        guard let image = try? SCIImage(pngData: data) else { return }
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height,
            image.pixels.count <= SCIImage.maximumPixelCount
        else { fatalError("a picture of \(image.width) × \(image.height) with \(image.pixels.count) pixels") }
        let written = PNGData.encode(width: image.width, height: image.height, pixels: image.pixels)
        guard let again = try? SCIImage(pngData: Data(written)), again == image else {
            fatalError("a \(image.width) × \(image.height) picture does not read back as written")
        }
    }

    /// Pictures the SVG writer's encoder makes: its fixed codes and repeats.
    static func seeds() -> [(name: String, data: Data)] {
        let stripes = (0..<(16 * 9)).map { UInt32($0 % 16 < 8 ? 0xFF20_4080 : 0x80FF_D23F) }
        return [
            ("stripes.png", Data(PNGData.encode(width: 16, height: 9, pixels: stripes))),
            ("pixel.png", Data(PNGData.encode(width: 1, height: 1, pixels: [0x1234_5678]))),
        ]
    }
}

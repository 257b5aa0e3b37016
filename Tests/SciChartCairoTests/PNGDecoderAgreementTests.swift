import Foundation
import SciChart
import SciChartCairo
import TestSupport
import Testing

/// `SCIImage` reads what another encoder writes: ImageMagick's PNG files of one picture in
/// every colour type, depth, compression level (stored blocks to dynamic codes) and filter,
/// interlaced or not, decode to the pixels ImageMagick itself reads from them (16-bit
/// samples rounded to the nearest 8-bit value).
@Suite struct PNGDecoderAgreementTests {
    /// A 61 × 37 picture (odd sizes leave Adam7's passes ragged) of smooth ramps, noise and
    /// alpha, as raw RGBA bytes.
    static let source: [UInt8] = {
        var random = SeededRandom(seed: 7)
        var bytes: [UInt8] = []
        for y in 0..<37 {
            for x in 0..<61 {
                let noise = UInt8(random.next() % 24)
                bytes += [
                    UInt8(x * 4), UInt8(y * 6) &+ noise, UInt8((x * y) % 256), UInt8(255 - (x + y) % 200),
                ]
            }
        }
        return bytes
    }()

    @Test func decodesAsImageMagickDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "png-agree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("source.rgba")
        try Data(Self.source).write(to: raw)
        let variants: [(String, [String])] = [
            ("stored-rows", ["-quality", "00"]),
            ("fast-sub", ["-quality", "11"]),
            ("up", ["-quality", "62"]),
            ("average", ["-quality", "63"]),
            ("paeth", ["-quality", "94"]),
            ("adaptive", ["-quality", "95"]),
            ("interlaced", ["-interlace", "PNG", "-quality", "95"]),
            ("16-bit", ["-define", "png:bit-depth=16", "-define", "png:color-type=6"]),
            ("rgb", ["-alpha", "off", "-define", "png:color-type=2"]),
            ("grey", ["-colorspace", "Gray", "-alpha", "off", "-define", "png:color-type=0"]),
            ("grey-alpha", ["-colorspace", "Gray", "-define", "png:color-type=4"]),
            ("grey-16-interlaced", ["-colorspace", "Gray", "-depth", "16", "-interlace", "PNG"]),
            ("palette", ["-colors", "200", "PNG8:"]),
            (
                "grey-4",
                ["-colorspace", "Gray", "-alpha", "off", "-depth", "4", "-define", "png:bit-depth=4"]
            ),
        ]
        for (name, options) in variants {
            var arguments = ["convert", "-size", "61x37", "-depth", "8", "rgba:\(raw.path)", "-strip"]
            var target = folder.appendingPathComponent("\(name).png").path
            for option in options {
                if option.hasSuffix(":") { target = option + target } else { arguments.append(option) }
            }
            _ = try PNGEncoderTests.run(arguments + [target])
            let file = target.replacingOccurrences(of: "PNG8:", with: "")
            let image = try SCIImage(pngFile: file)
            // ImageMagick's samples at 16 bits, rounded to 8 (its own 8-bit output of grey
            // pictures rounds through a colour-space conversion of its own).
            let wide = try PNGEncoderTests.run(["convert", file, "-depth", "16", "rgba:-"])
            let expected = stride(from: 0, to: wide.count - 1, by: 2).map { index in
                let value = Int(wide[wide.startIndex + index]) | Int(wide[wide.startIndex + index + 1]) << 8
                return UInt8((value * 255 + 32_767) / 65_535)
            }
            #expect(image.width == 61 && image.height == 37, "\(name)")
            var decoded: [UInt8] = []
            decoded.reserveCapacity(image.pixels.count * 4)
            for pixel in image.pixels {
                decoded += [
                    UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF),
                    UInt8(pixel >> 24),
                ]
            }
            let differing = zip(decoded, expected).filter { $0 != $1 }.count
            #expect(decoded.count == expected.count && differing == 0, "\(name): \(differing) bytes differ")
        }
    }

    @Test func readsWhatTheRasterBackendWrites() throws {
        // Cairo's chart, written by the backend's own encoder (level-1 deflate, Up filters).
        let golden = ImageGolden.directory.appendingPathComponent("gallery-spy-daily-dark.png")
        let image = try SCIImage(pngFile: golden.path)
        let raster = try SCIRasterImage.read(pngAt: golden)
        #expect(image.width == raster.width && image.height == raster.height)
        // Opaque pixels: premultiplied and straight colours agree.
        #expect(image.pixels == raster.premultipliedPixels)
    }
}

import Foundation
import SciChart
import Testing

@testable import SciChartCairo

/// The PNG encoder: standard files that Cairo's reader and ImageMagick decode to exactly the
/// pixels encoded, at a size near Cairo's own writer's.
@Suite struct PNGEncoderTests {
    static let goldens: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ImageGolden.directory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }()

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("scichart-encoder-\(UUID()).png")
    }

    /// Every pixel premultiplied: alpha `y`, red `x` and green and blue other values at or
    /// below alpha (rows 0-255 hold all pairs of alpha and red).
    static func everyPremultipliedPixel() throws -> (image: SCIRasterImage, pixels: [UInt32]) {
        var pixels: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for red in UInt32(0)...255 {
                let red = min(red, alpha)
                let green = alpha == 0 ? 0 : (red * 7 + 3) % (alpha + 1)
                let blue = alpha - red
                pixels.append(alpha << 24 | red << 16 | green << 8 | blue)
            }
        }
        return (try SCIRasterImage(width: 256, height: 256, premultipliedPixels: pixels), pixels)
    }

    static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments[0]) (Debian's imagemagick) must be installed")
        return data
    }

    @Test func goldensDecodeToTheSamePixelsAndStayNearCairosSize() throws {
        #expect(Self.goldens.count >= 24)
        for name in Self.goldens {
            let url = ImageGolden.directory.appendingPathComponent(name)
            let golden = try SCIRasterImage.read(pngAt: url)
            let file = Self.temporaryFile()
            defer { try? FileManager.default.removeItem(at: file) }
            try golden.writePNG(to: file)
            let decoded = try SCIRasterImage.read(pngAt: file)
            #expect(decoded.premultipliedPixels == golden.premultipliedPixels, "\(name)")
            let cairoSize = try #require(
                try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            let size = try #require(
                try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            // Level-1 deflate on Up-filtered RGB: 7-35% above Cairo's level-6 files here.
            #expect(Double(size) < Double(cairoSize) * 1.5, "\(name): \(size) bytes, Cairo's \(cairoSize)")
        }
    }

    @Test func everyPremultipliedPixelRoundTrips() throws {
        let (image, pixels) = try Self.everyPremultipliedPixel()
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try image.writePNG(to: file)
        #expect(try SCIRasterImage.read(pngAt: file).premultipliedPixels == pixels)
    }

    @Test func imageMagickReadsOpaqueAndTransparentImages() throws {
        let (image, pixels) = try Self.everyPremultipliedPixel()
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try image.writePNG(to: file)
        let described = String(
            decoding: try Self.run(["identify", "-format", "%m %w %h %[channels]", file.path]), as: UTF8.self)
        #expect(described == "PNG 256 256 srgba")
        // ImageMagick's straight RGBA bytes: Cairo's un-premultiplied colours.
        let rgba = try Self.run(["convert", file.path, "-depth", "8", "rgba:-"])
        var expected: [UInt8] = []
        for pixel in pixels {
            let alpha = pixel >> 24
            for shift: UInt32 in [16, 8, 0] {
                expected.append(
                    alpha == 0 ? 0 : UInt8(min((((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255)))
            }
            expected.append(UInt8(alpha))
        }
        #expect(Array(rgba) == expected)

        let golden = ImageGolden.directory.appendingPathComponent("gallery-spy-daily-dark.png")
        let opaque = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: opaque) }
        try SCIRasterImage.read(pngAt: golden).writePNG(to: opaque)
        let opaqueDescribed = String(
            decoding: try Self.run(["identify", "-format", "%m %w %h %[channels]", opaque.path]),
            as: UTF8.self)
        #expect(opaqueDescribed == "PNG 1200 700 srgb")
        let metric = Process()
        metric.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        metric.arguments = ["compare", "-metric", "AE", opaque.path, golden.path, "null:"]
        let error = Pipe()
        metric.standardError = error
        try metric.run()
        let differing = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        metric.waitUntilExit()
        #expect(metric.terminationStatus == 0 && differing.trimmingCharacters(in: .whitespaces) == "0")
    }

    @Test func opaqueImagesAreRGBAndOthersRGBA() throws {
        let opaque = try SCIRasterImage(
            width: 3, height: 2, premultipliedPixels: Array(repeating: 0xFF12_3456, count: 6))
        let clear = try SCIRasterImage(
            width: 3, height: 2, premultipliedPixels: [0xFF00_0000, 0, 0, 0, 0, 0])
        // Byte 25 of a PNG is the colour type in IHDR: 2 is RGB, 6 RGBA.
        #expect(try opaque.pngData()[25] == 2)
        #expect(try clear.pngData()[25] == 6)
    }

    /// Any number of bands, more than the rows included, decodes to the same pixels.
    @Test(arguments: [1, 2, 3, 7, 300])
    func bandsJoinIntoOneStream(bands: Int) throws {
        let (image, pixels) = try Self.everyPremultipliedPixel()
        let data = try image.surface.withBytes { bytes in
            try PNGEncoder.encode(
                pixels: UnsafeRawPointer(bytes.baseAddress!), width: 256, height: 256,
                stride: image.surface.stride,
                bands: bands)
        }
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file) }
        try data.write(to: file)
        #expect(try SCIRasterImage.read(pngAt: file).premultipliedPixels == pixels)
    }

    @Test func pixelsThatAreNotPremultipliedOrTooFewAreRefused() {
        #expect(throws: SCIRasterError.self) {
            try SCIRasterImage(width: 2, height: 2, premultipliedPixels: [0, 0, 0])
        }
        #expect(throws: SCIRasterError.self) {
            try SCIRasterImage(width: 1, height: 1, premultipliedPixels: [0x10FF_0000])
        }
    }
}

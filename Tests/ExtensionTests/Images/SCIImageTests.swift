import Foundation
import SciChart
import Testing

/// PNG files of five pixels by three, one per colour type, and the colours they hold (as
/// ImageMagick, which wrote them, reads them back).
private enum Fixture {
    /// Straight RGBA, 8 bits: opaque primaries, a clear pixel, half-transparent red.
    static let rgba8 =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAYAAABbNsX4AAAAP0lEQVQI1yXKMRWAIBRA0fcdGT3MhuAQgBQkMAjUIgEhzOJz8M4XQURQVcAjIAzmGBMI8G+etfs+y5Svtu/iB0uwGv+WgPyxAAAAAElFTkSuQmCC"
    /// The same colours at 16 bits a sample, Adam7-interlaced.
    static let rgba16Interlaced =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADEAYAAAF8oSktAAAAT0lEQVQI11WMMQ0AIRRDeysjYUYEQQAqUICQ04UCRKCFx/DJkevQvKR5FUiS9QUAgcFac/YOY7SWEjz6piN4n3Ot4FwIMZYi/e7eE7iO8QZ/czvo/1/RZAAAAABJRU5ErkJggg=="
    static let rgba: [UInt32] = [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
        0x0000_0000, 0x80FF_0000, 0xFF80_8080, 0xFFFF_FF00, 0xFF00_FFFF,
        0xFFFF_00FF, 0xFF12_3456, 0xFFFE_DCBA, 0x400A_141E, 0xFFC8_6432,
    ]
    /// A palette of eleven colours with a transparency entry for the clear one.
    static let palette =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAMAAABs6DXKAAAAJ1BMVEX/////AAAA/wAAAP////8AAACAgID//wAA////AP8SNFb+3LrIZDIl5ZM1AAAAAXRSTlMAQObYZgAAABpJREFUCNdjYGRiZmFlYGBkY+dg4OTiZuABAAIbAFCYkKLcAAAAAElFTkSuQmCC"
    static let paletteColors: [UInt32] = [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0xFF00_0000,
        0x00FF_FFFF, 0xFFFF_0000, 0xFF80_8080, 0xFFFF_FF00, 0xFF00_FFFF,
        0xFFFF_00FF, 0xFF12_3456, 0xFFFE_DCBA, 0x00FF_FFFF, 0xFFC8_6432,
    ]
    /// RGB with black as its transparent colour (`tRNS`).
    static let rgbKeyed =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAIAAADUVFKvAAAABnRSTlMAAAAAAABupgeRAAAAM0lEQVQI1yXBQREAEBRAwXd2NM5CGFkkEOTnkkAIWTwHuwgIqPIJEaGgiLmPe1Yqdc/2ALiHEz4GyS/sAAAAAElFTkSuQmCC"
    static let rgbKeyedColors: [UInt32] = [
        0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF, 0x0000_0000,
        0x0000_0000, 0xFFFF_0000, 0xFF80_8080, 0xFFFF_FF00, 0xFF00_FFFF,
        0xFFFF_00FF, 0xFF12_3456, 0xFFFE_DCBA, 0xFF0A_141E, 0xFFC8_6432,
    ]
    /// One bit a pixel of grey, and 8 bits interlaced, of one black-and-white pattern.
    static let grey1 =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADAQAAAABzTfhVAAAADklEQVQI12OIYJjAYAAAA54BGTP+L/oAAAAASUVORK5CYII="
    static let grey8Interlaced =
        "iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAAAAAEJWqqyAAAAF0lEQVQI1wXBAQEAAACCIPo/2gBBFhI5OegF/H+HQksAAAAASUVORK5CYII="
    static let greyColors: [UInt32] = [0, 1, 0, 1, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0].map {
        $0 == 1 ? 0xFFFF_FFFF : 0xFF00_0000
    }

    static func data(_ base64: String) -> Data { Data(base64Encoded: base64) ?? Data() }
}

@Suite struct SCIImageTests {
    @Test func readsEveryColourTypeAndDepth() throws {
        let cases: [(String, String, [UInt32])] = [
            ("RGBA 8", Fixture.rgba8, Fixture.rgba),
            ("RGBA 16 interlaced", Fixture.rgba16Interlaced, Fixture.rgba),
            ("palette with transparency", Fixture.palette, Fixture.paletteColors),
            ("RGB with a transparent colour", Fixture.rgbKeyed, Fixture.rgbKeyedColors),
            ("grey 1 bit", Fixture.grey1, Fixture.greyColors),
            ("grey 8 interlaced", Fixture.grey8Interlaced, Fixture.greyColors),
        ]
        for (name, file, colors) in cases {
            let image = try SCIImage(pngData: Fixture.data(file))
            #expect(image.width == 5 && image.height == 3, "\(name)")
            #expect(image.pixels == colors, "\(name)")
        }
        let image = try SCIImage(pngData: Fixture.data(Fixture.rgba8))
        #expect(image.size == CGSize(width: 5, height: 3))
        #expect(image.color(atX: 1, y: 2) == SCIColor(argb: 0xFF12_3456))
        #expect(image.color(atX: 5, y: 0) == nil)
    }

    @Test func readsFilesAndSaysWhyOneCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sciimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("marker.png")
        try Fixture.data(Fixture.palette).write(to: file)
        #expect(try SCIImage(pngFile: file.path).pixels == Fixture.paletteColors)
        #expect(SCIImage(contentsOfFile: file.path)?.width == 5)

        let missing = folder.appendingPathComponent("missing.png").path
        #expect(SCIImage(contentsOfFile: missing) == nil)
        #expect {
            try SCIImage(pngFile: missing)
        } throws: { error in
            guard case .unreadable(let path, _) = error as? SCIImageError else { return false }
            return path == missing
        }
        let text = folder.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        #expect(throws: SCIImageError.notPNG) { try SCIImage(pngFile: text.path) }
        #expect(SCIImage(data: Data()) == nil)
    }

    @Test func everyTruncationAndFlippedByteIsAnErrorNotACrash() {
        let whole = [UInt8](Fixture.data(Fixture.rgba16Interlaced))
        for length in 0..<whole.count {
            #expect(throws: SCIImageError.self) { try SCIImage(pngData: Data(whole[0..<length])) }
        }
        // Every bit of the file, flipped: the CRCs catch most; none traps.
        for index in 8..<whole.count {
            for bit in 0..<8 {
                var damaged = whole
                damaged[index] ^= 1 << bit
                _ = try? SCIImage(pngData: Data(damaged))
            }
        }
        var damaged = whole
        damaged[40] ^= 0x10
        #expect {
            try SCIImage(pngData: Data(damaged))
        } throws: { error in
            "\(error)".contains("CRC")
        }
    }

    @Test func picturesLargerThanTheLimitOrStreamsLongerThanTheirHeaderAreRefused() throws {
        // A header of 100 000 × 100 000 pixels.
        var header = [UInt8](Fixture.data(Fixture.rgba8))
        for (offset, byte) in [UInt8(0x00), 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0].enumerated() {
            header[16 + offset] = byte
        }
        Self.fixCRC(&header, chunkAt: 8)
        #expect(throws: SCIImageError.tooLarge(width: 100_000, height: 100_000)) {
            try SCIImage(pngData: Data(header))
        }
        // The 5 × 3 picture's pixels, declared as 1 × 1: the stream holds more than fits.
        var small = [UInt8](Fixture.data(Fixture.rgba8))
        small[19] = 1
        small[23] = 1
        Self.fixCRC(&small, chunkAt: 8)
        #expect {
            try SCIImage(pngData: Data(small))
        } throws: { error in
            "\(error)".contains("longer than the header says")
        }
    }

    @Test func picturesMadeFromPixelsCheckTheirSize() {
        #expect(
            SCIImage(width: 2, height: 2, pixels: [1, 2, 3, 4])?.color(atX: 1, y: 1) == SCIColor(argb: 4))
        #expect(SCIImage(width: 2, height: 2, pixels: [1, 2, 3]) == nil)
        #expect(SCIImage(width: 0, height: 2, pixels: []) == nil)
        #expect(SCIImage(width: Int.max, height: 2, pixels: [1]) == nil)
    }

    /// Writes the CRC of the chunk starting at byte `start` of `file`.
    private static func fixCRC(_ file: inout [UInt8], chunkAt start: Int) {
        let length = file[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in file[(start + 4)..<(start + 8 + length)] {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        let end = start + 8 + length
        for offset in 0..<4 { file[end + offset] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * offset)) }
    }
}

/// The colour types the encoder writes, 8 bits a channel.
enum PNGColorType: UInt8 {
    /// Red, green, blue: every pixel is opaque.
    case rgb = 2
    /// Red, green, blue and alpha, not premultiplied.
    case rgba = 6

    var channels: Int { self == .rgb ? 3 : 4 }
}

/// Turns rows of Cairo's premultiplied ARGB32 pixels (native-endian 32-bit words) into PNG
/// scanlines: colour channels un-premultiplied exactly as Cairo's own PNG writer does, so
/// Cairo's reader gives back the same pixels, then the Up filter (each byte minus the one
/// above), which suits charts: flat areas and vertical edges become runs of zeros.
///
/// It only reads the pixels, which the caller keeps alive and unchanged while it is used,
/// so threads may share it.
struct PNGScanlines: @unchecked Sendable {
    /// The first pixel of the first row.
    let pixels: UnsafeRawPointer
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    let color: PNGColorType

    /// Bytes of one converted row, without the filter byte.
    var rowBytes: Int { width * color.channels }

    /// The PNG filter type byte of the Up filter.
    static let upFilter: UInt8 = 2

    private func row(_ y: Int) -> UnsafePointer<UInt32> {
        (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Whether every pixel of `rows` has full alpha.
    func isOpaque(rows: Range<Int>) -> Bool {
        for y in rows {
            let source = row(y)
            var all: UInt32 = 0xFFFF_FFFF
            for x in 0..<width { all &= source[x] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// Writes row `y` as RGB or RGBA bytes (``rowBytes`` of them) at `destination`.
    func convert(row y: Int, into destination: UnsafeMutableRawPointer) {
        let source = row(y)
        switch color {
        case .rgb: Self.rgb(source, count: width, into: destination)
        case .rgba: Self.rgba(source, count: width, into: destination)
        }
    }

    /// Writes one scanline, the filter byte then `current` minus `previous` byte by byte
    /// (both ``rowBytes`` long), at `destination`.
    func filterUp(
        _ current: UnsafeRawPointer, above previous: UnsafeRawPointer,
        into destination: UnsafeMutableRawPointer
    ) {
        destination.storeBytes(of: Self.upFilter, as: UInt8.self)
        let output = destination + 1
        let count = rowBytes
        let vectorBytes = MemoryLayout<SIMD32<UInt8>>.size
        var index = 0
        while index + vectorBytes <= count {
            let difference =
                current.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
                &- previous.loadUnaligned(fromByteOffset: index, as: SIMD32<UInt8>.self)
            output.storeBytes(of: difference, toByteOffset: index, as: SIMD32<UInt8>.self)
            index += vectorBytes
        }
        while index < count {
            let difference =
                current.load(fromByteOffset: index, as: UInt8.self)
                &- previous.load(fromByteOffset: index, as: UInt8.self)
            output.storeBytes(of: difference, toByteOffset: index, as: UInt8.self)
            index += 1
        }
    }

    /// Opaque pixels to R, G, B bytes: four pixels make three 32-bit words.
    private static func rgb(
        _ source: UnsafePointer<UInt32>, count: Int, into destination: UnsafeMutableRawPointer
    ) {
        var x = 0
        var offset = 0
        while x + 4 <= count {
            let a = packedRGB(source[x])
            let b = packedRGB(source[x + 1])
            let c = packedRGB(source[x + 2])
            let d = packedRGB(source[x + 3])
            destination.storeBytes(of: (a | b << 24).littleEndian, toByteOffset: offset, as: UInt32.self)
            destination.storeBytes(
                of: (b >> 8 | c << 16).littleEndian, toByteOffset: offset + 4, as: UInt32.self)
            destination.storeBytes(
                of: (c >> 16 | d << 8).littleEndian, toByteOffset: offset + 8, as: UInt32.self)
            x += 4
            offset += 12
        }
        while x < count {
            let pixel = source[x]
            destination.storeBytes(
                of: UInt8(truncatingIfNeeded: pixel >> 16), toByteOffset: offset, as: UInt8.self)
            destination.storeBytes(
                of: UInt8(truncatingIfNeeded: pixel >> 8), toByteOffset: offset + 1, as: UInt8.self)
            destination.storeBytes(
                of: UInt8(truncatingIfNeeded: pixel), toByteOffset: offset + 2, as: UInt8.self)
            x += 1
            offset += 3
        }
    }

    /// Premultiplied pixels to R, G, B, A bytes, each channel `(c * 255 + a / 2) / a` as
    /// Cairo's writer computes it (capped at 255), and all zero where alpha is zero.
    private static func rgba(
        _ source: UnsafePointer<UInt32>, count: Int, into destination: UnsafeMutableRawPointer
    ) {
        for x in 0..<count {
            let pixel = source[x]
            let alpha = pixel >> 24
            let value: UInt32
            switch alpha {
            case 0xFF:
                value = packedRGB(pixel) | 0xFF00_0000
            case 0:
                value = 0
            default:
                func channel(_ shift: UInt32) -> UInt32 {
                    min((((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha, 255)
                }
                value = channel(16) | channel(8) << 8 | channel(0) << 16 | alpha << 24
            }
            destination.storeBytes(of: value.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// R, G, B of a pixel in the low three bytes, in memory order: a byte swap puts B, G, R,
    /// A from the top byte down, and the shift drops A.
    @inline(__always) private static func packedRGB(_ pixel: UInt32) -> UInt32 {
        pixel.byteSwapped >> 8
    }
}

import Foundation

/// The pixels a sprite point marker's drawer paints: `width` × `height` colours, clear to
/// begin with (SciChart's `SCIBitmap`; iOS hands the drawer a Core Graphics context, this
/// one paints pictures, rectangles and single pixels).
///
/// Coordinates are pixels from the top left. Everything painted is composited over what is
/// there (source over).
public final class SCIBitmap {
    /// The number of pixels across.
    public let width: Int
    /// The number of pixel rows.
    public let height: Int
    /// The colours as `0xAARRGGBB` (not premultiplied), row by row from the top.
    public private(set) var pixels: [UInt32]

    /// A clear bitmap of `width` × `height` pixels (each at least 1).
    public init(width: Int, height: Int) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.pixels = [UInt32](repeating: 0, count: self.width * self.height)
    }

    /// The bitmap's size in pixels.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The colour of pixel (`x`, `y`); `nil` outside the bitmap.
    public func color(atX x: Int, y: Int) -> SCIColor? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        return SCIColor(argb: pixels[y * width + x])
    }

    /// Paints pixel (`x`, `y`) with `color`; outside the bitmap nothing happens.
    public func setColor(_ color: SCIColor, atX x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        blend(color.argb, at: y * width + x, coverage: 1)
    }

    /// Makes every pixel `color` (clear by default), replacing what was there.
    public func clear(to color: SCIColor = .clear) {
        pixels = [UInt32](repeating: color.argb, count: pixels.count)
    }

    /// Paints `rect` with `color`; pixels the rectangle's edge crosses are covered in part.
    public func fill(_ rect: CGRect, with color: SCIColor) {
        guard let (columns, rows) = covered(rect) else { return }
        for y in rows {
            let rowCoverage = Self.overlap(Double(y), Double(rect.minY), Double(rect.maxY))
            for x in columns {
                let coverage = rowCoverage * Self.overlap(Double(x), Double(rect.minX), Double(rect.maxX))
                blend(color.argb, at: y * width + x, coverage: coverage)
            }
        }
    }

    /// Paints `image` stretched over `rect`: each bitmap pixel takes the average of the
    /// picture's pixels under it when the picture shrinks, and blends its four nearest when
    /// it grows.
    public func draw(_ image: SCIImage, in rect: CGRect) {
        guard let (columns, rows) = covered(rect) else { return }
        let scaleX = Double(image.width) / Double(rect.width)
        let scaleY = Double(image.height) / Double(rect.height)
        guard scaleX.isFinite, scaleY.isFinite else { return }
        for y in rows {
            let rowCoverage = Self.overlap(Double(y), Double(rect.minY), Double(rect.maxY))
            // The pixel's span in the picture's pixels.
            let top = (Double(y) - Double(rect.minY)) * scaleY
            for x in columns {
                let coverage = rowCoverage * Self.overlap(Double(x), Double(rect.minX), Double(rect.maxX))
                let left = (Double(x) - Double(rect.minX)) * scaleX
                let color =
                    scaleX > 1 || scaleY > 1
                    ? Self.average(image, left, top, left + scaleX, top + scaleY)
                    : Self.bilinear(image, left + scaleX / 2 - 0.5, top + scaleY / 2 - 0.5)
                blend(color, at: y * width + x, coverage: coverage)
            }
        }
    }

    /// The bitmap as a picture.
    public var image: SCIImage? { SCIImage(width: width, height: height, pixels: pixels) }

    /// The pixel columns and rows `rect` touches inside the bitmap; `nil` for none or a
    /// rectangle that is empty or not finite.
    private func covered(_ rect: CGRect) -> (Range<Int>, Range<Int>)? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map(Double.init)
        guard edges.allSatisfy(\.isFinite), rect.width > 0, rect.height > 0 else { return nil }
        // Each edge within a pixel of the bitmap before it becomes an integer.
        func clamped(_ value: Double, _ size: Int) -> Double { min(max(value, -1), Double(size) + 1) }
        let left = max(0, Int(clamped(edges[0], width).rounded(.down)))
        let top = max(0, Int(clamped(edges[1], height).rounded(.down)))
        let right = min(width, Int(clamped(edges[2], width).rounded(.up)))
        let bottom = min(height, Int(clamped(edges[3], height).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    /// How much of pixel span `start..<start + 1` lies in `low...high`.
    private static func overlap(_ start: Double, _ low: Double, _ high: Double) -> Double {
        max(0, min(start + 1, high) - max(start, low))
    }

    /// `source` over pixel `index`, at `coverage` (0 to 1).
    private func blend(_ source: UInt32, at index: Int, coverage: Double) {
        let sourceAlpha = Double(source >> 24) / 255 * min(max(coverage, 0), 1)
        guard sourceAlpha > 0 else { return }
        let destination = pixels[index]
        let destinationAlpha = Double(destination >> 24) / 255
        let alpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha)
        var result = UInt32((alpha * 255).rounded()) << 24
        for shift: UInt32 in [16, 8, 0] {
            let over = Double(source >> shift & 0xFF) * sourceAlpha
            let under = Double(destination >> shift & 0xFF) * destinationAlpha * (1 - sourceAlpha)
            result |= UInt32(min(255, ((over + under) / alpha).rounded())) << shift
        }
        pixels[index] = result
    }

    /// The picture's mean colour over `left..<right` × `top..<bottom` (in its pixels),
    /// weighted by alpha.
    private static func average(
        _ image: SCIImage, _ left: Double, _ top: Double, _ right: Double, _ bottom: Double
    )
        -> UInt32
    {
        var sum = ColorSum()
        // Within the picture before becoming integers (a tiny rectangle's span is huge).
        let (width, height) = (Double(image.width), Double(image.height))
        let columns =
            Int(min(max(left, 0), width).rounded(.down))..<Int(min(max(right, 0), width).rounded(.up))
        let rows =
            Int(min(max(top, 0), height).rounded(.down))..<Int(min(max(bottom, 0), height).rounded(.up))
        for row in rows {
            let rowWeight = overlap(Double(row), top, bottom)
            for column in columns {
                sum.add(
                    image.pixels[row * image.width + column],
                    weight: rowWeight * overlap(Double(column), left, right))
            }
        }
        return sum.color
    }

    /// The picture at (`x`, `y`) (pixel centres at whole numbers) from its four nearest
    /// pixels, weighted by alpha; edges repeat.
    private static func bilinear(_ image: SCIImage, _ x: Double, _ y: Double) -> UInt32 {
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = x - Double(x0)
        let fy = y - Double(y0)
        var sum = ColorSum()
        for (dx, dy, weight) in [
            (0, 0, (1 - fx) * (1 - fy)), (1, 0, fx * (1 - fy)), (0, 1, (1 - fx) * fy), (1, 1, fx * fy),
        ] {
            let column = min(max(x0 + dx, 0), image.width - 1)
            let row = min(max(y0 + dy, 0), image.height - 1)
            sum.add(image.pixels[row * image.width + column], weight: weight)
        }
        return sum.color
    }
}

/// A weighted mean of colours, each weighted by its alpha too (a clear pixel's colour counts
/// for nothing).
private struct ColorSum {
    private var alpha = 0.0
    private var red = 0.0
    private var green = 0.0
    private var blue = 0.0
    private var weight = 0.0

    mutating func add(_ pixel: UInt32, weight: Double) {
        let alpha = Double(pixel >> 24) * weight
        self.alpha += alpha
        red += Double(pixel >> 16 & 0xFF) * alpha
        green += Double(pixel >> 8 & 0xFF) * alpha
        blue += Double(pixel & 0xFF) * alpha
        self.weight += weight
    }

    /// The mean as `0xAARRGGBB`.
    var color: UInt32 {
        guard weight > 0, alpha > 0 else { return 0 }
        func channel(_ sum: Double) -> UInt32 { UInt32(min(255, (sum / alpha).rounded())) }
        return UInt32(min(255, (alpha / weight).rounded())) << 24 | channel(red) << 16 | channel(green) << 8
            | channel(blue)
    }
}

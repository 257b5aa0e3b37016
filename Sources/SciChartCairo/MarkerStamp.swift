import CCairo
import Foundation
import SciChart

extension SCIMarkerRun {
    /// What a marker looks like, without where it goes: the key of a rasterised stamp.
    struct Look: Hashable {
        let shape: SCIPath
        let fill: SCIFill?
        let stroke: SCIStroke?
    }

    var look: Look { Look(shape: shape, fill: fill, stroke: stroke) }
}

/// A marker shape rasterised once at a device scale, then copied to many centres.
///
/// The shape is rasterised at ``phases`` x ``phases`` sub-pixel offsets; each centre takes
/// the copy whose offset is nearest to where it falls (within an eighth of a device pixel),
/// so drawing a million markers costs a million small copies instead of a million Cairo
/// paths, and looks the same. The copy composites
/// "over", honours the current clip, and falls back to Cairo painting when the target is
/// not a plain image (inside an opacity group, or a window surface).
final class MarkerStamp {
    /// Sub-pixel positions per axis.
    static let phases = 4

    let scale: Double
    /// One image per sub-pixel offset, row-major by (y phase, x phase).
    let images: [CairoSurface]
    /// Per image and row, the first and past-the-last column with any ink: copies skip
    /// the transparent corners.
    let inked: [[(first: Int, end: Int)]]
    /// The device pixel of the stamp that holds a centre.
    let anchorX: Int
    let anchorY: Int
    let width: Int
    let height: Int
    /// Set when every pixel of every copy is one opaque colour at some coverage, so that
    /// markers may be drawn in any order: what dense runs are drawn through.
    let solid: SolidStamp?
    /// Each image's pixels (premultiplied ARGB), read while the stamp lives, and the pixels
    /// per row.
    private let sources: [UnsafePointer<UInt32>]
    private let sourceStride: Int

    /// Rasterises the run's shape at `scale`; `nil` when it has no pixels.
    init?(run: SCIMarkerRun, scale: Double) {
        guard scale.isFinite, scale > 0 else { return nil }
        let bounds = run.shape.bounds
        guard !bounds.isNull, [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].allSatisfy(\.isFinite)
        else {
            return nil
        }
        // The shape's reach past its path (half the stroke, a miter's worth more), in points.
        let reach = (run.stroke?.width ?? 0)
        let left = (Double(bounds.minX) - reach) * scale
        let top = (Double(bounds.minY) - reach) * scale
        let right = (Double(bounds.maxX) + reach) * scale
        let bottom = (Double(bounds.maxY) + reach) * scale
        // Every centre falls inside pixel (anchorX, anchorY) of its stamp.
        anchorX = Int(max((-left).rounded(.up), 0))
        anchorY = Int(max((-top).rounded(.up), 0))
        // A centre lies within its anchor pixel, so coverage ends before anchor + 1 + right.
        width = anchorX + 1 + Int(max(right.rounded(.up), 0))
        height = anchorY + 1 + Int(max(bottom.rounded(.up), 0))
        guard width > 0, height > 0, width <= 4096, height <= 4096 else { return nil }
        var list = SCIDisplayList()
        list.draw(run.shape, fill: run.fill, stroke: run.stroke)
        var images: [CairoSurface] = []
        for phase in 0..<(Self.phases * Self.phases) {
            guard let surface = try? CairoSurface(width: width, height: height),
                let context = try? CairoContext(surface: surface)
            else { return nil }
            let cr = context.pointer
            cairo_translate(
                cr, Double(anchorX) + Self.offset(phase % Self.phases),
                Double(anchorY) + Self.offset(phase / Self.phases))
            cairo_scale(cr, scale, scale)
            var painter = DisplayListPainter(context: context)
            painter.paint(list)
            cairo_surface_flush(surface.pointer)
            images.append(surface)
        }
        self.images = images
        self.scale = scale
        let sources = images.map { image in
            image.withBytes { UnsafePointer($0.baseAddress!.assumingMemoryBound(to: UInt32.self)) }
        }
        let sourceStride = images[0].stride / 4
        self.sources = sources
        self.sourceStride = sourceStride
        let (columnCount, rowCount) = (width, height)
        inked = sources.map { pixels in
            (0..<rowCount).map { row in
                let line = pixels + row * sourceStride
                let columns = (0..<columnCount).filter { line[$0] != 0 }
                return (columns.first ?? 0, (columns.last ?? -1) + 1)
            }
        }
        solid = SolidStamp(images: images, anchorX: anchorX, anchorY: anchorY)
    }

    /// Composites the copy of sub-pixel `phase` with its top left at device pixel (`left`,
    /// `top`) over `target`, inside its clip; pixels that are already `skipping` stay as
    /// they are (a solid stamp's colour, which no copy of it changes).
    @inline(__always)
    func copy(phase: Int, top: Int, left: Int, into target: ImageTarget, skipping: UInt32? = nil) {
        let (clipLeft, clipTop, clipRight, clipBottom) = target.clip
        let spans = inked[phase]
        let firstRow = max(top, clipTop)
        for row in firstRow..<max(min(top + height, clipBottom), firstRow) {
            let span = spans[row - top]
            let first = max(left + span.first, clipLeft)
            let end = min(left + span.end, clipRight)
            guard first < end else { continue }
            let sourceRow = sources[phase] + (row - top) * sourceStride - left
            let destinationRow = target.pixels + row * target.stride
            if let skipping {
                for column in first..<end where destinationRow[column] != skipping {
                    destinationRow[column] = Self.over(sourceRow[column], destinationRow[column])
                }
            } else {
                for column in first..<end {
                    destinationRow[column] = Self.over(sourceRow[column], destinationRow[column])
                }
            }
        }
    }

    /// Where within its pixel a centre of sub-pixel `phase` lies.
    private static func offset(_ phase: Int) -> Double {
        (Double(phase) + 0.5) / Double(phases)
    }

    /// The sub-pixel phase of a device coordinate's fraction.
    @inline(__always)
    static func phase(_ fraction: Double) -> Int {
        min(max(Int(fraction * Double(phases)), 0), phases - 1)
    }

    /// Copies the stamp to each centre of `run`, through the context's transform and clip.
    /// A dense run of a one-colour marker goes through ``SolidStamp`` when its markers
    /// would cover `clipArea` (device pixels) at least once over. The painter passes the
    /// clip's area in the whole picture, so that every band of a picture decides as one
    /// pass would.
    func draw(_ run: SCIMarkerRun, into context: OpaquePointer, clipArea: Int) {
        guard let target = ImageTarget(context) else {
            Self.fill(run, into: context)
            return
        }
        defer { target.finish() }
        if let solid, solid.pays(for: run.count, clipArea: clipArea) {
            solid.draw(run, into: target, copies: self)
            return
        }
        let (clipLeft, clipTop, clipRight, clipBottom) = target.clip
        // Stamps are copied in order of their rows, so the image is written top to bottom
        // rather than at random: a million markers stay within the cache's reach.
        let rowRange = (clipTop - height)...(clipBottom + height)
        var placed: [(top: Int32, left: Int32, phase: UInt8)] = []
        placed.reserveCapacity(run.count)
        var perRow = [Int32](repeating: 0, count: rowRange.count + 1)
        // The rows of the centres whose stamps' tops are in `rowRange`.
        let centreRows = (rowRange.lowerBound + anchorY)..<(rowRange.upperBound + anchorY + 1)
        run.centers.withUnsafeBufferPointer { centers in
            for index in 0..<run.count {
                guard let pixel = target.pixel(centers[2 * index], centers[2 * index + 1], rows: centreRows)
                else { continue }
                let top = pixel.y - anchorY
                let left = pixel.x - anchorX
                guard left < clipRight, left + width > clipLeft else { continue }
                let phase = Self.phase(pixel.fractionY) * Self.phases + Self.phase(pixel.fractionX)
                placed.append((Int32(top), Int32(left), UInt8(phase)))
                perRow[top - rowRange.lowerBound + 1] += 1
            }
        }
        // A counting sort by row: linear in the markers.
        for row in 1..<perRow.count { perRow[row] += perRow[row - 1] }
        var sorted = placed
        for stamp in placed {
            let slot = Int(stamp.top) - rowRange.lowerBound
            sorted[Int(perRow[slot])] = stamp
            perRow[slot] += 1
        }
        for (top, left, phase) in sorted {
            copy(phase: Int(phase), top: Int(top), left: Int(left), into: target)
        }
    }

    /// `source` (premultiplied) at `coverage` over `destination` (premultiplied).
    @inline(__always)
    static func over(_ source: UInt32, coverage: UInt32, _ destination: UInt32) -> UInt32 {
        // The colour scaled by the coverage (in 256ths, at most 256), two channels at a time.
        let redBlue = (((source & 0x00FF_00FF) &* coverage) >> 8) & 0x00FF_00FF
        let alphaGreen = ((((source >> 8) & 0x00FF_00FF) &* coverage) >> 8) & 0x00FF_00FF
        return over(redBlue | alphaGreen << 8, destination)
    }

    /// Premultiplied "over": the source plus what it lets through of the destination.
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let alpha = source >> 24
        if alpha == 0xFF { return source }
        if alpha == 0 { return destination }
        let keep = 255 - alpha
        // Two channels at a time: red and blue, then alpha and green.
        let redBlue = ((destination & 0x00FF_00FF) &* keep &+ 0x0080_0080)
        let alphaGreen = (((destination >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080)
        let rb = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let ag = ((alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        return source &+ (rb | (ag << 8))
    }

    /// The general path: the shape at each centre as one Cairo path, filled and stroked.
    private static func fill(_ run: SCIMarkerRun, into context: OpaquePointer) {
        var list = SCIDisplayList()
        if let fill = run.fill, let image = fill.image {
            // A picture marker: the shape and its picture moved to each centre.
            for index in 0..<run.count {
                let center = run.center(at: index)
                var path = SCIPath()
                path.addPath(run.shape, offsetBy: center)
                var moved = image
                moved.rect = image.rect.offsetBy(dx: center.x, dy: center.y)
                list.draw(path, fill: SCIFill(image: moved, evenOdd: fill.evenOdd), stroke: run.stroke)
            }
        } else {
            var path = SCIPath()
            for index in 0..<run.count { path.addPath(run.shape, offsetBy: run.center(at: index)) }
            list.draw(path, fill: run.fill, stroke: run.stroke)
        }
        var painter = DisplayListPainter(pointer: context)
        painter.paint(list)
    }
}

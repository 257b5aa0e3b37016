import Foundation
import SciChart

/// What a marker stamp is when every pixel of every copy is one opaque colour at some
/// coverage (a filled shape with no outline of another colour): such markers drawn over one
/// another give each pixel that colour at their combined coverage, whatever their order.
///
/// So a dense run is drawn in three steps. The device pixels its markers stand on are
/// recorded, a bit each. The pixels some marker covers fully (those bits spread by the
/// shape's opaque core) are filled with the colour at once. Only the markers that reach a
/// pixel no marker covers fully are copied, and only onto such pixels. In a dense cloud
/// nearly every marker is wholly covered by others and costs two bit operations; the
/// picture is the one copying every marker gives, to rounding.
struct SolidStamp {
    /// The colour, premultiplied, alpha 255.
    let color: UInt32
    /// Offsets from a centre's pixel, by row, of the pixels every copy covers fully.
    let core: [(row: Int, columns: [Int])]
    /// Offsets from a centre's pixel, by row, of the pixels some copy has ink on.
    let reach: [(row: Int, columns: [Int])]
    /// How many pixels `reach` holds.
    let reachCount: Int

    /// The solid stamp of `images` (each a copy of the marker at one sub-pixel offset, the
    /// centre's pixel at `anchorX`, `anchorY`), or `nil` when they are not one colour, have
    /// no fully covered pixel, or are wider than a 64-pixel word.
    init?(images: [CairoSurface], anchorX: Int, anchorY: Int) {
        guard let first = images.first, first.width <= 64, first.height <= 64 else { return nil }
        var color: UInt32?
        for image in images where color == nil {
            color = image.withBytes { bytes in
                bytes.bindMemory(to: UInt32.self).first { $0 >> 24 == 0xFF }
            }
        }
        guard let color else { return nil }
        var core = [UInt64](repeating: ~0, count: first.height)
        var reach = [UInt64](repeating: 0, count: first.height)
        for image in images {
            let fits: Bool = image.withBytes { bytes in
                let words = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                let stride = image.stride / 4
                for row in 0..<image.height {
                    var full: UInt64 = 0
                    var inked: UInt64 = 0
                    for column in 0..<image.width {
                        let pixel = words[row * stride + column]
                        guard Self.isShade(pixel, of: color) else { return false }
                        if pixel == color { full |= 1 << UInt64(column) }
                        if pixel != 0 { inked |= 1 << UInt64(column) }
                    }
                    core[row] &= full
                    reach[row] |= inked
                }
                return true
            }
            guard fits else { return nil }
        }
        func offsets(_ masks: [UInt64]) -> [(row: Int, columns: [Int])] {
            masks.enumerated().compactMap { row, mask in
                guard mask != 0 else { return nil }
                return (row - anchorY, (0..<64).filter { mask & (1 << UInt64($0)) != 0 }.map { $0 - anchorX })
            }
        }
        self.color = color
        self.core = offsets(core)
        self.reach = offsets(reach)
        reachCount = reach.reduce(0) { $0 + $1.nonzeroBitCount }
        guard !self.core.isEmpty else { return nil }
    }

    /// Whether `pixel` is `color` at some coverage: each channel the colour's times the
    /// pixel's alpha, to rounding.
    private static func isShade(_ pixel: UInt32, of color: UInt32) -> Bool {
        let alpha = pixel >> 24
        for shift: UInt32 in [0, 8, 16] {
            let expected = Int(((color >> shift) & 0xFF) * alpha + 127) / 255
            if abs(Int((pixel >> shift) & 0xFF) - expected) > 2 { return false }
        }
        return true
    }

    /// Whether a run of `count` markers is dense enough for this way to pay: when copying
    /// every marker would touch at least as many pixels as the clip holds (`clipArea`).
    func pays(for count: Int, clipArea: Int) -> Bool {
        count.multipliedReportingOverflow(by: reachCount).partialValue >= clipArea
    }

    /// Draws `run` onto `target` with the copies of `stamp` (whose solid stamp this is).
    func draw(_ run: SCIMarkerRun, into target: ImageTarget, copies stamp: MarkerStamp) {
        let (clipLeft, clipTop, clipRight, clipBottom) = target.clip
        // The pixels markers stand on, over the clip and a marker's size around it.
        var standing = PixelBits(
            left: clipLeft - stamp.width, top: clipTop - stamp.height,
            columns: clipRight - clipLeft + 2 * stamp.width, rows: clipBottom - clipTop + 2 * stamp.height)
        let rows = standing.top..<(standing.top + standing.rows)
        run.centers.withUnsafeBufferPointer { centers in
            for index in 0..<run.count {
                guard let pixel = target.pixel(centers[2 * index], centers[2 * index + 1], rows: rows),
                    standing.contains(x: pixel.x, y: pixel.y)
                else { continue }
                standing.set(x: pixel.x, y: pixel.y)
            }
        }
        let inverted = { (offsets: [(row: Int, columns: [Int])]) in
            offsets.map { (-$0.row, $0.columns.map { -$0 }) }
        }
        let covered = standing.spread(inverted(core))
        let edge = standing.spread(inverted(reach)).subtracting(covered)
        let needed = edge.spread(reach).intersection(standing)
        // The fully covered pixels, filled at once.
        let pixels = target.pixels
        for row in clipTop..<clipBottom {
            let line = pixels + row * target.stride
            covered.forEachRun(inRow: row, from: clipLeft, to: clipRight) { columns in
                (line + columns.lowerBound).update(repeating: color, count: columns.count)
            }
        }
        // The markers that reach an edge pixel, copied onto the pixels not yet the colour.
        let phases = MarkerStamp.phases
        run.centers.withUnsafeBufferPointer { centers in
            for index in 0..<run.count {
                guard let pixel = target.pixel(centers[2 * index], centers[2 * index + 1], rows: rows),
                    needed.test(x: pixel.x, y: pixel.y)
                else { continue }
                let phase = MarkerStamp.phase(pixel.fractionY) * phases + MarkerStamp.phase(pixel.fractionX)
                stamp.copy(
                    phase: phase, top: pixel.y - stamp.anchorY, left: pixel.x - stamp.anchorX, into: target,
                    skipping: color)
            }
        }
    }
}

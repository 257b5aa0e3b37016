import Foundation
import SciChart

/// Splits an image into bands of rows that are painted at the same time, one per core.
///
/// Each band replays the whole display list into its own rows through a Cairo surface over
/// those rows, translated by a whole number of pixels, so every path lands on the same
/// fixed-point pixel grid and the pixels are those of one pass. That holds at whole-number
/// scales only: at a scale such as 1.5, Cairo's `scale * y - top` may round differently
/// from `scale * y` in the last bit, so such images are painted in one pass. Glyph
/// positions are rounded to whole pixels, so no band edge crosses text (with a margin):
/// cutting a glyph could round its two halves differently.
enum RasterBands {
    /// Images with fewer pixels are painted in one pass: the threads would cost more.
    static let minimumPixels = 200_000
    /// The fewest rows in a band.
    static let minimumRows = 64

    /// Up to `count` runs of rows covering `height`, cut near equal shares but not through
    /// text in `lists` (drawn at `scale` device pixels per point).
    static func rows(
        width: Int, height: Int, scale: Double, lists: [SCIDisplayList], count: Int
    ) -> [Range<Int>] {
        guard count > 1, scale == scale.rounded(), width * height >= minimumPixels, height >= 2 * minimumRows
        else {
            return [0..<height]
        }
        let text = lists.flatMap { textRows($0, scale: scale) }
        func isFree(_ row: Int) -> Bool { !text.contains { $0.contains(row) } }
        var cuts: [Int] = []
        for index in 1..<count {
            let ideal = height * index / count
            let low = (cuts.last ?? 0) + minimumRows
            let high = height - minimumRows
            guard low <= high else { break }
            let nearest = (0...max(ideal - low, high - ideal)).lazy.flatMap { [ideal - $0, ideal + $0] }
                .first { $0 >= low && $0 <= high && isFree($0) }
            if let cut = nearest { cuts.append(cut) }
        }
        let edges = [0] + cuts + [height]
        return (0..<edges.count - 1).map { edges[$0]..<edges[$0 + 1] }
    }

    /// The device rows a band edge must not cut: each text run's box (rotation included),
    /// widened by a quarter of its font size and two pixels for glyphs that overhang.
    static func textRows(_ list: SCIDisplayList, scale: Double) -> [ClosedRange<Int>] {
        list.textRuns.compactMap { run in
            let box = run.bounds
            let radians = run.rotation * .pi / 180
            let origin = run.origin
            let ys = [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)]
                .map {
                    x, y in
                    Double(origin.y) + Double(x - origin.x) * sin(radians) + Double(y - origin.y)
                        * cos(radians)
                }
            let margin = run.fontSize / 4 + 2 / max(scale, 1e-9)
            guard let top = ys.min(), let bottom = ys.max() else { return nil }
            let first = ((top - margin) * scale).rounded(.down)
            let last = ((bottom + margin) * scale).rounded(.up)
            guard first.isFinite, last.isFinite, first <= last else { return nil }
            let clamp = { (value: Double) in Int(min(max(value, -1), 1e9)) }
            return clamp(first)...clamp(last)
        }
    }
}

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
    /// Lists lighter than this (path verbs, and 50 for each text run) are painted in one
    /// pass: waking threads and waiting for the last band would cost more than they save. An
    /// overlay of a few tools is far below it; a chart of a few thousand candles far above.
    static let minimumWeight = 2_000

    /// Up to `count` runs of rows covering `height`, cut near equal shares but not through
    /// text in `lists` (drawn at `scale` device pixels per point).
    static func rows(
        width: Int, height: Int, scale: Double, lists: [SCIDisplayList], count: Int
    ) -> [Range<Int>] {
        guard count > 1, scale == scale.rounded(), width * height >= minimumPixels, height >= 2 * minimumRows,
            weight(of: lists) >= minimumWeight
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

    /// A rough measure of painting work: path verbs, and 50 for each text run.
    static func weight(of lists: [SCIDisplayList]) -> Int {
        var total = 0
        for list in lists {
            for command in list.commands {
                switch command {
                case .fill(let path, _), .stroke(let path, _): total += path.verbs.count
                case .text: total += 50
                default: break
                }
            }
        }
        return total
    }

    /// The device rows a band edge must not cut: each text run's box (rotation and the
    /// transforms around it included), widened by a quarter of its font size and two pixels
    /// for glyphs that overhang.
    static func textRows(_ list: SCIDisplayList, scale: Double) -> [ClosedRange<Int>] {
        var rows: [ClosedRange<Int>] = []
        walk(list) { command, transform in
            guard case .text(let run) = command,
                let range = Self.rows(of: run, transform: transform, scale: scale)
            else { return }
            // A run wholly above or below every band's rows (a label far off the picture)
            // constrains no cut.
            let top = max(range.lowerBound, -1)
            let bottom = min(range.upperBound, 1e9)
            guard top <= bottom else { return }
            rows.append(Int(top)...Int(bottom))
        }
        return rows
    }

    /// For each command of `list`, the device rows it can paint, or `nil` for one every band
    /// runs (clips, groups, and anything whose extent is not finite), through the transforms
    /// pushed before it. A band skips the commands that cannot reach its rows: each text run
    /// costs a glyph lookup and each path a trip through Cairo's stroker even where nothing
    /// lands.
    static func commandRows(_ list: SCIDisplayList, scale: Double) -> [ClosedRange<Double>?] {
        var result: [ClosedRange<Double>?] = []
        result.reserveCapacity(list.commands.count)
        walk(list) { command, transform in
            switch command {
            case .fill(let path, _):
                result.append(
                    rows(of: path.bounds, margin: 1 / max(scale, 1e-9), transform: transform, scale: scale))
            case .stroke(let path, let stroke):
                // Miter joins reach out to half the miter limit (Cairo's default, 10) times
                // the width; caps and round joins less.
                result.append(
                    rows(
                        of: path.bounds, margin: stroke.width * 5 + 1 / max(scale, 1e-9),
                        transform: transform,
                        scale: scale))
            case .text(let run):
                result.append(rows(of: run, transform: transform, scale: scale))
            default:
                result.append(nil)
            }
        }
        return result
    }

    /// Calls `body` with each command of `list` and the transform in force for it (the
    /// pushed transforms composed; a non-finite one as the painter takes it, the identity).
    private static func walk(_ list: SCIDisplayList, _ body: (SCIDrawCommand, SCIAffineTransform?) -> Void) {
        var stack: [SCIAffineTransform] = []
        for command in list.commands {
            body(command, stack.last)
            switch command {
            case .pushTransform(let transform):
                let finite = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
                    .allSatisfy(\.isFinite)
                let applied = finite ? transform : .identity
                stack.append(stack.last.map { $0.concatenating(applied) } ?? applied)
            case .popTransform:
                _ = stack.popLast()
            default:
                break
            }
        }
    }

    /// The device rows of user-space `bounds` widened by `margin`, through `transform`.
    private static func rows(
        of bounds: CGRect, margin: Double, transform: SCIAffineTransform?, scale: Double
    ) -> ClosedRange<Double>? {
        guard let transform else { return rows(of: bounds, margin: margin, scale: scale) }
        let box = bounds.insetBy(dx: -margin, dy: -margin)
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return nil }
        let ys = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.minX, y: box.maxY),
            CGPoint(x: box.maxX, y: box.maxY),
        ].map { Double(transform.apply($0).y) }
        guard let top = ys.min(), let bottom = ys.max() else { return nil }
        return rows(of: CGRect(x: 0, y: top, width: 0, height: bottom - top), margin: 0, scale: scale)
    }

    private static func rows(of bounds: CGRect, margin: Double, scale: Double) -> ClosedRange<Double>? {
        let top = (Double(bounds.minY) - margin) * scale
        let bottom = (Double(bounds.maxY) + margin) * scale
        guard top.isFinite, bottom.isFinite, top <= bottom else { return nil }
        return top.rounded(.down)...bottom.rounded(.up)
    }

    /// The rows of a text run's box, rotated about its origin, widened by a quarter of its
    /// font size and two pixels, through `transform`.
    private static func rows(of run: SCITextRun, transform: SCIAffineTransform?, scale: Double)
        -> ClosedRange<Double>?
    {
        let box = run.bounds
        let radians = run.rotation * .pi / 180
        let origin = run.origin
        let corners = [
            (box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY),
        ]
        let ys = corners.map { x, y in
            Double(origin.y) + Double(x - origin.x) * sin(radians) + Double(y - origin.y) * cos(radians)
        }
        let xs = corners.map { x, y in
            Double(origin.x) + Double(x - origin.x) * cos(radians) - Double(y - origin.y) * sin(radians)
        }
        guard let top = ys.min(), let bottom = ys.max(), let left = xs.min(), let right = xs.max() else {
            return nil
        }
        return rows(
            of: CGRect(x: left, y: top, width: right - left, height: bottom - top),
            margin: run.fontSize / 4 + 2 / max(scale, 1e-9), transform: transform, scale: scale)
    }
}

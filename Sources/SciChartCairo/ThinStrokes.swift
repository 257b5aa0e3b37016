import CCairo
import Foundation
import SciChart

/// Strokes thin polylines with their joins and caps straight into an image: what line
/// series and indicators of hundreds of points ask for.
///
/// Cairo strokes such a line at one to two microseconds a segment, most of it spent
/// scanning the outline of the whole path row after row. Here the outline is built as
/// tiles (``Outline``): each segment's rectangle, cut where it meets its neighbour on the
/// inner side of their turn, and on the outer side the join Cairo draws (its round pen's
/// polygon, the miter or the bevel), with Cairo's caps. Tiles that do not overlap give each
/// pixel the stroke's exact area over it as the sum of theirs (``AreaCoverage``), which
/// is within one of Cairo's fifteen sample rows of Cairo's coverage, and each pixel is
/// composited once. A stroke whose tiles would overlap (a line crossing itself or turning
/// back within its width, as dense data drawn a few points a pixel does) is left to Cairo.
/// Only solid, antialiased pens up to ``ThinLines/maximumWidth`` device pixels wide, on
/// paths of straight segments with no closed subpath, through a uniform scale, are drawn
/// here.
enum ThinStrokes {
    /// Strokes with fewer joins are cheap enough for Cairo. Lone segments (grid lines) have
    /// none: Cairo draws them exactly at a tenth of what their long edges cost here.
    static let minimumJoins = 32
    /// How far Cairo lets a round pen's polygon stray from the circle, in device pixels
    /// (its default tolerance).
    static let tolerance = 0.1
    /// Cairo's default miter limit: a miter longer than this many widths is bevelled.
    static let miterLimit = 10.0

    /// Whether `path` stroked with `stroke` at `scale` device pixels per point may be drawn
    /// here: at least ``minimumJoins`` joins, no curve, no closed subpath.
    static func applies(to path: SCIPath, stroke: SCIStroke, scale: Double) -> Bool {
        guard stroke.antialias, stroke.dashes.isEmpty, stroke.width > 0,
            stroke.width * scale <= ThinLines.maximumWidth, path.verbs.count > minimumJoins
        else { return false }
        var joins = 0
        var previous = SCIPath.Verb.move
        for verb in path.verbs {
            switch verb {
            case .curve, .close: return false
            case .line where previous == .line: joins += 1
            default: break
            }
            previous = verb
        }
        return joins >= minimumJoins
    }

    /// Strokes `path` with `stroke` into `target`, whose row 0 is row `-pictureTop` of the
    /// whole picture (`pictureHeight` rows; the target's when `nil`) when it is a band of
    /// the picture's rows, adding coverage in `coverage`
    /// (kept for the next stroke, replaced when it covers other pixels; give it back with
    /// ``AreaCoverage/keep()`` when the painting ends); returns `false`,
    /// drawing nothing, when the transform is not a uniform scale with a possible swap of
    /// axes, the pen is too thin for Cairo to give it a polygon, or the stroke's tiles would
    /// overlap. Whether they do is decided on the whole picture's outline, so every band
    /// decides alike.
    static func draw(
        _ path: SCIPath, stroke: SCIStroke, into target: ImageTarget, pictureTop: Int,
        pictureHeight: Int? = nil,
        coverage: inout AreaCoverage?
    ) -> Bool {
        let matrix = target.matrix
        guard ThinLines.isUniform(matrix), let vertices = pen(radius: stroke.width / 2, matrix: matrix) else {
            return false
        }
        let firstRow = -pictureTop
        let columns = target.clip.left..<target.clip.right
        let rows = (target.clip.top + firstRow)..<(target.clip.bottom + firstRow)
        var outline = Outline(
            halfWidth: stroke.width * max(abs(matrix.xx), abs(matrix.xy)) / 2, pen: Pen(vertices),
            join: stroke.lineJoin, cap: stroke.lineCap)
        outline.paint(rows: rows)
        // Segments that cannot reach the picture's pixels painted (its columns painted and
        // all its rows, the same in every band) are left out: their pieces, and the joins
        // and caps at their ends, lie beyond a margin the outline cannot cross, so a piece
        // there that would not tile changes nothing. Far points are brought nearer along
        // their segments, where the cut is as far out of sight.
        let margin = outline.reach + 2
        let window = (
            left: Double(columns.lowerBound) - margin, right: Double(columns.upperBound) + margin,
            top: -margin, bottom: Double(pictureHeight ?? target.imageSize.height) + margin
        )
        let far = (
            left: window.left - Self.farOff, right: window.right + Self.farOff, top: window.top - Self.farOff,
            bottom: window.bottom + Self.farOff
        )
        var subpath: [(Double, Double)] = []
        var hasLine = false
        var previous: (Double, Double)?
        let coordinates = path.coordinates
        var index = 0
        func finishSubpath() -> Bool {
            defer {
                subpath.removeAll(keepingCapacity: true)
                hasLine = false
            }
            return outline.add(subpath, hasLine: hasLine)
        }
        for verb in path.verbs {
            // Points in the whole picture's pixels on Cairo's grid of 256ths, so each band
            // works on the numbers of one pass.
            let device = ThinLines.gridded(target.device(coordinates[index], coordinates[index + 1]))
            let point = (device.0, device.1 + Double(firstRow))
            index += 2
            guard point.0.isFinite, point.1.isFinite else {
                guard finishSubpath() else { return false }
                previous = nil
                continue
            }
            defer { previous = point }
            guard verb == .line, let start = previous else {
                guard finishSubpath() else { return false }
                if Self.contains(window, point) { subpath.append(point) }
                continue
            }
            guard min(start.0, point.0) <= window.right, max(start.0, point.0) >= window.left,
                min(start.1, point.1) <= window.bottom, max(start.1, point.1) >= window.top,
                let (from, to) = clip(start, point, to: far)
            else {
                guard finishSubpath() else { return false }
                continue
            }
            if let last = subpath.last, last != from {
                guard finishSubpath() else { return false }
            }
            if subpath.isEmpty { subpath.append(from) }
            hasLine = true
            if subpath.last.map({ $0 != to }) ?? true { subpath.append(to) }
        }
        guard finishSubpath(), outline.isTiling else { return false }
        if coverage?.columns != columns || coverage?.rows != rows {
            coverage?.keep()
            coverage = AreaCoverage.make(columns: columns, rows: rows)
        }
        guard let coverage else { return false }
        outline.forEachEdge { coverage.addEdge($0, $1, $2, $3) }
        coverage.composite(BoxFills.pixel(stroke.color), into: target, firstRow: firstRow)
        return true
    }

    /// How far beyond the pixels painted segments are cut, in pixels.
    static let farOff = 65_536.0

    private static func contains(
        _ window: (left: Double, right: Double, top: Double, bottom: Double), _ point: (Double, Double)
    ) -> Bool {
        point.0 >= window.left && point.0 <= window.right && point.1 >= window.top && point.1 <= window.bottom
    }

    /// The part of the segment from `a` to `b` inside `window`, or `nil` when none is.
    static func clip(
        _ a: (Double, Double), _ b: (Double, Double),
        to window: (left: Double, right: Double, top: Double, bottom: Double)
    ) -> ((Double, Double), (Double, Double))? {
        if contains(window, a), contains(window, b) { return (a, b) }
        var enter = 0.0
        var leave = 1.0
        let delta = (b.0 - a.0, b.1 - a.1)
        for (step, room) in [
            (-delta.0, a.0 - window.left), (delta.0, window.right - a.0), (-delta.1, a.1 - window.top),
            (delta.1, window.bottom - a.1),
        ] {
            if step == 0 {
                if room < 0 { return nil }
                continue
            }
            let t = room / step
            if step < 0 { enter = max(enter, t) } else { leave = min(leave, t) }
        }
        guard enter <= leave else { return nil }
        return (
            enter == 0 ? a : (a.0 + delta.0 * enter, a.1 + delta.1 * enter),
            leave == 1 ? b : (a.0 + delta.0 * leave, a.1 + delta.1 * leave)
        )
    }

    /// The vertices of Cairo's polygon for a round pen of `radius` (user space) through
    /// `matrix`, in device pixels about the centre; `nil` when Cairo would give it fewer
    /// than four.
    static func pen(radius: Double, matrix: cairo_matrix_t) -> [(Double, Double)]? {
        let major = radius * max(abs(matrix.xx), abs(matrix.xy))
        guard tolerance < major else { return nil }
        var count = Int((2 * Double.pi / acos(1 - tolerance / major)).rounded(.up))
        count += count % 2
        count = max(count, 4)
        return (0..<count).map { index in
            let theta = 2 * Double.pi * Double(index) / Double(count)
            let (dx, dy) = (radius * cos(theta), radius * sin(theta))
            return (matrix.xx * dx + matrix.xy * dy, matrix.yx * dx + matrix.yy * dy)
        }
    }
}

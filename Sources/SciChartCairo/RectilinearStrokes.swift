import CCairo
import Foundation
import SciChart

/// Strokes paths made only of straight up-and-down or across segments and of rectangles,
/// with mitred joins and butt ends, straight into an image: what candle wicks and outlines,
/// column outlines and doji lines ask for.
///
/// Cairo strokes such a path as the union of the boxes it covers, and composites that union
/// over the box the whole path spans: a thousand candles cost about 4 ms at 800 x 600. Here
/// the path is the same boxes (a segment is its length by the pen's width; a rectangle's
/// outline is its outer box less its inner one, as four boxes, or the outer box alone when
/// the pen is wider than the hole), each pixel's coverage is the area the boxes cover of
/// it, and the colour is composited once at that coverage. Boxes that overlap inside one
/// pixel add their areas (up to a whole pixel) where Cairo takes their union's: the same
/// wherever they do not overlap partly inside one pixel.
enum RectilinearStrokes {
    /// Paths with fewer subpaths are cheap enough for Cairo.
    static let minimumSubpaths = 16

    /// A box in device pixels, edges anywhere.
    struct Box: Equatable {
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double
    }

    /// Strokes `path` with `stroke` into `target` under `clip`; returns `false` (drawing
    /// nothing) unless the pen is solid, antialiased, mitred and butt-ended, every subpath
    /// is one straight up-and-down or across segment or a rectangle as
    /// ``SCIPath/addRect(_:)`` makes it, the transform neither rotates nor shears, and the
    /// clip's edges are on whole pixels.
    static func draw(
        _ path: SCIPath, stroke: SCIStroke, into target: ImageTarget, clip: DisplayListPainter.DeviceClip
    ) -> Bool {
        guard takes(stroke), let window = BoxFills.wholePixels(clip, in: target),
            let boxes = boxes(of: path, halfWidth: stroke.width / 2, matrix: target.matrix),
            boxes.count >= minimumSubpaths
        else { return false }
        let area = BoxFills.Box(
            left: max(window.left, target.clip.left), top: max(window.top, target.clip.top),
            right: min(window.right, target.clip.right), bottom: min(window.bottom, target.clip.bottom))
        var coverage = Coverage(boxes, within: area)
        for box in boxes { coverage.add(box) }
        coverage.composite(ThinLines.premultiplied(stroke.color), over: boxes, into: target)
        target.finish()
        return true
    }

    /// Whether `stroke` is a pen drawn here: solid, antialiased, mitred, butt-ended, with
    /// some width.
    static func takes(_ stroke: SCIStroke) -> Bool {
        stroke.antialias && stroke.dashes.isEmpty && stroke.lineJoin == .miter && stroke.lineCap == .butt
            && stroke.width > 0 && stroke.width.isFinite
    }

    /// The boxes `path` stroked `halfWidth` each side covers, in device pixels, or `nil` when
    /// a subpath is neither one straight up-and-down or across segment nor a rectangle, or
    /// the transform rotates or shears. A segment of no length covers nothing.
    static func boxes(of path: SCIPath, halfWidth: Double, matrix: cairo_matrix_t) -> [Box]? {
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        var boxes: [Box] = []
        boxes.reserveCapacity(path.verbs.count / 2)
        // User-space box to device space (a scale and a move keep boxes boxes).
        func add(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) {
            let x1 = matrix.xx * left + matrix.x0
            let x2 = matrix.xx * right + matrix.x0
            let y1 = matrix.yy * top + matrix.y0
            let y2 = matrix.yy * bottom + matrix.y0
            boxes.append(Box(left: min(x1, x2), top: min(y1, y2), right: max(x1, x2), bottom: max(y1, y2)))
        }
        let h = halfWidth
        let valid = path.verbs.withUnsafeBufferPointer { verbs in
            path.coordinates.withUnsafeBufferPointer { c in
                var verb = 0
                var at = 0
                while verb < verbs.count {
                    guard verbs[verb] == .move else { return false }
                    let rest = verbs.count - verb
                    if rest >= 2, verbs[verb + 1] == .line, rest == 2 || verbs[verb + 2] == .move {
                        // One segment: its length by the pen's width, ends cut square.
                        let (x1, y1, x2, y2) = (c[at], c[at + 1], c[at + 2], c[at + 3])
                        if x1 == x2 {
                            if y1 != y2 { add(x1 - h, min(y1, y2), x1 + h, max(y1, y2)) }
                        } else if y1 == y2 {
                            add(min(x1, x2), y1 - h, max(x1, x2), y1 + h)
                        } else {
                            return false
                        }
                        verb += 2
                        at += 4
                    } else if let corners = BoxFills.rectangle(verbs, c, verb: verb, at: at) {
                        let left = min(corners.x0, corners.x1)
                        let right = max(corners.x0, corners.x1)
                        let top = min(corners.y0, corners.y1)
                        let bottom = max(corners.y0, corners.y1)
                        if right - left <= 2 * h || bottom - top <= 2 * h {
                            add(left - h, top - h, right + h, bottom + h)
                        } else {
                            add(left - h, top - h, right + h, top + h)
                            add(left - h, bottom - h, right + h, bottom + h)
                            add(left - h, top + h, left + h, bottom - h)
                            add(right - h, top + h, right + h, bottom - h)
                        }
                        verb += 5
                        at += 8
                    } else {
                        return false
                    }
                }
                return true
            }
        }
        guard valid,
            boxes.allSatisfy({
                $0.left.isFinite && $0.top.isFinite && $0.right.isFinite && $0.bottom.isFinite
            })
        else { return nil }
        return boxes
    }

    /// Coverage in 256ths of a pixel over the part of an area that boxes reach.
    struct Coverage {
        let left: Int
        let top: Int
        let columns: Int
        let rows: Int
        private var cells: [UInt16]

        /// Room for `boxes` inside `area` (whole device pixels).
        init(_ boxes: [Box], within area: BoxFills.Box) {
            var reach = (
                left: Double.infinity, top: Double.infinity, right: -Double.infinity, bottom: -Double.infinity
            )
            for box in boxes {
                reach = (
                    min(reach.left, box.left), min(reach.top, box.top), max(reach.right, box.right),
                    max(reach.bottom, box.bottom)
                )
            }
            left = max(area.left, Self.clampedFloor(reach.left))
            top = max(area.top, Self.clampedFloor(reach.top))
            columns = max(min(area.right, Self.clampedFloor(reach.right) + 1) - left, 0)
            rows = max(min(area.bottom, Self.clampedFloor(reach.bottom) + 1) - top, 0)
            cells = [UInt16](repeating: 0, count: columns * rows)
        }

        /// The floor of `value`, kept within a million pixels of the origin.
        @inline(__always)
        static func clampedFloor(_ value: Double) -> Int {
            ThinLines.floor(min(max(value, -1e6), 1e6))
        }

        /// The pixels of `box` inside the coverage: columns and rows, ends excluded.
        @inline(__always)
        private func pixels(of box: Box) -> (first: Int, end: Int, firstRow: Int, endRow: Int)? {
            let first = max(Self.clampedFloor(box.left), left)
            let end = min(Self.clampedFloor(box.right) + 1, left + columns)
            let firstRow = max(Self.clampedFloor(box.top), top)
            let endRow = min(Self.clampedFloor(box.bottom) + 1, top + rows)
            guard first < end, firstRow < endRow else { return nil }
            return (first, end, firstRow, endRow)
        }

        /// Adds the area `box` covers of each pixel.
        mutating func add(_ box: Box) {
            guard let (first, end, firstRow, endRow) = pixels(of: box) else { return }
            let (top, left, columns) = (top, left, columns)
            // How much of pixel `index` the interval `low ..< high` holds, in 256ths.
            func share(_ index: Int, _ low: Double, _ high: Double) -> UInt32 {
                let overlap = min(high, Double(index + 1)) - max(low, Double(index))
                return UInt32(max(min(overlap, 1), 0) * 256 + 0.5)
            }
            // Columns between the first and the last are whole.
            let firstShare = share(first, box.left, box.right)
            let lastShare = share(end - 1, box.left, box.right)
            cells.withUnsafeMutableBufferPointer { cells in
                for row in firstRow..<endRow {
                    let rowShare = share(row, box.top, box.bottom)
                    guard rowShare > 0 else { continue }
                    let line = (row - top) * columns - left
                    for column in first..<end {
                        let columnShare = column == first ? firstShare : column == end - 1 ? lastShare : 256
                        let amount = (columnShare * rowShare + 128) >> 8
                        cells[line + column] = UInt16(min(UInt32(cells[line + column]) + amount, 256))
                    }
                }
            }
        }

        /// Composites `color` (premultiplied) over each pixel of `boxes` (those added) at its
        /// coverage, once a pixel: a pixel's coverage is spent when it is composited. Only
        /// the boxes' pixels are visited, not the rows between them.
        mutating func composite(_ color: UInt32, over boxes: [Box], into target: ImageTarget) {
            let opaque = color >> 24 == 0xFF
            let spans = boxes.map { pixels(of: $0) }
            let (top, left, columns) = (top, left, columns)
            cells.withUnsafeMutableBufferPointer { cells in
                for span in spans {
                    guard let (first, end, firstRow, endRow) = span else { continue }
                    for row in firstRow..<endRow {
                        let line = target.pixels + row * target.stride
                        let cellLine = (row - top) * columns - left
                        for column in first..<end {
                            let amount = UInt32(cells[cellLine + column])
                            guard amount > 0 else { continue }
                            cells[cellLine + column] = 0
                            line[column] =
                                amount == 256 && opaque
                                ? color : MarkerStamp.over(color, coverage: amount, line[column])
                        }
                    }
                }
            }
        }
    }
}

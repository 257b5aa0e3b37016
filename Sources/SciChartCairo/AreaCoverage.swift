import Foundation
import SciChart

/// The exact area that closed outlines cover of each pixel of a band of rows, composited
/// into an image once a pixel.
///
/// Each edge adds, in every pixel of every row it crosses, its signed height there times
/// the share of the pixel to its right, and the rest of that height to the next pixel; a
/// running sum along the row then gives each pixel the area of the outlines over it (each
/// point counted by its winding). Outlines that tile a shape without overlapping, as a
/// thin stroke's pieces do (``ThinStrokes``), so give each pixel the shape's area over it,
/// the edges two pieces share cancelling. Only the blocks of ``blockWidth`` pixels an edge
/// touched are summed and cleared, so a long thin line costs its own pixels, not the
/// band's. One instance serves a band's painting, stroke after stroke, and is kept for the
/// next painting.
///
/// It is `Sendable` so that kept coverage can pass from one band's thread to another's
/// through ``keep()`` and ``make(columns:rows:)``; only one painter holds it at a time.
final class AreaCoverage: @unchecked Sendable {
    /// Pixels summed together when an edge touches one of them.
    static let blockWidth = 8
    /// The picture's columns painted, and its rows.
    private(set) var columns: Range<Int> = 0..<0
    private(set) var rows: Range<Int> = 0..<0
    /// Cells per row: one a column painted, and one more taking what lies right of them.
    private var width = 0
    /// Cells and words of `touched` a row, in the storage.
    private var rowCells = 0
    private var wordsPerRow = 0
    /// Every cell is zero between composites, and every bit of `touched`.
    private var cells: UnsafeMutablePointer<Float>
    /// A bit for each block an edge touched, row after row.
    private var touched: UnsafeMutablePointer<UInt64>
    private var capacity: (cells: Int, words: Int)
    /// The rows an edge touched since the last composite (first, last).
    private var touchedRows: (first: Int, last: Int)?

    /// Coverage kept between paintings, so a frame does not clear and fault in a buffer
    /// the size of its picture for every band.
    private static let kept = Locked<[AreaCoverage]>([])

    private init() {
        capacity = (0, 0)
        cells = .allocate(capacity: 0)
        touched = .allocate(capacity: 0)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
    }

    /// Coverage for `columns` and `rows` of a picture, all zero: one kept from an earlier
    /// painting when there is one (give it back with ``keep()``).
    static func make(columns: Range<Int>, rows: Range<Int>) -> AreaCoverage {
        let coverage = kept.withLock { $0.popLast() } ?? AreaCoverage()
        coverage.cover(columns: columns, rows: rows)
        return coverage
    }

    /// Keeps this coverage (all zero again after its last composite) for a later painting,
    /// unless it is larger than a view's picture usually needs (a large export's).
    func keep() {
        guard capacity.cells <= Self.largestKept else { return }
        Self.kept.withLock { kept in
            // One a core is what bands use at once.
            if kept.count < 8 { kept.append(self) }
        }
    }

    /// The most cells a kept coverage holds: a band of a 4K picture.
    private static let largestKept = 3840 * 1080

    /// Sets the pixels covered, growing the storage when it is too small.
    private func cover(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
        width = columns.count + 1
        // A part ending on the right edge may add to the cell after it too.
        let blocks = (width + 1 + Self.blockWidth - 1) / Self.blockWidth
        rowCells = blocks * Self.blockWidth
        wordsPerRow = (blocks + 63) / 64
        let needed = (rowCells * rows.count, wordsPerRow * rows.count)
        if needed.0 > capacity.cells {
            cells.deallocate()
            cells = .allocate(capacity: needed.0)
            cells.initialize(repeating: 0, count: needed.0)
            capacity.cells = needed.0
        }
        if needed.1 > capacity.words {
            touched.deallocate()
            touched = .allocate(capacity: needed.1)
            touched.initialize(repeating: 0, count: needed.1)
            capacity.words = needed.1
        }
    }

    /// Adds the edge from `(x0, y0)` to `(x1, y1)`, in the picture's pixels (finite).
    func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard y0 != y1 else { return }
        let sign = y1 > y0 ? 1.0 : -1.0
        let origin = Double(columns.lowerBound)
        let (xa, ya, xb, yb) =
            y0 < y1 ? (x0 - origin, y0, x1 - origin, y1) : (x1 - origin, y1, x0 - origin, y0)
        let low = max(ya, Double(rows.lowerBound))
        let high = min(yb, Double(rows.upperBound))
        guard low < high else { return }
        let slope = (xb - xa) / (yb - ya)
        var row = ThinLines.floor(low)
        let last = ThinLines.floor(high.nextDown)
        touchedRows = touchedRows.map { (min($0.first, row), max($0.last, last)) } ?? (row, last)
        let grid = Grid(
            width: Double(columns.count), firstRow: rows.lowerBound, rowCells: rowCells,
            wordsPerRow: wordsPerRow,
            cells: cells, touched: touched)
        // Each row's ends come from the edge's own ends, so a band computes a row exactly as
        // the whole picture does.
        while row <= last {
            let top = max(ya, Double(row))
            let bottom = min(yb, Double(row + 1))
            let xTop = top == ya ? xa : xa + (top - ya) * slope
            let xBottom = bottom == yb ? xb : xa + (bottom - ya) * slope
            grid.clipped(row: row, xTop, xBottom, height: (bottom - top) * sign)
            row += 1
        }
    }

    /// Where an edge's parts go, read once an edge: x counts from the first column painted.
    private struct Grid {
        /// The columns painted.
        let width: Double
        let firstRow: Int
        let rowCells: Int
        let wordsPerRow: Int
        let cells: UnsafeMutablePointer<Float>
        let touched: UnsafeMutablePointer<UInt64>

        /// Adds a part of an edge within one row, from `a` to `b` across it over `height`
        /// (signed), cut at the columns painted: what lies left of them covers the first
        /// column from side to side, what lies right of them none.
        @inline(__always)
        func clipped(row: Int, _ a: Double, _ b: Double, height: Double) {
            let (low, high) = a < b ? (a, b) : (b, a)
            // On or right of the columns' right edge: nothing painted lies to its right.
            guard low < width else { return }
            if low >= 0, high <= width {
                span(row: row, low, high, height: height)
                return
            }
            if high <= 0 {
                span(row: row, 0, 0, height: height)
                return
            }
            // Split at the cuts, each part's height in proportion to its width.
            let perWidth = height / (high - low)
            if low < 0 {
                span(row: row, 0, 0, height: -low * perWidth)
            }
            let from = max(low, 0)
            let to = min(high, width)
            span(row: row, from, to, height: (to - from) * perWidth)
        }

        /// Adds an edge's part within one row running from `low` to `high` (within the
        /// columns painted, `low <= high`) over `height` (signed).
        @inline(__always)
        func span(row: Int, _ low: Double, _ high: Double, height: Double) {
            let first = ThinLines.floor(low)
            var last = ThinLines.floor(high)
            // An end on a pixel's left side lies in the pixel before.
            if last > first, Double(last) == high { last -= 1 }
            let line = cells + (row - firstRow) * rowCells
            if last == first {
                // Within one pixel: the share right of the edge is one less its mean place.
                let place = (low + high) / 2 - Double(first)
                line[first] += Float(height * (1 - place))
                line[first + 1] += Float(height * place)
                mark(row: row, from: first, to: first + 1)
                return
            }
            let perWidth = height / (high - low)
            var from = low
            for column in first...last {
                let to = min(high, Double(column + 1))
                let part = (to - from) * perWidth
                let place = (from + to) / 2 - Double(column)
                line[column] += Float(part * (1 - place))
                line[column + 1] += Float(part * place)
                from = to
            }
            mark(row: row, from: first, to: last + 1)
        }

        /// Notes that cells `from ... to` of `row` hold something.
        @inline(__always)
        func mark(row: Int, from: Int, to: Int) {
            let words = touched + (row - firstRow) * wordsPerRow
            for block in (from / blockWidth)...(to / blockWidth) {
                words[block >> 6] |= 1 << UInt64(block & 63)
            }
        }
    }

    /// Composites `color` (premultiplied ARGB) at each pixel's coverage into `target`,
    /// whose row 0 is the picture's row `firstRow`, and clears what was added.
    func composite(_ color: UInt32, into target: ImageTarget, firstRow: Int) {
        guard let span = touchedRows else { return }
        touchedRows = nil
        // Read once: stores through the pointers might otherwise reload them.
        let (cells, touched, rowCells, wordsPerRow) = (cells, touched, rowCells, wordsPerRow)
        let (count, bandRow, stride) = (columns.count, rows.lowerBound, target.stride)
        let image = target.pixels + columns.lowerBound - firstRow * stride
        for row in span.first...span.last {
            let words = touched + (row - bandRow) * wordsPerRow
            let line = cells + (row - bandRow) * rowCells
            let pixels = image + row * stride
            var sum: Float = 0
            // Where the last touched block ended: the pixels from there to the next one
            // touched take the coverage carried in (none, outside the outlines).
            var carried = 0
            for word in 0..<wordsPerRow {
                var bits = words[word]
                words[word] = 0
                while bits != 0 {
                    let first = (word * 64 + bits.trailingZeroBitCount) * Self.blockWidth
                    bits &= bits - 1
                    if abs(sum) >= Self.faint {
                        let alpha = Self.alpha(sum)
                        for column in carried..<min(first, count) {
                            pixels[column] = BoxFills.composite(color, alpha: alpha, over: pixels[column])
                        }
                    }
                    for column in first..<(first + Self.blockWidth) {
                        sum += line[column]
                        line[column] = 0
                        if abs(sum) >= Self.faint, column < count {
                            pixels[column] = BoxFills.composite(
                                color, alpha: Self.alpha(sum), over: pixels[column])
                        }
                    }
                    carried = first + Self.blockWidth
                }
            }
            // An outline running on past the columns painted covers the row to its end.
            if abs(sum) >= Self.faint, carried < count {
                let alpha = Self.alpha(sum)
                for column in carried..<count {
                    pixels[column] = BoxFills.composite(color, alpha: alpha, over: pixels[column])
                }
            }
        }
        target.finish()
    }

    /// Coverage below half a level rounds to nothing.
    private static let faint = Float(0.5 / 255)

    /// A coverage (the area over a pixel, signed by winding) as an alpha of 0 ... 255.
    @inline(__always)
    static func alpha(_ coverage: Float) -> UInt32 {
        UInt32(min(abs(coverage), 1) * 255 + 0.5)
    }
}

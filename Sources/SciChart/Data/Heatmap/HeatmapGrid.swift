/// A heatmap's z values, row by row (`y * xSize + x`), and a pyramid of their maxima: level
/// `k` holds, for each block of `2^k` × `2^k` cells, the largest finite value in it (NaN
/// when the block has none). Drawing reads the level whose blocks fit in a device pixel, so
/// a frame reads about as many values as the picture has pixels, not every cell.
///
/// Changes mark the cells they touch; the pyramid is brought up to date over those cells
/// only, when a frame next reads it.
struct HeatmapGrid {
    let xSize: Int
    let ySize: Int
    /// The z values.
    var z: [Double]
    /// Levels 1 and up of the pyramid (level 0 is ``z``), with their sizes.
    private(set) var levels: [(width: Int, height: Int, values: [Double])] = []
    /// The cells changed since the pyramid was last brought up to date: x and y ranges.
    private var dirty: (x: Range<Int>, y: Range<Int>)?
    /// Changes with every update of the values or of where the cells lie.
    private(set) var version: UInt64 = 0
    /// Where the cells lie: the start and step of each axis.
    var placement = (startX: 0.0, stepX: 1.0, startY: 0.0, stepY: 1.0) {
        didSet { version &+= 1 }
    }

    /// The most cells a grid holds (8 bytes each); larger grids are made empty.
    static let maximumCells = 1 << 31

    init(xSize: Int, ySize: Int) {
        self.xSize = max(xSize, 0)
        self.ySize = max(ySize, 0)
        z = [Double](repeating: .nan, count: self.xSize * self.ySize)
        dirty = (0..<self.xSize, 0..<self.ySize)
    }

    /// Sets the cells of the `width` × `height` block at (`x`, `y`) from `values`, row by
    /// row; cells outside the grid are left out.
    mutating func update(x: Int, y: Int, width: Int, values: UnsafeBufferPointer<Double>) {
        guard width > 0, !values.isEmpty else { return }
        let height = values.count / width + (values.count % width == 0 ? 0 : 1)
        let (right, rightOverflow) = x.addingReportingOverflow(width)
        let (bottom, bottomOverflow) = y.addingReportingOverflow(height)
        let columnEnd = rightOverflow ? xSize : min(right, xSize)
        let rowEnd = bottomOverflow ? ySize : min(bottom, ySize)
        guard max(x, 0) < columnEnd, max(y, 0) < rowEnd else { return }
        let columns = max(x, 0)..<columnEnd
        let rows = max(y, 0)..<rowEnd
        for row in rows {
            // Rows and columns inside the grid are within `height` and `width` of the block's
            // corner, so these differences cannot overflow.
            let source = (row - y) * width
            for column in columns where source + (column - x) < values.count {
                z[row * xSize + column] = values[source + (column - x)]
            }
        }
        version &+= 1
        if let old = dirty {
            dirty = (
                min(old.x.lowerBound, columns.lowerBound)..<max(old.x.upperBound, columns.upperBound),
                min(old.y.lowerBound, rows.lowerBound)..<max(old.y.upperBound, rows.upperBound)
            )
        } else {
            dirty = (columns, rows)
        }
    }

    /// The value at cell (`x`, `y`), NaN outside the grid.
    func value(x: Int, y: Int) -> Double {
        x >= 0 && x < xSize && y >= 0 && y < ySize ? z[y * xSize + x] : .nan
    }

    /// The largest finite value, and the smallest.
    func finiteRange() -> (min: Double, max: Double)? {
        var low = Double.infinity
        var high = -Double.infinity
        for value in z where value.isFinite {
            low = Swift.min(low, value)
            high = Swift.max(high, value)
        }
        return low <= high ? (low, high) : nil
    }

    /// Brings the pyramid up to date over the cells changed, building the levels it lacks
    /// (down to a block of one value).
    mutating func refreshPyramid() {
        guard let changed = dirty else { return }
        dirty = nil
        var region = changed
        var width = xSize
        var height = ySize
        var level = 0
        while width > 1 || height > 1 {
            let next = (width: (width + 1) / 2, height: (height + 1) / 2)
            if levels.count <= level {
                levels.append(
                    (next.width, next.height, [Double](repeating: .nan, count: next.width * next.height)))
                region = (0..<width, 0..<height)
            }
            let blocks = (
                x: region.x.lowerBound / 2..<(region.x.upperBound + 1) / 2,
                y: region.y.lowerBound / 2..<(region.y.upperBound + 1) / 2
            )
            reduce(level: level, width: width, height: height, into: next.width, blocks: blocks)
            region = blocks
            width = next.width
            height = next.height
            level += 1
        }
    }

    /// Level `level + 1`'s `blocks` from level `level` (`width` × `height`).
    private mutating func reduce(
        level: Int, width: Int, height: Int, into nextWidth: Int, blocks: (x: Range<Int>, y: Range<Int>)
    ) {
        func largest(_ a: Double, _ b: Double) -> Double { b > a || a.isNaN ? b : a }
        let source = level == 0 ? z : levels[level - 1].values
        var target = levels[level].values
        levels[level].values = []
        source.withUnsafeBufferPointer { source in
            for blockY in blocks.y {
                let top = 2 * blockY * width
                let bottom = 2 * blockY + 1 < height ? top + width : top
                for blockX in blocks.x {
                    let left = 2 * blockX
                    let right = left + 1 < width ? left + 1 : left
                    target[blockY * nextWidth + blockX] = largest(
                        largest(source[top + left], source[top + right]),
                        largest(source[bottom + left], source[bottom + right]))
                }
            }
        }
        levels[level].values = target
    }
}

/// What a heatmap series reads of its data: the cells, where they lie and what they cover.
protocol HeatmapCells: SCIDataSeries {
    /// The z values and their pyramid, under their lock.
    var grid: Locked<HeatmapGrid> { get }
    /// The start and step of each axis.
    var cellPlacement: (startX: Double, stepX: Double, startY: Double, stepY: Double) { get }
    /// The x values the cells cover, or `nil` without cells.
    var cellXRange: SCIDoubleRange? { get }
    /// The y values the cells cover, or `nil` without cells.
    var cellYRange: SCIDoubleRange? { get }
    /// The number of cells across and up.
    var xSize: Int { get }
    var ySize: Int { get }
    /// The z value of a cell; NaN outside the grid.
    func zValue(atX x: Int, y: Int) -> Double
}

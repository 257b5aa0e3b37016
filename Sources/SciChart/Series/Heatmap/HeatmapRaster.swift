import Foundation

/// The picture of a heatmap in one frame.
///
/// Along an axis where cells are at least a device pixel (and the axis is linear), the
/// picture has one pixel a cell, stretched over the cells' extent: cells keep sharp edges at
/// any size, in PNG and SVG alike. Along an axis where cells are smaller, the picture has one
/// pixel a device pixel, and each shows the largest value of the cells under it: it reads
/// the level of the grid's pyramid of maxima whose `2^k` × `2^k` blocks fit in a device
/// pixel along both axes, and takes the largest of the blocks whose centres fall in the
/// pixel (the block under its centre when none does). A frame so reads about one value per
/// block of that level, whatever the number of cells. NaN cells, and cells of -infinity, draw
/// nothing.
struct HeatmapRaster {
    /// How values become colours: the table, and the values at its ends.
    let colors: [UInt32]
    let minimum: Double
    let maximum: Double

    /// One axis of the picture: its pixels' block ranges at the chosen level, and where the
    /// picture lies along the axis in drawing space.
    struct Axis {
        /// Each picture pixel's cell range, in cells (fractional when a pixel cuts cells).
        var cells: [(Double, Double)]
        /// The picture's extent in drawing space.
        var start: Double
        var end: Double
        /// Cells per picture pixel (1 when the picture has a pixel a cell).
        var density: Double
    }

    /// The picture of `grid` placed by `placement` in `context`, or `nil` when no cell shows.
    func image(
        _ grid: inout HeatmapGrid, placement: (startX: Double, stepX: Double, startY: Double, stepY: Double),
        context: SCISeriesRenderContext
    ) -> SCIImageRun? {
        guard grid.xSize > 0, grid.ySize > 0, placement.stepX != 0, placement.stepY != 0,
            placement.stepX.isFinite, placement.stepY.isFinite
        else { return nil }
        let area = context.area
        guard
            let x = Self.axis(
                count: grid.xSize, start: placement.startX, step: placement.stepX, low: Double(area.minX),
                high: Double(area.maxX), scale: context.scale, linear: context.xCalculator.isLinearScale,
                pixel: { context.pixelX($0, index: 0) }, value: { context.dataX(atPixel: $0) }),
            let y = Self.axis(
                count: grid.ySize, start: placement.startY, step: placement.stepY, low: Double(area.minY),
                high: Double(area.maxY), scale: context.scale, linear: context.yCalculator.isLinearScale,
                pixel: { context.pixelY($0) },
                value: { context.yCalculator.getDataValue($0 - Double(area.minY)) })
        else { return nil }
        grid.refreshPyramid()
        // The level whose blocks fit in a picture pixel along both axes.
        let density = min(x.density, y.density)
        var level = 0
        while level < grid.levels.count, Double(1 << (level + 1)) <= density { level += 1 }
        let blockSize = Double(1 << level)
        let levelWidth = level == 0 ? grid.xSize : grid.levels[level - 1].width
        let levelHeight = level == 0 ? grid.ySize : grid.levels[level - 1].height
        let columns = x.cells.map { Self.blocks($0, size: blockSize, count: levelWidth) }
        let rows = y.cells.map { Self.blocks($0, size: blockSize, count: levelHeight) }
        let width = columns.count
        let height = rows.count
        guard let firstColumn = columns.map(\.lowerBound).min(),
            let lastColumn = columns.map(\.upperBound).max()
        else { return nil }
        let values = level == 0 ? grid.z : grid.levels[level - 1].values
        let last = colors.count - 1
        let span = maximum - minimum
        let factor = span != 0 && span.isFinite ? Double(last) / span : 0
        // Each row's largest block values, column by column; -infinity where a column has
        // none (NaN compares false, so NaN cells and blocks never win).
        var line = [Double](repeating: -.infinity, count: lastColumn - firstColumn)
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { pixels, initialized in
            values.withUnsafeBufferPointer { values in
                colors.withUnsafeBufferPointer { colors in
                    line.withUnsafeMutableBufferPointer { line in
                        for (row, blockRows) in rows.enumerated() {
                            for column in 0..<line.count { line[column] = -.infinity }
                            for blockRow in blockRows {
                                let base = blockRow * levelWidth + firstColumn
                                for column in 0..<line.count where values[base + column] > line[column] {
                                    line[column] = values[base + column]
                                }
                            }
                            for (column, blockColumns) in columns.enumerated() {
                                var largest = -Double.infinity
                                for blockColumn in blockColumns
                                where line[blockColumn - firstColumn] > largest {
                                    largest = line[blockColumn - firstColumn]
                                }
                                var color: UInt32 = 0
                                if largest > -.infinity {
                                    let index: Int
                                    if factor != 0 {
                                        let position = (largest - minimum) * factor + 0.5
                                        index =
                                            position <= 0
                                            ? 0 : position >= Double(last) ? last : Int(position)
                                    } else {
                                        index = largest < minimum ? 0 : last
                                    }
                                    color = colors[index]
                                }
                                pixels[row * width + column] = color
                            }
                        }
                    }
                }
            }
            initialized = width * height
        }
        let rect = CGRect(
            x: min(x.start, x.end), y: min(y.start, y.end), width: abs(x.end - x.start),
            height: abs(y.end - y.start))
        return SCIImageRun(rect: rect, width: width, height: height, pixels: pixels)
    }

    /// The block range of a picture pixel covering cells `cells`: the blocks whose centres
    /// fall in it, or the one under its centre; none when the pixel is off the cells.
    static func blocks(_ cells: (Double, Double), size: Double, count: Int) -> Range<Int> {
        guard cells.0.isFinite, cells.1.isFinite, cells.1 > 0, cells.0 < Double(count) * size else {
            return 0..<0
        }
        let low = Int(((cells.0 / size) - 0.5).rounded(.up))
        let high = Int(((cells.1 / size) - 0.5).rounded(.up))
        let first = min(max(low, 0), count - 1)
        let end = min(max(high, 0), count)
        if end > first { return first..<end }
        let middle = Int(((cells.0 + cells.1) / 2 / size).rounded(.down))
        let only = min(max(middle, 0), count - 1)
        return only..<only + 1
    }

    /// The picture's pixels along one axis: one a visible cell when cells are at least a
    /// device pixel and the axis is linear, else one a device pixel of the visible part.
    static func axis(
        count: Int, start: Double, step: Double, low: Double, high: Double, scale: Double, linear: Bool,
        pixel: (Double) -> Double, value: (Double) -> Double
    ) -> Axis? {
        func cellAt(_ coordinate: Double) -> Double { (value(coordinate) - start) / step }
        // An end the axis cannot show (zero on a logarithmic axis) is taken at the area's edge:
        // the pixels past the cells there show nothing.
        let first = pixel(start)
        let last = pixel(start + step * Double(count))
        func end(_ coordinate: Double, other: Double) -> Double {
            if coordinate.isFinite { return coordinate }
            if coordinate == -.infinity { return low }
            if coordinate == .infinity { return high }
            // NaN (a value the axis has no place for): the side away from the other end.
            return other.isFinite && other - low > high - other ? low : high
        }
        let ends = (end(first, other: last), end(last, other: first))
        let visibleLow = max(min(ends.0, ends.1), low)
        let visibleHigh = min(max(ends.0, ends.1), high)
        guard visibleHigh > visibleLow else { return nil }
        let edges = (cellAt(visibleLow), cellAt(visibleHigh))
        guard edges.0.isFinite, edges.1.isFinite else { return nil }
        let devicePixels = max(Int(((visibleHigh - visibleLow) * scale).rounded(.up)), 1)
        let cellsShown = abs(edges.1 - edges.0)
        // One pixel a cell while the cells' picture stays near the area (deep zooms into a
        // cell sample device pixels instead).
        if linear, cellsShown <= Double(devicePixels), abs(last - first) / Double(count) <= 4 * (high - low) {
            let firstCell = max(Int(min(edges.0, edges.1).rounded(.down)), 0)
            let endCell = min(Int(max(edges.0, edges.1).rounded(.up)), count)
            guard endCell > firstCell else { return nil }
            var cells = (firstCell..<endCell).map { (Double($0), Double($0 + 1)) }
            var from = pixel(start + step * Double(firstCell))
            var to = pixel(start + step * Double(endCell))
            if from > to {
                cells.reverse()
                swap(&from, &to)
            }
            return Axis(cells: cells, start: from, end: to, density: 1)
        }
        let pixels = min(devicePixels, 16_384)
        let size = (visibleHigh - visibleLow) / Double(pixels)
        let cells = (0..<pixels).map { index -> (Double, Double) in
            let a = cellAt(visibleLow + Double(index) * size)
            let b = cellAt(visibleLow + Double(index + 1) * size)
            return (min(a, b), max(a, b))
        }
        return Axis(
            cells: cells, start: visibleLow, end: visibleHigh, density: max(cellsShown / Double(pixels), 1))
    }
}

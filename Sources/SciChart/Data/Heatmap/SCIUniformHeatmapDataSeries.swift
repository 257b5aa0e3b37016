import Foundation

/// The data of a heatmap (SciChart's `SCIUniformHeatmapDataSeries`): `xSize` × `ySize`
/// cells of equal size, each with a z value, that an ``SCIFastUniformHeatmapRenderableSeries``
/// colours by a colour map.
///
/// Cell (x, y) covers x values from `startX + x * stepX` to `startX + (x + 1) * stepX`, and y
/// values likewise. Every z starts as NaN (a cell that draws nothing). The values are
/// changed in place, a cell, a block or all of them at a time, for spectrograms that scroll:
///
/// ```swift
/// let dataSeries = SCIUniformHeatmapDataSeries(xType: .int, yType: .int, zType: .double, xSize: 300, ySize: 200)
/// dataSeries.updateZ(42.0, atX: 10, y: 20)
/// dataSeries.updateZValues(rows)   // rows[y][x]
/// ```
///
/// It has no points to append, insert or remove: its ``SCIDataSeries/count`` is 0, and
/// ``cellCount`` tells its size. A change tells the surfaces showing it, as appends do.
public final class SCIUniformHeatmapDataSeries: SCIDataSeries, HeatmapCells, @unchecked Sendable {
    let grid: Locked<HeatmapGrid>

    /// The type of the z values.
    public let zType: SCIDataType

    /// The number of cells across (negative sizes count as 0).
    public let xSize: Int
    /// The number of cells up.
    public let ySize: Int

    /// A heatmap of `xSize` × `ySize` cells, every z NaN; `.date` x or y values are seconds
    /// since 1970.
    public init(xType: SCIDataType, yType: SCIDataType, zType: SCIDataType, xSize: Int, ySize: Int) {
        self.zType = zType
        let cells = max(xSize, 0).multipliedReportingOverflow(by: max(ySize, 0))
        // A size whose cells could not be counted or held is taken as empty.
        let fits = !cells.overflow && cells.partialValue <= HeatmapGrid.maximumCells
        self.xSize = fits ? max(xSize, 0) : 0
        self.ySize = fits ? max(ySize, 0) : 0
        grid = Locked(HeatmapGrid(xSize: self.xSize, ySize: self.ySize))
        super.init(xType: xType, yType: yType, columnCount: 2)
    }

    /// A heatmap of `xSize` × `ySize` cells given as any integers (SciChart's `Int32`).
    public convenience init<Size: BinaryInteger>(
        xType: SCIDataType, yType: SCIDataType, zType: SCIDataType, xSize: Size, ySize: Size
    ) {
        self.init(
            xType: xType, yType: yType, zType: zType, xSize: Int(clamping: xSize), ySize: Int(clamping: ySize)
        )
    }

    /// The number of cells, `xSize * ySize`.
    public var cellCount: Int { xSize * ySize }

    /// The x value where the first column of cells starts (default 0).
    public var startX: ISCIComparable {
        get { cellPlacement.startX }
        set { place { $0.startX = newValue.toDouble } }
    }
    /// The width of a cell in x (default 1).
    public var stepX: ISCIComparable {
        get { cellPlacement.stepX }
        set { place { $0.stepX = newValue.toDouble } }
    }
    /// The y value where the first row of cells starts (default 0).
    public var startY: ISCIComparable {
        get { cellPlacement.startY }
        set { place { $0.startY = newValue.toDouble } }
    }
    /// The height of a cell in y (default 1).
    public var stepY: ISCIComparable {
        get { cellPlacement.stepY }
        set { place { $0.stepY = newValue.toDouble } }
    }

    /// Changes where the cells lie, under the lock of the values (a frame reads both at once).
    private func place(
        _ change: (inout (startX: Double, stepX: Double, startY: Double, stepY: Double)) -> Void
    ) {
        grid.withLock { change(&$0.placement) }
        notifyChanged()
    }

    /// Where the cells lie: the start and step of each axis.
    var cellPlacement: (startX: Double, stepX: Double, startY: Double, stepY: Double) {
        grid.withLock { $0.placement }
    }

    /// The z value of cell (`x`, `y`); NaN outside the grid.
    public func zValue(atX x: Int, y: Int) -> Double {
        grid.withLock { $0.value(x: x, y: y) }
    }

    /// Sets the z value of cell (`xIndex`, `yIndex`); nothing outside the grid.
    public func updateZ(_ z: ISCIComparable, atX xIndex: Int, y yIndex: Int) {
        update(x: xIndex, y: yIndex, width: 1, values: [z.toDouble])
    }

    /// Sets every z value from `zArray`, row by row (`y * xSize + x`); a shorter array sets
    /// the cells it reaches.
    public func updateZArray(_ zArray: [ISCIComparable]) {
        updateZArray(zArray, atX: 0, y: 0)
    }

    /// Sets the z values of the rows from (`xIndex`, `yIndex`) on: `zArray` holds whole rows
    /// of `xSize - xIndex` cells, row by row.
    public func updateZArray(_ zArray: [ISCIComparable], atX xIndex: Int, y yIndex: Int) {
        update(x: xIndex, y: yIndex, width: rowWidth(from: xIndex), values: zArray.map(\.toDouble))
    }

    /// Sets every z value from `zValues`, row by row.
    public func updateZValues(_ zValues: SCIDoubleValues) {
        updateZValues(zValues, atX: 0, y: 0)
    }

    /// Sets the z values of the rows from (`xIndex`, `yIndex`) on from `zValues`, whole rows
    /// of `xSize - xIndex` cells, row by row.
    public func updateZValues(_ zValues: SCIDoubleValues, atX xIndex: Int, y yIndex: Int) {
        zValues.withUnsafeBufferPointer {
            update(x: xIndex, y: yIndex, width: rowWidth(from: xIndex), buffer: $0)
        }
    }

    /// Sets the z values from a 2D array, `rows[y][x]`, from cell (`xIndex`, `yIndex`) on
    /// (default the first). Rows shorter than the others leave their last cells as they
    /// were; cells past the grid are left out.
    public func updateZValues(_ rows: [[Double]], atX xIndex: Int = 0, y yIndex: Int = 0) {
        guard rows.contains(where: { !$0.isEmpty }) else { return }
        grid.withLock { grid in
            for (offset, row) in rows.enumerated() {
                let (y, overflow) = yIndex.addingReportingOverflow(offset)
                guard !overflow else { break }
                row.withUnsafeBufferPointer { grid.update(x: xIndex, y: y, width: row.count, values: $0) }
            }
        }
        notifyChanged()
    }

    /// The cells from column `xIndex` to the end of a row (0 off the grid).
    private func rowWidth(from xIndex: Int) -> Int {
        xIndex >= 0 && xIndex < xSize ? xSize - xIndex : 0
    }

    private func update(x: Int, y: Int, width: Int, values: [Double]) {
        values.withUnsafeBufferPointer { update(x: x, y: y, width: width, buffer: $0) }
    }

    private func update(x: Int, y: Int, width: Int, buffer: UnsafeBufferPointer<Double>) {
        guard width > 0, !buffer.isEmpty else { return }
        grid.withLock { $0.update(x: x, y: y, width: width, values: buffer) }
        notifyChanged()
    }

    /// The x values the cells cover, or `nil` without cells.
    var cellXRange: SCIDoubleRange? {
        let placed = cellPlacement
        return Self.extent(start: placed.startX, step: placed.stepX, count: xSize)
    }

    /// The y values the cells cover, or `nil` without cells.
    var cellYRange: SCIDoubleRange? {
        let placed = cellPlacement
        return Self.extent(start: placed.startY, step: placed.stepY, count: ySize)
    }

    private static func extent(start: Double, step: Double, count: Int) -> SCIDoubleRange? {
        let end = start + step * Double(count)
        guard count > 0, start.isFinite, end.isFinite, step != 0 else { return nil }
        return SCIDoubleRange(min: min(start, end), max: max(start, end))
    }
}

import Foundation

/// Where a legend's items go: a pure function of their sizes, the settings and the width
/// there is, in the legend's own coordinates before scrolling (origin at its top-left).
///
/// Vertical: one column of cells as wide as the widest. Horizontal: cells left to right,
/// wrapping into a new row when the next one would pass the width. Every cell holds the
/// checkbox (when shown) then the item.
struct LegendLayout: Equatable {
    /// Each item's cell: the area a tap toggles.
    var cells: [CGRect] = []
    /// Each item's checkbox, when checkboxes are shown.
    var checkBoxes: [CGRect] = []
    /// Each item's own area (after the checkbox).
    var contents: [CGRect] = []
    /// The size the legend needs to show every item without scrolling, padding included;
    /// zero without items.
    var contentSize: CGSize = .zero

    var count: Int { cells.count }

    /// The widest an item may be in a legend at most `width` wide.
    static func maximumItemWidth(legendWidth width: Double, metrics: LegendMetrics, showCheckBoxes: Bool)
        -> Double
    {
        let room =
            width - 2 * metrics.padding - 2 * metrics.cellInsetX - metrics.checkBoxWidth(showCheckBoxes)
        return room.isNaN ? 0 : max(room, 0)
    }

    /// Lays out items of `sizes` (each already at most ``maximumItemWidth(legendWidth:metrics:showCheckBoxes:)``
    /// wide) in a legend at most `width` wide.
    static func make(
        sizes: [CGSize], metrics: LegendMetrics, orientation: SCIOrientation, showCheckBoxes: Bool,
        width: Double
    ) -> LegendLayout {
        guard !sizes.isEmpty else { return LegendLayout() }
        var layout = LegendLayout()
        layout.cells.reserveCapacity(sizes.count)
        layout.contents.reserveCapacity(sizes.count)
        if showCheckBoxes { layout.checkBoxes.reserveCapacity(sizes.count) }
        let checkBox = metrics.checkBoxWidth(showCheckBoxes)
        let padding = metrics.padding
        let rowLimit = max(width.isNaN ? 0 : width, 0) - padding
        // Read once: the row height asks the font's metrics.
        let minimumHeight = metrics.rowHeight
        let insetX = metrics.cellInsetX
        let insetY = metrics.cellInsetY
        func cellSize(_ size: CGSize) -> CGSize {
            let height = max(Double(size.height) + 2 * insetY, minimumHeight)
            return CGSize(width: Double(size.width) + checkBox + 2 * insetX, height: height)
        }
        var right = padding
        switch orientation {
        case .vertical:
            let columnWidth = sizes.reduce(0.0) { max($0, Double(cellSize($1).width)) }
            var y = padding
            for size in sizes {
                let cell = cellSize(size)
                layout.cells.append(CGRect(x: padding, y: y, width: columnWidth, height: cell.height))
                y += Double(cell.height)
            }
            right = padding + columnWidth
        case .horizontal:
            var x = padding
            var y = padding
            var rowHeight = 0.0
            var rowStart = 0
            // Every cell of a row takes the row's height, so rows stack in reading order.
            func endRow() {
                for index in rowStart..<layout.cells.count { layout.cells[index].size.height = rowHeight }
                rowStart = layout.cells.count
            }
            for size in sizes {
                let cell = cellSize(size)
                if x > padding, x + Double(cell.width) > rowLimit {
                    endRow()
                    x = padding
                    y += rowHeight
                    rowHeight = 0
                }
                layout.cells.append(CGRect(x: x, y: y, width: cell.width, height: cell.height))
                right = max(right, x + Double(cell.width))
                x += Double(cell.width) + metrics.columnGap
                rowHeight = max(rowHeight, Double(cell.height))
            }
            endRow()
        }
        for (cell, size) in zip(layout.cells, sizes) {
            let left = Double(cell.minX) + metrics.cellInsetX
            if showCheckBoxes {
                layout.checkBoxes.append(
                    CGRect(
                        x: left, y: Double(cell.midY) - metrics.checkBoxSize / 2, width: metrics.checkBoxSize,
                        height: metrics.checkBoxSize))
            }
            layout.contents.append(
                CGRect(
                    x: left + checkBox, y: Double(cell.midY) - Double(size.height) / 2, width: size.width,
                    height: size.height))
        }
        let bottom = layout.cells.reduce(0.0) { max($0, Double($1.maxY)) }
        layout.contentSize = CGSize(width: right + padding, height: bottom + padding)
        return layout
    }

    /// The index of the item whose cell contains `point`, if any.
    func cellIndex(at point: CGPoint) -> Int? {
        // Cells are in reading order and rows do not overlap: find the first cell that
        // reaches below the point, then look along its row.
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].maxY <= point.y { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < cells.count, cells[index].minY <= point.y {
            if cells[index].contains(point) { return index }
            index += 1
        }
        return nil
    }
}

import Foundation

/// Where the columns of one member of a side-by-side group stand within each x's space:
/// the member's place among the group's visible members, and the group's settings.
struct ColumnSlot: Equatable {
    /// The member's place, from 0 (leftmost).
    var index: Int
    /// The number of visible members in the group.
    var count: Int
    /// The gap between neighbouring columns, as ``mode`` measures it.
    var spacing: Double
    var mode: SCISpacingMode
    /// The width of the whole group as a fraction of the space between x values, `0...1`.
    var groupFraction: Double

    /// The left edge and width of the member's column in a group `groupWidth` points wide
    /// centred on 0. The columns share what the gaps leave, at least a pixel each.
    func extent(groupWidth: Double) -> (left: Double, width: Double) {
        let count = max(self.count, 1)
        let gaps = Double(count - 1)
        let spacing = self.spacing.isFinite ? max(self.spacing, 0) : 0
        var width: Double
        var gap: Double
        switch mode {
        case .relative:
            width = groupWidth / (Double(count) + gaps * min(spacing, 1))
            gap = width * min(spacing, 1)
        case .absolute:
            gap = min(spacing, gaps > 0 ? groupWidth / gaps : 0)
            width = (groupWidth - gaps * gap) / Double(count)
        }
        width = max(width, 1)
        gap = max(gap, 0)
        return (-groupWidth / 2 + Double(index) * (width + gap), width)
    }
}

/// The columns of one series in one frame, in drawing space.
struct ColumnBoxes {
    /// Each column, clipped to the series area's bounds.
    var rects: [CGRect] = []
    /// The data index of each column (the first of a device column's points when dense).
    var indices: [Int] = []
    /// The middle of each column's top, in order: what a palette provider and hit tests read.
    var tops = SCISeriesPixels()
    /// The width of a column before clipping.
    var width = 0.0

    /// The columns of the visible points of `data`, each from its bottom (the `bottomColumn`
    /// value, or `baseline` without one) to its top (the y value), `fraction` of the space
    /// between x values wide (`spacing` apart when given, in x values, else as far apart as
    /// the nearest visible points), or the `slot` part of a group that wide. When `aggregate`
    /// and the points outnumber the device columns, the points whose columns start in one
    /// device column make one column, from the lowest to the highest end of theirs. A point
    /// with a NaN end draws none.
    static func make(
        _ data: SCISeriesDataView, bottomColumn: Int?, baseline: Double, fraction: Double, slot: ColumnSlot?,
        spacing: Double?, aggregate: Bool, context: SCISeriesRenderContext
    ) -> ColumnBoxes {
        let maker = Maker(
            bottomColumn: bottomColumn, baseline: baseline.isFinite ? baseline : 0, fraction: fraction,
            slot: slot,
            spacing: spacing, aggregate: aggregate, context: context)
        if context.isLinear { return maker.make(data, mapping: LinearPixelMapping(context: context)) }
        return maker.make(data, mapping: ScaledPixelMapping(context: context))
    }

    private struct Maker {
        let bottomColumn: Int?
        let baseline: Double
        let fraction: Double
        let slot: ColumnSlot?
        /// The space between x values the collection's columns share, in x values.
        let spacing: Double?
        let aggregate: Bool
        let context: SCISeriesRenderContext

        func make<Mapping: PixelMapping>(_ data: SCISeriesDataView, mapping: Mapping) -> ColumnBoxes {
            let indices = context.visibleIndices(of: data)
            var boxes = ColumnBoxes()
            guard !indices.isEmpty else { return boxes }
            let centers = data.withColumn(SCISeriesDataView.x) { xs in
                [Double](unsafeUninitializedCapacity: indices.count) { buffer, count in
                    for (offset, index) in indices.enumerated() {
                        buffer[offset] = mapping.x(xs[index], index: index).boundedPixel
                    }
                    count = indices.count
                }
            }
            let clean = fraction.isFinite ? min(max(slot?.groupFraction ?? fraction, 0), 1) : 0.7
            let aggregate = self.aggregate && indices.count > ColumnRuns.columns(context)
            var pixelSpacing = Double.nan
            if let spacing, !context.isCategory,
                let firstX = data.withColumn(
                    0, { xs in indices.lazy.map { xs[$0] }.first(where: \.isFinite) })
            {
                pixelSpacing = abs(mapping.x(firstX + spacing, index: 0) - mapping.x(firstX, index: 0))
            }
            if !(pixelSpacing.isFinite && pixelSpacing > 0) {
                pixelSpacing = self.spacing(centers, fraction: clean)
            }
            let groupWidth = min(max(pixelSpacing * clean, 1), Double(context.area.width) + 1)
            let (left, width) = slot?.extent(groupWidth: groupWidth) ?? (-groupWidth / 2, groupWidth)
            boxes.width = width
            let clip = context.clipBounds
            let scale = context.scale
            func emit(first: Double, last: Double, low: Double, high: Double, index: Int) {
                let x0 = (first + left).rounded()
                let x1 = max((last + left + width).rounded(), x0 + 1)
                let ends = (mapping.y(low).boundedPixel, mapping.y(high).boundedPixel)
                let rect = CGRect(x: x0, y: min(ends.0, ends.1), width: x1 - x0, height: abs(ends.0 - ends.1))
                let clipped = rect.intersection(clip)
                guard !clipped.isNull else { return }
                boxes.rects.append(clipped)
                boxes.indices.append(index)
                boxes.tops.append(x: (x0 + x1) / 2, y: min(ends.0, ends.1), index: index)
            }
            data.withColumn(SCISeriesDataView.y) { tops in
                let bottoms =
                    bottomColumn.map { data.column($0) } ?? UnsafeBufferPointer(start: nil, count: 0)
                let ownBottoms = bottomColumn != nil && bottoms.count >= tops.count
                if bottomColumn != nil, !ownBottoms { return }
                // The column being made: its device column, first and last centre, value
                // extent and first point.
                var key = Int.min
                var first = 0.0
                var last = 0.0
                var low = 0.0
                var high = 0.0
                var firstIndex = -1
                for (offset, index) in indices.enumerated() {
                    let top = tops[index]
                    let bottom = ownBottoms ? bottoms[index] : baseline
                    let center = centers[offset]
                    guard !top.isNaN, !bottom.isNaN, !center.isNaN else { continue }
                    // The device column of the column's left edge (a floor without libm).
                    let edge = (center + left) * scale
                    let truncated = Int(edge)
                    let column = aggregate ? (Double(truncated) > edge ? truncated - 1 : truncated) : offset
                    if column == key {
                        last = max(last, center)
                        low = min(low, min(top, bottom))
                        high = max(high, max(top, bottom))
                        continue
                    }
                    if firstIndex >= 0 {
                        emit(first: first, last: last, low: low, high: high, index: firstIndex)
                    }
                    (key, first, last, firstIndex) = (column, center, center, index)
                    (low, high) = (min(top, bottom), max(top, bottom))
                }
                if firstIndex >= 0 { emit(first: first, last: last, low: low, high: high, index: firstIndex) }
            }
            boxes.tops.isResampled = boxes.rects.count < indices.count
            return boxes
        }

        /// The smallest space between neighbouring columns (one category on a category
        /// axis); the search stops once columns are as narrow as a pixel.
        private func spacing(_ centers: [Double], fraction: Double) -> Double {
            if context.isCategory {
                return abs(context.xCalculator.getCoordinate(1) - context.xCalculator.getCoordinate(0))
            }
            let enough = fraction > 0 ? 1 / fraction : 0
            var smallest = Double.infinity
            var previous = Double.nan
            for center in centers where center.isFinite {
                let gap = abs(center - previous)
                if gap > 1e-9, gap < smallest {
                    smallest = gap
                    if smallest <= enough { break }
                }
                previous = center
            }
            return smallest.isFinite ? smallest : Double(context.area.width) / 10
        }
    }
}

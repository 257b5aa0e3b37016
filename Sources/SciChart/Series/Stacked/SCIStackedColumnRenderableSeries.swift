import Foundation

/// Columns that stand on other columns or beside them (SciChart's
/// `SCIStackedColumnRenderableSeries`): a column series made to be a member of an
/// ``SCIVerticallyStackedColumnsCollection`` (each column from the top of the ones below it
/// to that plus its value) or of an ``SCIHorizontallyStackedColumnsCollection`` (each at its
/// place in a group at each x). On its own it draws as an ``SCIFastColumnRenderableSeries``.
///
/// ```swift
/// let pork = SCIStackedColumnRenderableSeries()
/// pork.dataSeries = porkData
/// pork.fillBrushStyle = SCISolidBrushStyle(colorCode: 0xff226fb7)
/// let stack = SCIVerticallyStackedColumnsCollection()
/// stack.add(pork)
/// surface.renderableSeries.add(stack)
/// ```
///
/// Dense data draws one column a device column, from the lowest to the highest end of the
/// columns in it. A palette provider colours the columns drawn.
open class SCIStackedColumnRenderableSeries: SCIFastColumnRenderableSeries, ISCIStackedColumnRenderableSeries,
    StackedMember
{
    let stackedValues = SCIXyyDataSeries()

    /// ``SCIDefaultStackedSeriesInfoProvider``: its own value and the stack's top.
    open override func makeSeriesInfoProvider() -> ISCISeriesInfoProvider {
        SCIDefaultStackedSeriesInfoProvider()
    }

    /// The member's place in a side-by-side group, set by the group as the surface lays out.
    var columnSlot: ColumnSlot? {
        didSet { if oldValue != columnSlot { geometryChanged() } }
    }

    /// The space between x values the columns of the member's outermost collection share,
    /// in x values (the smallest between neighbouring points of any visible member), set as
    /// the surface lays out: columns of members with sparser x are as wide as the others.
    var columnSpacing: Double? {
        didSet { if oldValue != columnSpacing { geometryChanged() } }
    }

    /// The place in a group, while the member is in one (directly or through its stack).
    private var groupSlot: ColumnSlot? {
        let group =
            stackOwner as? SCIHorizontallyStackedColumnsCollection
            ?? stackOwner?.stackOwner as? SCIHorizontallyStackedColumnsCollection
        return group == nil ? nil : columnSlot
    }

    override func yDataRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        guard isStacked else { return super.yDataRange(inXRange: xRange, onCategoryAxis: onCategoryAxis) }
        return stackedYRange(inXRange: xRange, onCategoryAxis: onCategoryAxis)
    }

    /// The columns of `data` (its own values, or its part of the stack), cached per frame.
    private func boxes(_ data: SCISeriesDataView, stacked: Bool, context: SCISeriesRenderContext)
        -> ColumnBoxes
    {
        SeriesGeometryStore.value(in: context.geometry, for: cacheKey(data, context, variant: dataPointWidth))
        {
            ColumnBoxes.make(
                data, bottomColumn: stacked ? SCIXyyDataSeries.y1Column : nil, baseline: zeroLineY,
                fraction: dataPointWidth, slot: groupSlot, spacing: columnSpacing,
                aggregate: resamplingMode == .auto,
                context: context)
        }
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let drawColumns = { (view: SCISeriesDataView, stacked: Bool, list: inout SCIDisplayList) in
            let boxes = self.boxes(view, stacked: stacked, context: context)
            let palette = self.paletteColors {
                let pass = SCIColumnRenderPassData(boxes.tops, data: view)
                pass.columnPixelWidth = boxes.width
                return pass
            }
            self.drawColumns(
                Array(zip(boxes.rects, boxes.rects.indices)), palette: palette, into: &list, context: context)
        }
        if isStacked {
            withStackedView { view in drawColumns(view, true, &list) }
        } else {
            drawColumns(data, false, &list)
        }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        func test(_ view: SCISeriesDataView, stacked: Bool) -> SCIHitTestInfo {
            let boxes = boxes(view, stacked: stacked, context: context)
            var best: HitCandidate?
            for (position, rect) in boxes.rects.enumerated() {
                let candidate = HitCandidate(
                    index: boxes.indices[position], distance: HitGeometry.distance(from: point, toRect: rect),
                    point: CGPoint(x: rect.midX, y: boxes.tops.ys[position]))
                best = HitCandidate.nearer(best, candidate)
            }
            return info(for: best, tolerance: radius, data: view, point: point, context: context)
        }
        guard isStacked else { return test(data, stacked: false) }
        return ownValues(withStackedView { test($0, stacked: true) }, data: data)
    }
}

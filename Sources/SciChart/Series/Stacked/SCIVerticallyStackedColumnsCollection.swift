/// Stacked columns (SciChart's `SCIVerticallyStackedColumnsCollection`): each member's
/// columns stand on the columns of the members before it, at the same x.
///
/// ```swift
/// let stack = SCIVerticallyStackedColumnsCollection()
/// stack.add(pork)
/// stack.add(veal)
/// stack.isOneHundredPercent = true   // each column's share of the total
/// surface.renderableSeries.add(stack)
/// ```
///
/// The stack can itself be one column of a side-by-side group
/// (``SCIHorizontallyStackedColumnsCollection``).
open class SCIVerticallyStackedColumnsCollection: SCIVerticallyStackedSeriesCollection,
    ISCIStackedColumnRenderableSeries
{
    /// Adds `series` on top of the stack.
    public func add(_ series: SCIStackedColumnRenderableSeries) {
        insertMember(series, at: count)
    }

    /// Puts `series` at `index` of the stack (0 is the bottom).
    public func insert(_ series: SCIStackedColumnRenderableSeries, at index: Int) {
        insertMember(series, at: index)
    }

    /// Takes `series` out of the stack.
    public func remove(_ series: SCIStackedColumnRenderableSeries) {
        removeMember(series)
    }

    /// "stacked columns".
    open override var kindDescription: String { "stacked columns" }
}

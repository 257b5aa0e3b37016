/// Stacked mountains (SciChart's `SCIVerticallyStackedMountainsCollection`): each member's
/// area lies on the areas of the members before it, at the same x.
///
/// ```swift
/// let stack = SCIVerticallyStackedMountainsCollection()
/// stack.add(first)
/// stack.add(second)
/// surface.renderableSeries.add(stack)
/// ```
open class SCIVerticallyStackedMountainsCollection: SCIVerticallyStackedSeriesCollection {
    /// Adds `series` on top of the stack.
    public func add(_ series: SCIStackedMountainRenderableSeries) {
        insertMember(series, at: count)
    }

    /// Puts `series` at `index` of the stack (0 is the bottom).
    public func insert(_ series: SCIStackedMountainRenderableSeries, at index: Int) {
        insertMember(series, at: index)
    }

    /// Takes `series` out of the stack.
    public func remove(_ series: SCIStackedMountainRenderableSeries) {
        removeMember(series)
    }

    /// "stacked mountains".
    open override var kindDescription: String { "stacked mountains" }
}

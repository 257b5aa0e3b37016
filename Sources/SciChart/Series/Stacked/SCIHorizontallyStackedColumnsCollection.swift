/// Columns side by side (SciChart's `SCIHorizontallyStackedColumnsCollection`): at each x,
/// the visible members' columns stand in a group, in the members' order from the left,
/// ``spacing`` apart, the group ``dataPointWidth`` of the space between x values wide.
///
/// A member is an ``SCIStackedColumnRenderableSeries`` or a whole
/// ``SCIVerticallyStackedColumnsCollection`` (stacked columns side by side):
///
/// ```swift
/// let group = SCIHorizontallyStackedColumnsCollection()
/// group.add(meatStack)
/// group.add(vegetableStack)
/// surface.renderableSeries.add(group)
/// ```
///
/// A hidden member leaves no gap: the others share the group's width.
open class SCIHorizontallyStackedColumnsCollection: SCIStackedSeriesCollectionBase {
    /// The gap between neighbouring columns: points in ``SCISpacingMode/absolute`` mode (the
    /// default), a fraction of a column's width, `0...1`, in ``SCISpacingMode/relative``
    /// mode (default 2).
    public var spacing = 2.0 { didSet { if oldValue != spacing { invalidate() } } }

    /// How ``spacing`` is measured (default ``SCISpacingMode/absolute``).
    public var spacingMode: SCISpacingMode = .absolute {
        didSet { if oldValue != spacingMode { invalidate() } }
    }

    /// The width of a group as a fraction of the space between x values, `0...1` (default
    /// 0.7).
    public var dataPointWidth = 0.7 { didSet { if oldValue != dataPointWidth { invalidate() } } }

    /// Adds `series` at the right of the group: an ``SCIStackedColumnRenderableSeries`` or an
    /// ``SCIVerticallyStackedColumnsCollection`` (another kind of series is not added).
    public func add(_ series: ISCIStackedColumnRenderableSeries) {
        insert(series, at: count)
    }

    /// Puts `series` at `index` of the group (0 is the leftmost).
    public func insert(_ series: ISCIStackedColumnRenderableSeries, at index: Int) {
        guard let member = series as? SCIRenderableSeriesBase,
            member is SCIStackedColumnRenderableSeries || member is SCIVerticallyStackedColumnsCollection
        else { return }
        insertMember(member, at: index)
    }

    /// Takes `series` out of the group.
    public func remove(_ series: ISCIStackedColumnRenderableSeries) {
        guard let member = series as? SCIRenderableSeriesBase else { return }
        removeMember(member)
    }

    /// "grouped columns".
    open override var kindDescription: String { "grouped columns" }

    /// Gives each visible member its place in the group, then lets stacks sum their values.
    override func prepareForLayout() {
        let visible = members.filter(\.isVisible)
        for (place, member) in visible.enumerated() {
            let slot = ColumnSlot(
                index: place, count: visible.count, spacing: spacing, mode: spacingMode,
                groupFraction: dataPointWidth)
            for column in member.leafSeries.compactMap({ $0 as? SCIStackedColumnRenderableSeries }) {
                column.columnSlot = slot
            }
        }
        super.prepareForLayout()
    }
}

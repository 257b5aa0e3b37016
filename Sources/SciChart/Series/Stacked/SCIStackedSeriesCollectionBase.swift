import Foundation

/// A renderable series made of other series (SciChart's `SCIStackedSeriesCollectionBase`):
/// added to a surface's `renderableSeries` as one series, it draws its members in their
/// order, and legends, tooltips, hit tests and selection see the members, each with its own
/// name, colour and values.
///
/// A member belongs to one collection: adding it to another, or to a surface's
/// `renderableSeries`, takes it out of the first. Hiding the collection hides its members;
/// hiding a member takes it out of the collection's arrangement (its share of a stack, its
/// place in a group).
open class SCIStackedSeriesCollectionBase: SCIRenderableSeriesBase {
    /// The members, in drawing order.
    private(set) var members: [SCIRenderableSeriesBase] = []

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the collection has no member.
    public var isEmpty: Bool { members.isEmpty }

    /// The member at `index`, or `nil` when out of range.
    public func item(at index: Int) -> SCIRenderableSeriesBase? {
        members.indices.contains(index) ? members[index] : nil
    }

    /// Removes the member at `index` (nothing when out of range).
    public func remove(at index: Int) {
        guard members.indices.contains(index) else { return }
        removeMember(members[index])
    }

    /// Removes every member.
    public func clear() {
        for member in members { removeMember(member) }
    }

    /// Adds `series` at `index` (clamped to the members), out of any collection or surface
    /// it was in; a series already here moves.
    func insertMember(_ series: SCIRenderableSeriesBase, at index: Int) {
        guard series !== self, !isOwned(by: series) else { return }
        series.stackOwner?.removeMember(series)
        if let owner = series.surface, owner.renderableSeries.contains(where: { $0 === series }) {
            owner.renderableSeries.remove(series)
        }
        members.insert(series, at: min(max(index, 0), members.count))
        series.stackOwner = self
        series.surface = surface
        membersChanged()
    }

    /// Takes `series` out of the members: it leaves the arrangement (its place in a group,
    /// its shared column spacing) and the surface, which forgets what it drew.
    func removeMember(_ series: SCIRenderableSeriesBase) {
        guard let index = members.firstIndex(where: { $0 === series }) else { return }
        members.remove(at: index)
        series.stackOwner = nil
        let leaving = [series] + ((series as? SCIStackedSeriesCollectionBase)?.allMembers ?? [])
        for member in leaving.compactMap({ $0 as? SCIStackedColumnRenderableSeries }) {
            member.columnSlot = nil
            member.columnSpacing = nil
        }
        if let surface = series.surface {
            series.surface = nil
            for member in leaving { surface.frameCaches.forget(member) }
        }
        membersChanged()
    }

    /// Every member, and the members of member collections, hidden ones included.
    var allMembers: [SCIRenderableSeriesBase] {
        members.flatMap { [$0] + (($0 as? SCIStackedSeriesCollectionBase)?.allMembers ?? []) }
    }

    /// The smallest space between neighbouring x values of each member's data, with the data
    /// version it was read at.
    private var gaps: [ObjectIdentifier: (data: UInt64, version: UInt64, gap: Double?)] = [:]

    /// The smallest positive space between neighbouring x values of `series`' data, read
    /// again when its data change.
    private func smallestGap(of series: SCIRenderableSeriesBase) -> Double? {
        guard let data = series.dataSeries else { return nil }
        let version = data.changeCount
        if let known = gaps[ObjectIdentifier(series)], known.data == data.seriesId, known.version == version {
            return known.gap
        }
        let gap = data.view { view in
            view.withColumn(SCISeriesDataView.x) { xs -> Double? in
                var smallest = Double.infinity
                for index in xs.indices.dropFirst() {
                    let step = abs(xs[index] - xs[index - 1])
                    if step > 0, step < smallest { smallest = step }
                }
                return smallest.isFinite ? smallest : nil
            }
        }
        gaps[ObjectIdentifier(series)] = (data.seriesId, version, gap)
        return gap
    }

    /// Whether this collection is `series` or inside it.
    private func isOwned(by series: SCIRenderableSeriesBase) -> Bool {
        var owner = stackOwner
        while let current = owner {
            if current === series { return true }
            owner = current.stackOwner
        }
        return false
    }

    /// Called when members come or go; the base tells the surface.
    func membersChanged() {
        invalidate()
    }

    override var leafSeries: [SCIRenderableSeriesBase] {
        isVisible ? members.flatMap(\.leafSeries) : []
    }

    override func surfaceChanged() {
        for member in members { member.surface = surface }
    }

    /// Lets the members prepare; the outermost collection then gives its visible columns
    /// one spacing, the smallest between neighbouring x values of any of them.
    override func prepareForLayout() {
        for member in members { member.prepareForLayout() }
        guard stackOwner == nil else { return }
        let columns = leafSeries.compactMap { $0 as? SCIStackedColumnRenderableSeries }
        let shared = columns.compactMap { smallestGap(of: $0) }.min()
        for column in columns { column.columnSpacing = shared }
        let kept = Set(allMembers.map(ObjectIdentifier.init))
        gaps = gaps.filter { kept.contains($0.key) }
    }

    /// "stack".
    open override var kindDescription: String { "stack" }
}

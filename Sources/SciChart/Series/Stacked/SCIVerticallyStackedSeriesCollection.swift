import Foundation

/// A collection whose members stand on each other (SciChart's
/// `SCIVerticallyStackedSeriesCollection`): the first member's values start from zero, each
/// later member's from the top of the ones before it, point by point at the same x: where no
/// earlier member has a point at an x, a point stands on zero. A value that is not finite is a
/// gap in its member and adds nothing to the stack.
///
/// Each member draws from the bottom to the top of its part of the stack; hit tests and
/// tooltips report its own value, with the top of the stack beside it
/// (``SCIHitTestInfo/stackedValue``). Axes range over the stacked tops.
open class SCIVerticallyStackedSeriesCollection: SCIStackedSeriesCollectionBase {
    /// Whether the members share the height from 0 to 100 at each x (each its value's
    /// share of the total there) instead of adding up their values (default `false`).
    /// Negative values have no share.
    public var isOneHundredPercent = false {
        didSet { if oldValue != isOneHundredPercent { invalidate() } }
    }

    /// What the last stack was made from: members, their data and visibility.
    private var madeFrom: [StackSource] = []
    private var madeOneHundredPercent = false

    /// Sums the visible members' values again when a member, its data, its visibility or the
    /// stacking mode changed since the last layout.
    override func prepareForLayout() {
        super.prepareForLayout()
        let sources = members.map(StackSource.init)
        guard sources != madeFrom || isOneHundredPercent != madeOneHundredPercent else { return }
        madeFrom = sources
        madeOneHundredPercent = isOneHundredPercent
        let stacked = members.compactMap { $0 as? StackedMember }
        let visible = stacked.filter(\.isVisible)
        let values = visible.map { member -> (xs: [Double], ys: [Double]) in
            guard let data = member.dataSeries else { return ([], []) }
            return data.view { view in
                (
                    view.withColumn(SCISeriesDataView.x) { Array($0) },
                    view.withColumn(SCISeriesDataView.y) { Array($0) }
                )
            }
        }
        let piles = StackPile.stack(values, oneHundredPercent: isOneHundredPercent)
        for (index, member) in visible.enumerated() {
            member.stackedValues.replace(
                xs: values[index].xs, tops: piles[index].tops, bottoms: piles[index].bottoms)
        }
        for member in stacked where !member.isVisible {
            member.stackedValues.replace(xs: [], tops: [], bottoms: [])
        }
    }
}

/// What a stack is made from, for one member: compared between layouts.
struct StackSource: Equatable {
    let member: ObjectIdentifier
    let data: UInt64?
    let version: UInt64
    let isVisible: Bool

    init(_ member: SCIRenderableSeriesBase) {
        self.member = ObjectIdentifier(member)
        data = member.dataSeries?.seriesId
        version = member.dataSeries?.changeCount ?? 0
        isVisible = member.isVisible
    }
}

/// A member of a vertical stack: a series that draws the part of the stack its values make.
protocol StackedMember: SCIRenderableSeriesBase {
    /// Its part of the stack: x, the top (y) and the bottom (y1) of each of its points, in
    /// its data's order; set by its stack as the surface lays out.
    var stackedValues: SCIXyyDataSeries { get }
}

extension StackedMember {
    /// Whether the member stands in a vertical stack.
    var isStacked: Bool { stackOwner is SCIVerticallyStackedSeriesCollection }

    /// The y extent of its part of the stack over `xRange`.
    func stackedYRange(inXRange xRange: SCIDoubleRange, onCategoryAxis: Bool) -> SCIDoubleRange? {
        Self.yRange(of: stackedValues, inXRange: xRange, onCategoryAxis: onCategoryAxis)
    }

    /// Calls `body` with a view of its part of the stack: x, top (y) and bottom (y1).
    func withStackedView<R>(_ body: (SCISeriesDataView) -> R) -> R {
        stackedValues.view(body)
    }

    /// `info` (found on the stacked values) with the member's own value at its point, and
    /// the stack's top there as ``SCIHitTestInfo/stackedValue``.
    func ownValues(_ info: SCIHitTestInfo, data: SCISeriesDataView) -> SCIHitTestInfo {
        guard info.dataSeriesIndex >= 0 else { return info }
        var own = info
        own.stackedValue = info.yValue
        own.yValue = data.value(column: SCISeriesDataView.y, at: info.dataSeriesIndex)
        return own
    }
}

extension SCIXyyDataSeries {
    /// Replaces every point with `xs`, `tops` (y) and `bottoms` (y1), as one change.
    func replace(xs: [Double], tops: [Double], bottoms: [Double]) {
        mutate(.cleared) { store in
            store.removeAll()
            store.append(columns: [xs, tops, bottoms])
        }
    }
}

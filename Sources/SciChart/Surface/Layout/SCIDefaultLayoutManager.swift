import Foundation

/// Lays out a surface's axes: one strategy for each side, outside the series area and inside
/// it (``SCIAxisBase/isCenterAxis``). The surface measures every strategy's axes, takes the
/// series area from the room the outer ones need, then lets each strategy place its axes.
public protocol ISCILayoutManager: AnyObject {
    /// The strategy of the left axes outside the series area.
    var leftOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the right axes outside the series area.
    var rightOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the top axes outside the series area.
    var topOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the bottom axes outside the series area.
    var bottomOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the left center axes, inside the series area.
    var leftInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the right center axes, inside the series area.
    var rightInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the top center axes, inside the series area.
    var topInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
    /// The strategy of the bottom center axes, inside the series area.
    var bottomInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy { get set }
}

/// The layout manager every surface has unless given another: axes stacked outwards from
/// the series area on their side, center axes stacked inwards from its edge. Replace a
/// strategy to stack axes along their side, or to pin one inside the chart.
///
/// ```swift
/// let layoutManager = SCIDefaultLayoutManager()
/// layoutManager.leftOuterAxisLayoutStrategy = StackedLeftAxes()
/// surface.layoutManager = layoutManager
/// ```
public final class SCIDefaultLayoutManager: ISCILayoutManager {
    public var leftOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy = SCILeftAlignmentOuterAxisLayoutStrategy()
    public var rightOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy =
        SCIRightAlignmentOuterAxisLayoutStrategy()
    public var topOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy = SCITopAlignmentOuterAxisLayoutStrategy()
    public var bottomOuterAxisLayoutStrategy: ISCIAxisLayoutStrategy =
        SCIBottomAlignmentOuterAxisLayoutStrategy()
    public var leftInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy = SCILeftAlignmentInnerAxisLayoutStrategy()
    public var rightInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy =
        SCIRightAlignmentInnerAxisLayoutStrategy()
    public var topInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy = SCITopAlignmentInnerAxisLayoutStrategy()
    public var bottomInnerAxisLayoutStrategy: ISCIAxisLayoutStrategy =
        SCIBottomAlignmentInnerAxisLayoutStrategy()

    /// The default strategies.
    public init() {}
}

extension ISCILayoutManager {
    /// The strategy of axes on `side`, outside the series area or inside it.
    func strategy(for side: SCIAxisAlignment, inner: Bool) -> ISCIAxisLayoutStrategy {
        switch (side, inner) {
        case (.left, false): leftOuterAxisLayoutStrategy
        case (.right, false): rightOuterAxisLayoutStrategy
        case (.top, false): topOuterAxisLayoutStrategy
        case (.left, true): leftInnerAxisLayoutStrategy
        case (.right, true): rightInnerAxisLayoutStrategy
        case (.top, true): topInnerAxisLayoutStrategy
        case (_, true): bottomInnerAxisLayoutStrategy
        default: bottomOuterAxisLayoutStrategy
        }
    }
}

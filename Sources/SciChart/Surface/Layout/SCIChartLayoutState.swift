import Foundation

/// What the measure pass of a layout found: the room the axes of each side need, outside the
/// series area (outer) and inside it (inner, the axes with ``SCIAxisBase/isCenterAxis``).
/// Axis layout strategies fill it in ``ISCIAxisLayoutStrategy/measureAxes(withAvailableWidth:height:andChartLayoutState:)``;
/// the layout manager takes the series area from the outer sizes.
public final class SCIChartLayoutState {
    /// Room left of the series area.
    public var leftOuterAreaSize: CGFloat = 0
    /// Room right of the series area.
    public var rightOuterAreaSize: CGFloat = 0
    /// Room above the series area.
    public var topOuterAreaSize: CGFloat = 0
    /// Room below the series area.
    public var bottomOuterAreaSize: CGFloat = 0
    /// Room the left inner axes take inside the series area.
    public var leftInnerAreaSize: CGFloat = 0
    /// Room the right inner axes take inside the series area.
    public var rightInnerAreaSize: CGFloat = 0
    /// Room the top inner axes take inside the series area.
    public var topInnerAreaSize: CGFloat = 0
    /// Room the bottom inner axes take inside the series area.
    public var bottomInnerAreaSize: CGFloat = 0

    /// Nothing measured yet.
    public init() {}
}

/// What an axis needs, as its last measure found (``SCIAxisBase/updateMeasurements()``):
/// its thickness (ticks, labels and title) and room it needs beyond its ends.
public final class SCIAxisLayoutState {
    /// The thickness of the axis: across it, in points.
    public var axisSize: CGFloat = 0
    /// Room needed left of the axis' band.
    public var additionalLeftSize: CGFloat = 0
    /// Room needed right of the axis' band.
    public var additionalRightSize: CGFloat = 0
    /// Room needed above the axis' band.
    public var additionalTopSize: CGFloat = 0
    /// Room needed below the axis' band.
    public var additionalBottomSize: CGFloat = 0

    /// Nothing measured yet.
    public init() {}
}

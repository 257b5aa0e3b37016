import Foundation

/// Places the axes of one side of a chart, outside or inside its series area: a measure pass
/// says how much room they need, a layout pass gives each its rectangle
/// (``SCIAxisBase/layoutArea(withLeft:top:right:bottom:)``).
public protocol ISCIAxisLayoutStrategy: AnyObject {
    /// The axes this strategy places, in the surface's order.
    var axes: [ISCIAxis] { get set }
    /// Measures the axes (``SCIAxisBase/updateMeasurements()``) and records the room they
    /// need in `chartLayoutState`. `width` and `height`: the room the layout has.
    func measureAxes(
        withAvailableWidth width: CGFloat, height: CGFloat,
        andChartLayoutState chartLayoutState: SCIChartLayoutState!)
    /// Gives each axis its rectangle within the region `left`…`right`, `top`…`bottom`
    /// (surface points).
    func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat)
}

/// The base of layout strategies: holds the axes. Subclass a strategy of the side you
/// change and override its measure or layout pass.
open class SCIAxisLayoutStrategy: ISCIAxisLayoutStrategy {
    /// The axes this strategy places.
    public var axes: [ISCIAxis] = []

    /// A strategy with no axes yet.
    public init() {}

    /// Measures the axes and adds the room they need across them to the part of
    /// `chartLayoutState` the strategy's side and place name.
    open func measureAxes(
        withAvailableWidth width: CGFloat, height: CGFloat,
        andChartLayoutState chartLayoutState: SCIChartLayoutState!
    ) {
        for axis in axes { axis.updateMeasurements() }
        if let room, let chartLayoutState {
            chartLayoutState[keyPath: room] += axes.reduce(0) { total, axis in
                total + requiredSize(of: axis.axisLayoutState ?? SCIAxisLayoutState())
            }
        }
    }

    open func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {}

    /// The part of the layout state the axes' room adds to (`nil` for the base: none).
    var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { nil }

    /// The room one axis needs across the strategy's side.
    func requiredSize(of state: SCIAxisLayoutState) -> CGFloat { 0 }
}

/// The base of strategies for left and right axes.
open class SCIVerticalAxisLayoutStrategy: SCIAxisLayoutStrategy {
    override func requiredSize(of state: SCIAxisLayoutState) -> CGFloat {
        Self.getRequiredAxisSize(from: state)
    }

    /// The width a vertical axis needs: its thickness and the room beside it.
    public static func getRequiredAxisSize(from axisLayoutState: SCIAxisLayoutState!) -> CGFloat {
        guard let state = axisLayoutState else { return 0 }
        return state.axisSize + state.additionalLeftSize + state.additionalRightSize
    }

    /// Places `axes` side by side from `left` rightwards, each as tall as `top`…`bottom`.
    public static func layoutAxesFromLeft(
        toRight axes: [ISCIAxis]?, withLeft left: CGFloat, top: CGFloat, bottom: CGFloat
    ) {
        var x = left
        for axis in axes ?? [] {
            let state = axis.axisLayoutState ?? SCIAxisLayoutState()
            let size = getRequiredAxisSize(from: state)
            axis.layoutArea(
                withLeft: x + state.additionalLeftSize, top: top, right: x + size - state.additionalRightSize,
                bottom: bottom)
            x += size
        }
    }

    /// Places `axes` side by side from `right` leftwards, each as tall as `top`…`bottom`.
    public static func layoutAxesFromRight(
        toLeft axes: [ISCIAxis]?, withTop top: CGFloat, right: CGFloat, bottom: CGFloat
    ) {
        var x = right
        for axis in axes ?? [] {
            let state = axis.axisLayoutState ?? SCIAxisLayoutState()
            let size = getRequiredAxisSize(from: state)
            axis.layoutArea(
                withLeft: x - size + state.additionalLeftSize, top: top, right: x - state.additionalRightSize,
                bottom: bottom)
            x -= size
        }
    }
}

/// The base of strategies for top and bottom axes.
open class SCIHorizontalAxisLayoutStrategy: SCIAxisLayoutStrategy {
    override func requiredSize(of state: SCIAxisLayoutState) -> CGFloat {
        Self.getRequiredAxisSize(from: state)
    }

    /// The height a horizontal axis needs: its thickness and the room above and below it.
    public static func getRequiredAxisSize(from axisLayoutState: SCIAxisLayoutState!) -> CGFloat {
        guard let state = axisLayoutState else { return 0 }
        return state.axisSize + state.additionalTopSize + state.additionalBottomSize
    }

    /// Places `axes` one under another from `top` downwards, each as wide as `left`…`right`.
    public static func layoutAxesFromTop(
        toBottom axes: [ISCIAxis]?, withLeft left: CGFloat, top: CGFloat, right: CGFloat
    ) {
        var y = top
        for axis in axes ?? [] {
            let state = axis.axisLayoutState ?? SCIAxisLayoutState()
            let size = getRequiredAxisSize(from: state)
            axis.layoutArea(
                withLeft: left, top: y + state.additionalTopSize, right: right,
                bottom: y + size - state.additionalBottomSize)
            y += size
        }
    }

    /// Places `axes` one above another from `bottom` upwards, each as wide as `left`…`right`.
    public static func layoutAxesFromBottom(
        toTop axes: [ISCIAxis]?, withLeft left: CGFloat, right: CGFloat, bottom: CGFloat
    ) {
        var y = bottom
        for axis in axes ?? [] {
            let state = axis.axisLayoutState ?? SCIAxisLayoutState()
            let size = getRequiredAxisSize(from: state)
            axis.layoutArea(
                withLeft: left, top: y - size + state.additionalTopSize, right: right,
                bottom: y - state.additionalBottomSize)
            y -= size
        }
    }
}

/// Left axes outside the series area, stacked outwards from it.
open class SCILeftAlignmentOuterAxisLayoutStrategy: SCIVerticalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.leftOuterAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromRight(toLeft: axes, withTop: top, right: right, bottom: bottom)
    }
}

/// Right axes outside the series area, stacked outwards from it.
open class SCIRightAlignmentOuterAxisLayoutStrategy: SCIVerticalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.rightOuterAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromLeft(toRight: axes, withLeft: left, top: top, bottom: bottom)
    }
}

/// Top axes outside the series area, stacked outwards from it.
open class SCITopAlignmentOuterAxisLayoutStrategy: SCIHorizontalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.topOuterAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromBottom(toTop: axes, withLeft: left, right: right, bottom: bottom)
    }
}

/// Bottom axes outside the series area, stacked outwards from it.
open class SCIBottomAlignmentOuterAxisLayoutStrategy: SCIHorizontalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.bottomOuterAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromTop(toBottom: axes, withLeft: left, top: top, right: right)
    }
}

/// Left center axes, inside the series area from its left edge inwards.
open class SCILeftAlignmentInnerAxisLayoutStrategy: SCIVerticalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.leftInnerAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromLeft(toRight: axes, withLeft: left, top: top, bottom: bottom)
    }
}

/// Right center axes, inside the series area from its right edge inwards.
open class SCIRightAlignmentInnerAxisLayoutStrategy: SCIVerticalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.rightInnerAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromRight(toLeft: axes, withTop: top, right: right, bottom: bottom)
    }
}

/// Top center axes, inside the series area from its top edge downwards.
open class SCITopAlignmentInnerAxisLayoutStrategy: SCIHorizontalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.topInnerAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromTop(toBottom: axes, withLeft: left, top: top, right: right)
    }
}

/// Bottom center axes, inside the series area from its bottom edge upwards.
open class SCIBottomAlignmentInnerAxisLayoutStrategy: SCIHorizontalAxisLayoutStrategy {
    override var room: ReferenceWritableKeyPath<SCIChartLayoutState, CGFloat>? { \.bottomInnerAreaSize }

    open override func layout(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        Self.layoutAxesFromBottom(toTop: axes, withLeft: left, right: right, bottom: bottom)
    }
}

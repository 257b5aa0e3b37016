import Foundation

/// The measure and layout passes of an axis, as layout strategies call them.
extension SCIAxisBase {
    /// Measures the axis for the layout under way: its thickness (ticks, labels and title) in
    /// ``layoutState``. Layout strategies call it in their measure pass; outside a layout it
    /// keeps the last measure.
    public func updateMeasurements() {
        measureForLayout()
    }

    /// See ``updateMeasurements()`` (a name of its own, which protocol forwarding cannot
    /// confuse with itself).
    func measureForLayout() {
        guard let input = measureInput else { return }
        let (thickness, ticks) = SurfaceLayout.measure(self, input)
        layoutState.axisSize = CGFloat(thickness)
        measuredTicks = ticks
    }

    /// Gives the axis its rectangle in the layout under way (surface points): its band of
    /// ticks and labels, whose length is the axis' length. An axis shorter than the series
    /// area (stacked with others along its side) maps its range onto its own stretch.
    public func layoutArea(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        place(left: left, top: top, right: right, bottom: bottom)
    }

    /// See ``layoutArea(withLeft:top:right:bottom:)``.
    func place(left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        let rect = CGRect(x: left, y: top, width: right - left, height: bottom - top).standardized
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return
        }
        laidOutRect = rect
    }
}

extension ISCIAxis {
    /// What the axis' last measure found.
    public var axisLayoutState: SCIAxisLayoutState! { (self as? SCIAxisBase)?.layoutState }

    /// Measures the axis for the layout under way (see ``SCIAxisBase/updateMeasurements()``).
    public func updateMeasurements() {
        (self as? SCIAxisBase)?.measureForLayout()
    }

    /// Gives the axis its rectangle (see ``SCIAxisBase/layoutArea(withLeft:top:right:bottom:)``).
    public func layoutArea(withLeft left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
        (self as? SCIAxisBase)?.place(left: left, top: top, right: right, bottom: bottom)
    }

    /// The axis' converter between values and pixels as of the current layout (see
    /// ``SCIAxisBase/currentCoordinateCalculator``).
    public var currentCoordinateCalculator: SCICoordinateCalculator! {
        guard let axis = self as? SCIAxisBase else { return nil }
        let calculator: SCICoordinateCalculator = axis.currentCoordinateCalculator
        return calculator
    }

    /// Whether the axis is drawn inside the series area (see ``SCIAxisBase/isCenterAxis``).
    public var isCenterAxis: Bool {
        get { (self as? SCIAxisBase)?.centerAxis ?? false }
        set { (self as? SCIAxisBase)?.centerAxis = newValue }
    }
}

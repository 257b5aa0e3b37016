import Foundation

extension SCIChartLayout {
    /// The band beside the series area that holds `axis`' ticks, labels and title, in
    /// surface coordinates, or `nil` when the axis is not on the surface. Hidden axes have a
    /// band of zero thickness.
    public func axisFrame(for axis: SCIAxisBase) -> CGRect? {
        layout.placement(for: axis)?.band
    }

    /// The axes that were visible when the surface laid out, x axes first: what tools draw
    /// labels on, whatever the axes say since.
    var shownAxes: [SCIAxisBase] {
        (xAxes + yAxes).filter { isShown($0) }
    }

    /// Whether `axis` was visible when the surface laid out (`false` when it is not on it).
    func isShown(_ axis: SCIAxisBase) -> Bool {
        layout.placement(for: axis)?.isVisible ?? false
    }
}

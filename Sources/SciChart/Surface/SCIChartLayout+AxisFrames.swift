import Foundation

extension SCIChartLayout {
    /// The band beside the series area that holds `axis`' ticks, labels and title, in
    /// surface coordinates, or `nil` when the axis is not on the surface. Hidden axes have a
    /// band of zero thickness.
    public func axisFrame(for axis: SCIAxisBase) -> CGRect? {
        layout.placement(for: axis)?.band
    }
}

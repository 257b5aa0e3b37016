import Foundation

/// The base of the built-in point markers.
open class SCIPointMarkerBase: ISCIPointMarker {
    /// Width and height in points (default 7 by 7); non-finite or negative sizes draw nothing.
    public var size = CGSize(width: 7, height: 7) { didSet { markerChanged() } }
    /// The fill; `nil` (the default) leaves the shape empty.
    public var fillStyle: SCIBrushStyle? { didSet { markerChanged() } }
    /// The outline; `nil` (the default) draws none.
    public var strokeStyle: SCIPenStyle? { didSet { markerChanged() } }

    /// A marker 7 by 7 points, with no fill or outline until they are set.
    public init() {}

    /// The series that show the marker, by identity: a change of it draws them again. One
    /// marker may be shared by thousands of series (a selected style's), so each is found
    /// without a scan; entries of series freed are dropped as the table doubles.
    private var owners: [ObjectIdentifier: WeakSeries] = [:]
    private var pruneAt = 16

    private struct WeakSeries {
        weak var series: SCIRenderableSeriesBase?
    }

    /// Records that `series` shows the marker.
    func attach(_ series: SCIRenderableSeriesBase) {
        owners[ObjectIdentifier(series)] = WeakSeries(series: series)
        if owners.count >= pruneAt {
            owners = owners.filter { $0.value.series != nil }
            pruneAt = max(16, 2 * owners.count)
        }
    }

    /// Records that `series` no longer shows the marker.
    func detach(_ series: SCIRenderableSeriesBase) {
        owners[ObjectIdentifier(series)] = nil
    }

    /// Draws the series that show the marker again; a subclass calls it when something
    /// only it knows of changes its look.
    public func markerChanged() {
        for owner in owners.values { owner.series?.invalidate() }
    }

    /// The marker's width and height, each clamped to `0...1000`.
    public var drawableSize: CGSize {
        func clean(_ value: CGFloat) -> Double {
            let double = Double(value)
            return double.isFinite ? min(max(double, 0), 1000) : 0
        }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    open func addShape(to path: inout SCIPath, at center: CGPoint) {}

    /// The box of the shape centred at `center`.
    func box(at center: CGPoint) -> CGRect {
        let size = drawableSize
        return CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
            height: size.height)
    }
}

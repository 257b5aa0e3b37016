import Foundation

/// The base of palette providers for series of type `T`: it holds the series being coloured
/// as ``renderableSeries``; a subclass adopts one or more of ``ISCIStrokePaletteProvider``,
/// ``ISCIFillPaletteProvider`` and ``ISCIPointMarkerPaletteProvider`` and overrides
/// ``update()`` to fill its colour lists from the series' current render pass data.
///
/// ```swift
/// final class ThresholdPalette: SCIPaletteProviderBase<SCIFastColumnRenderableSeries>,
///     ISCIFillPaletteProvider
/// {
///     let colors = SCIUnsignedIntegerValues()
///     var fillColors: SCIUnsignedIntegerValues! { colors }
///
///     init() { super.init(renderableSeriesType: SCIFastColumnRenderableSeries.self) }
///
///     override func update() {
///         let data = renderableSeries.currentRenderPassData as! SCIXyRenderPassData
///         colors.count = data.pointsCount
///         for i in 0..<data.pointsCount {
///             colors.set(data.yValues.getValueAt(i) > 0 ? 0xFF50C878 : 0xFFE0475B, at: i)
///         }
///     }
/// }
/// ```
///
/// A provider set on a series that is not a `T` colours nothing.
open class SCIPaletteProviderBase<T: SCIRenderableSeriesBase>: ISCIPaletteProvider {
    /// The series whose points are being coloured (`nil` while not attached).
    public private(set) var renderableSeries: T!

    /// The class of series given when the provider was made (SciChart's initialiser takes
    /// it); which series the provider colours is decided by `T`.
    public let renderableSeriesType: AnyClass

    /// A provider for series of `T`; `renderableSeriesType` is kept as given.
    public init!(renderableSeriesType: AnyClass!) {
        self.renderableSeriesType = renderableSeriesType ?? T.self
    }

    /// Attaches the provider to `renderableSeries` when it is a `T`.
    open func attachTo(_ renderableSeries: SCIRenderableSeriesBase) {
        self.renderableSeries = renderableSeries as? T
    }

    /// Detaches the provider.
    open func detach() {
        renderableSeries = nil
    }

    /// Whether the provider is attached to a series of its type.
    public var isAttached: Bool { renderableSeries != nil }

    /// Fills the colour lists; the base fills nothing.
    open func update() {}
}

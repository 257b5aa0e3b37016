import Foundation

/// What colours a series' points one by one (``SCIRenderableSeriesBase/paletteProvider``).
///
/// At each frame the series sets ``SCIRenderableSeriesBase/currentRenderPassData`` to the
/// points it is about to draw (after resampling: the points drawn, not every point of the
/// data), then calls ``update()``; the provider fills the colour lists of the kinds it
/// adopts (``ISCIStrokePaletteProvider``, ``ISCIFillPaletteProvider``,
/// ``ISCIPointMarkerPaletteProvider``), one `0xAARRGGBB` colour per drawn point. Subclass
/// ``SCIPaletteProviderBase`` rather than adopting this protocol directly.
public protocol ISCIPaletteProvider: AnyObject {
    /// Called by a series before it draws, with the series whose points are to be coloured;
    /// a provider shared by several series is attached to each in turn.
    func attachTo(_ renderableSeries: SCIRenderableSeriesBase)
    /// Called when the series lets the provider go.
    func detach()
    /// Whether the provider is attached to a series now.
    var isAttached: Bool { get }
    /// Fills the colour lists for the series' current render pass data.
    func update()
}

/// A palette provider that colours lines and outlines: ``strokeColors`` holds one colour per
/// drawn point; a line's segment takes the colour of the point it starts from.
public protocol ISCIStrokePaletteProvider: ISCIPaletteProvider {
    /// One `0xAARRGGBB` colour per drawn point; points past its end keep the series' pen.
    var strokeColors: SCIUnsignedIntegerValues! { get }
}

/// A palette provider that colours fills (columns, candle bodies, areas, bubbles):
/// ``fillColors`` holds one colour per drawn point; an area's stretch takes the colour of the
/// point it starts from.
public protocol ISCIFillPaletteProvider: ISCIPaletteProvider {
    /// One `0xAARRGGBB` colour per drawn point; points past its end keep the series' fill.
    var fillColors: SCIUnsignedIntegerValues! { get }
}

/// A palette provider that colours point markers: each marker is filled with its point's
/// colour.
public protocol ISCIPointMarkerPaletteProvider: ISCIPaletteProvider {
    /// One `0xAARRGGBB` colour per drawn point; points past its end keep the marker's fill.
    var pointMarkerColors: SCIUnsignedIntegerValues! { get }
}

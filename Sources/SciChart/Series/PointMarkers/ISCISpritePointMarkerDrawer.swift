import Foundation

/// Paints a sprite point marker's picture, once per size and colour, which the marker then
/// copies to every point (SciChart's `ISCISpritePointMarkerDrawer`).
public protocol ISCISpritePointMarkerDrawer: AnyObject {
    /// Paints the marker on `bitmap` (its size in device pixels), with the marker's outline
    /// and fill: a palette provider's marker colour comes as the brush.
    func onDraw(_ bitmap: SCIBitmap!, with penStyle: SCIPenStyle!, andBrushStyle brushStyle: SCIBrushStyle!)
}

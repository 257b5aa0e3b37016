import Foundation

/// A pen a series of your own draws with, made by an ``ISCIAssetManager2D``.
public protocol ISCIPen2D: AnyObject {
    /// The style it was made from.
    var style: SCIPenStyle { get }
    /// The opacity it draws at, `0...1`.
    var opacity: Float { get }
}

/// A brush a series of your own fills with, made by an ``ISCIAssetManager2D``.
public protocol ISCIBrush2D: AnyObject {
    /// The style it was made from.
    var style: SCIBrushStyle { get }
    /// The opacity it fills at, `0...1`.
    var opacity: Float { get }
}

/// Where a series of your own draws in ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``
/// (SciChart's `ISCIRenderContext2D`): lines, rectangles, paths and text in drawing space,
/// the space of the render pass data's coordinates, recorded in the frame's display list so
/// that PNG, SVG and the chart view show them alike.
public protocol ISCIRenderContext2D: AnyObject {
    /// The size of the series area, in points.
    var viewportSize: CGSize { get }
    /// Draws a line from `start` to `end`.
    func drawLine(from start: CGPoint, to end: CGPoint, pen: ISCIPen2D)
    /// Draws a line through the points (`xCoords[i]`, `yCoords[i]`); a NaN coordinate breaks it.
    func drawLines(xCoords: SCIFloatValues, yCoords: SCIFloatValues, pen: ISCIPen2D)
    /// Fills a rectangle.
    func fillRect(_ rect: CGRect, brush: ISCIBrush2D)
    /// Outlines a rectangle.
    func drawRect(_ rect: CGRect, pen: ISCIPen2D)
    /// Fills a path.
    func fillPath(_ path: SCIPath, brush: ISCIBrush2D)
    /// Strokes a path.
    func drawPath(_ path: SCIPath, pen: ISCIPen2D)
    /// Draws an ellipse of `size` centred at `point`, filled with `brush` and outlined with
    /// `pen` (either may be `nil`).
    func drawEllipse(with pen: ISCIPen2D!, brush: ISCIBrush2D!, andSize size: CGSize, at point: CGPoint)
    /// Writes `text` with its top left corner at `point`.
    func drawText(_ text: String, at point: CGPoint, font: SCIFontStyle)
}

/// What makes the pens and brushes a series of your own draws with (SciChart's
/// `ISCIAssetManager2D`), passed to
/// ``SCIRenderableSeriesBase/internalDraw(with:assetManager:renderPassData:)``.
public protocol ISCIAssetManager2D: AnyObject {
    /// A pen of `style`.
    func pen(withStyle style: SCIPenStyle) -> ISCIPen2D
    /// A pen of `style` at `opacity`.
    func pen(with style: SCIPenStyle, andOpacity opacity: Float) -> ISCIPen2D
    /// A brush of `style`.
    func brush(withStyle style: SCIBrushStyle) -> ISCIBrush2D
    /// A brush of `style` at `opacity`.
    func brush(with style: SCIBrushStyle, andOpacity opacity: Float) -> ISCIBrush2D
}

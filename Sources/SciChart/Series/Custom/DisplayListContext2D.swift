import Foundation

/// A pen: a style at an opacity.
final class Pen2D: ISCIPen2D {
    let style: SCIPenStyle
    let opacity: Float

    init(_ style: SCIPenStyle, opacity: Float) {
        self.style = style
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    }

    /// The stroke it draws, or `nil` when it draws nothing.
    var stroke: SCIStroke? { SCIStroke(style, opacity: Double(opacity)) }
}

/// A brush: a style at an opacity.
final class Brush2D: ISCIBrush2D {
    let style: SCIBrushStyle
    let opacity: Float

    init(_ style: SCIBrushStyle, opacity: Float) {
        self.style = style
        self.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1
    }

    /// The fill it paints, or `nil` when it paints nothing.
    var fill: SCIFill? { SCIFill(style, opacity: Double(opacity)) }
}

/// Makes pens and brushes at the series' opacity and the opacity asked for.
final class AssetManager2D: ISCIAssetManager2D {
    /// The series' opacity in the frame.
    let opacity: Float

    init(opacity: Double) {
        self.opacity = Float(opacity)
    }

    func pen(withStyle style: SCIPenStyle) -> ISCIPen2D { Pen2D(style, opacity: opacity) }

    func pen(with style: SCIPenStyle, andOpacity opacity: Float) -> ISCIPen2D {
        Pen2D(style, opacity: self.opacity * opacity)
    }

    func brush(withStyle style: SCIBrushStyle) -> ISCIBrush2D { Brush2D(style, opacity: opacity) }

    func brush(with style: SCIBrushStyle, andOpacity opacity: Float) -> ISCIBrush2D {
        Brush2D(style, opacity: self.opacity * opacity)
    }
}

/// A render context that records into a display list, during one call of a series'
/// `internalDraw`: pens and brushes of other kinds draw nothing.
final class DisplayListContext2D: ISCIRenderContext2D {
    /// What was drawn.
    var list = SCIDisplayList()
    /// The frame's context of the series (none for a point marker's shape).
    let seriesContext: SCISeriesRenderContext?
    /// Set by the base `internalDraw`: the series draws as its type does (it does not
    /// override `internalDraw`, or its override called `super`).
    var wantsBuiltInDrawing = false

    /// The series area's size.
    let viewportSize: CGSize
    /// The bounds far-off lines are clipped to.
    let clipBounds: CGRect

    init(_ seriesContext: SCISeriesRenderContext) {
        self.seriesContext = seriesContext
        viewportSize = seriesContext.area.size
        clipBounds = seriesContext.clipBounds
    }

    /// A context of no series (a point marker drawing its shape), clipped to `bounds`.
    init(bounds: CGRect) {
        seriesContext = nil
        viewportSize = bounds.size
        clipBounds = bounds
    }

    func drawLine(from start: CGPoint, to end: CGPoint, pen: ISCIPen2D) {
        var path = SCIPath()
        path.move(to: start)
        path.line(to: end)
        drawPath(path, pen: pen)
    }

    func drawLines(xCoords: SCIFloatValues, yCoords: SCIFloatValues, pen: ISCIPen2D) {
        var pixels = SCISeriesPixels()
        for index in 0..<min(xCoords.count, yCoords.count) {
            pixels.append(
                x: Double(xCoords.getValueAt(index)), y: Double(yCoords.getValueAt(index)), index: index)
        }
        ClippedPath.strokePolyline(
            pixels, (pen as? Pen2D)?.stroke, bounds: clipBounds, into: &list)
    }

    func fillRect(_ rect: CGRect, brush: ISCIBrush2D) {
        var path = SCIPath()
        path.addRect(rect)
        fillPath(path, brush: brush)
    }

    func drawRect(_ rect: CGRect, pen: ISCIPen2D) {
        var path = SCIPath()
        path.addRect(rect)
        drawPath(path, pen: pen)
    }

    func fillPath(_ path: SCIPath, brush: ISCIBrush2D) {
        list.fill(path, (brush as? Brush2D)?.fill)
    }

    func drawPath(_ path: SCIPath, pen: ISCIPen2D) {
        guard let stroke = (pen as? Pen2D)?.stroke else { return }
        list.stroke(path, stroke)
    }

    func drawEllipse(with pen: ISCIPen2D!, brush: ISCIBrush2D!, andSize size: CGSize, at point: CGPoint) {
        guard Double(size.width).isFinite, Double(size.height).isFinite, size.width > 0, size.height > 0
        else {
            return
        }
        var path = SCIPath()
        path.addEllipse(
            in: CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
                height: size.height))
        if let brush { fillPath(path, brush: brush) }
        if let pen { drawPath(path, pen: pen) }
    }

    func drawText(_ text: String, at point: CGPoint, font: SCIFontStyle) {
        list.text(SCITextRun(text: text, anchor: point, horizontal: .left, vertical: .top, font: font))
    }
}

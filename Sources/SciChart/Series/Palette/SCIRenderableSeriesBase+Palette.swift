import Foundation

extension SCIRenderableSeriesBase {
    /// `stroke` in `color` (at the frame's opacity), or `stroke` itself for `nil`.
    static func recolored(_ stroke: SCIStroke?, _ color: SCIColor?, _ context: SCISeriesRenderContext)
        -> SCIStroke?
    {
        guard var stroke, let color else { return stroke }
        stroke.color = color.multiplyingAlpha(by: context.opacity)
        return stroke
    }

    /// `fill` in `color` (at the frame's opacity), or `fill` itself for `nil`; a palette
    /// colour replaces a gradient.
    static func recolored(_ fill: SCIFill?, _ color: SCIColor?, _ context: SCISeriesRenderContext) -> SCIFill?
    {
        guard let color else { return fill }
        return SCIFill(color: color.multiplyingAlpha(by: context.opacity))
    }

    /// The line through `pixels` with each segment in its start point's colour from
    /// `colors` (the series' `stroke` where none): consecutive segments of one colour make one
    /// polyline.
    func drawLine(
        _ pixels: SCISeriesPixels, stroke: SCIStroke?, colors: PaletteChannel?,
        into list: inout SCIDisplayList,
        context: SCISeriesRenderContext
    ) {
        guard let colors, stroke != nil else {
            drawLine(pixels, stroke: stroke, into: &list, context: context)
            return
        }
        var run = SCISeriesPixels()
        var runColor: SCIColor?
        func flush() {
            ClippedPath.strokePolyline(
                run, Self.recolored(stroke, runColor, context), bounds: context.clipBounds, into: &list)
        }
        for position in 0..<pixels.count {
            let color = colors[position]
            if position > 0, color != runColor {
                // The segment into this point belongs to the run that ends here.
                run.append(x: pixels.xs[position], y: pixels.ys[position], index: pixels.indices[position])
                flush()
                run = SCISeriesPixels()
            }
            runColor = color
            run.append(x: pixels.xs[position], y: pixels.ys[position], index: pixels.indices[position])
        }
        flush()
    }

    /// The series' line with its palette's stroke colours: `pixels` are the points the
    /// palette coloured, `shaped` the line drawn through them (the same, or a curve or steps).
    func drawLine(
        points pixels: SCISeriesPixels, shaped: SCISeriesPixels, stroke: SCIStroke?, palette: PaletteColors?,
        into list: inout SCIDisplayList, context: SCISeriesRenderContext
    ) {
        guard let palette, palette.stroke != nil else {
            drawLine(shaped, stroke: stroke, into: &list, context: context)
            return
        }
        let colors = shaped.count == pixels.count ? palette : palette.rekeyed(for: shaped)
        drawLine(shaped, stroke: stroke, colors: colors.stroke, into: &list, context: context)
    }
}

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
        // Runs of segments of one colour, each from its first point to the point where the
        // colour changes (the segment into that point is the run's last).
        var start = 0
        var runColor = colors[0]
        for position in 1..<max(pixels.count, 1) {
            let color = colors[position]
            guard color != runColor else { continue }
            ClippedPath.strokePolyline(
                pixels, positions: start..<position + 1, Self.recolored(stroke, runColor, context),
                bounds: context.clipBounds, into: &list)
            start = position
            runColor = color
        }
        ClippedPath.strokePolyline(
            pixels, positions: start..<pixels.count, Self.recolored(stroke, runColor, context),
            bounds: context.clipBounds, into: &list)
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
        let colors = palette.aligned(to: shaped, from: pixels)
        drawLine(shaped, stroke: stroke, colors: colors.stroke, into: &list, context: context)
    }
}

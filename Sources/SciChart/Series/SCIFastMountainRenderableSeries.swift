import Foundation

/// A filled area between a line through the data and ``zeroLineY``.
open class SCIFastMountainRenderableSeries: SCIXyRenderableSeriesBase {
    /// The area fill; `nil` takes the line colour at a quarter opacity.
    public var areaStyle: SCIBrushStyle? { didSet { invalidate() } }

    override var fillColor: SCIColor? { areaStyle?.color }

    /// "mountain".
    open override var kindDescription: String { "mountain" }

    /// A filled box in the area's colour (the line's at a quarter opacity by default),
    /// topped by the line.
    open override func legendMarker(color: SCIColor, theme: SCIChartTheme) -> SCILegendMarker {
        .fill(color: areaStyle?.color ?? color.multiplyingAlpha(by: 0.25), outline: color)
    }

    /// The value the area extends to (default 0). It does not widen auto-ranging: below
    /// the visible range, the area reaches the bottom of the series area.
    public var zeroLineY = 0.0 { didSet { invalidate() } }

    /// Whether the top of the area steps (across to the next point's x, then up or down to
    /// it) instead of joining points directly (default `false`).
    public var isDigitalLine = false { didSet { if oldValue != isDigitalLine { invalidate() } } }

    override var lineShape: LineShape { isDigitalLine ? .digital : .straight }

    func resolvedFill(_ context: SCISeriesRenderContext) -> SCIFill? {
        if let areaStyle { return SCIFill(areaStyle, opacity: context.opacity) }
        let color = strokeStyle?.color ?? context.paletteColor
        return SCIFill(color: color.multiplyingAlpha(by: 0.25 * context.opacity))
    }

    open override func draw(
        _ data: SCISeriesDataView, context: SCISeriesRenderContext, into list: inout SCIDisplayList
    ) {
        let points = linePixels(data, context: context)
        let pixels = shapedLinePixels(data, context: context)
        let palette = paletteColors { SCIXyRenderPassData(points, data: data) }
        let baseline = context.pixelY(zeroLineY.isFinite ? zeroLineY : 0).boundedPixel
        if let palette, palette.fill != nil {
            let colors = palette.aligned(to: pixels, from: points)
            fillStretches(pixels, colors: colors.fill, baseline: baseline, into: &list, context: context)
        } else {
            var area = SCIPath()
            if pixels.isResampled {
                let spans = ColumnSpans.make(pixels, context: context, interpolatingLongSegments: true)
                area = spans.rectangles(thickness: 0, baseline: baseline, context: context)
            } else {
                for run in Self.finiteRuns(pixels) {
                    area.addPolygon(Self.polygon(pixels, run, baseline: baseline, context: context))
                }
            }
            list.fill(area, resolvedFill(context))
        }
        drawLine(
            points: points, shaped: pixels, stroke: resolvedStroke(context), palette: palette, into: &list,
            context: context)
        drawMarkers(pointMarker, at: points, colors: palette?.marker, into: &list, context: context)
    }

    /// The area under the points of `run` down to `baseline`, clipped.
    private static func polygon(
        _ pixels: SCISeriesPixels, _ run: Range<Int>, baseline: Double, context: SCISeriesRenderContext
    ) -> [CGPoint] {
        var polygon = run.map { pixels.point(at: $0) }
        polygon.append(CGPoint(x: pixels.xs[run.upperBound - 1], y: baseline))
        polygon.append(CGPoint(x: pixels.xs[run.lowerBound], y: baseline))
        return ClippedPath.clip(polygon: polygon, to: context.clipBounds)
    }

    /// The area in stretches, each in the colour of the point it starts from (the series'
    /// fill where the palette gives none); stretches of one colour in a row make one polygon.
    private func fillStretches(
        _ pixels: SCISeriesPixels, colors: PaletteChannel?, baseline: Double, into list: inout SCIDisplayList,
        context: SCISeriesRenderContext
    ) {
        let own = resolvedFill(context)
        var areas: [(color: SCIColor?, path: SCIPath)] = []
        func add(_ run: Range<Int>, _ color: SCIColor?) {
            guard run.count >= 2 else { return }
            let polygon = Self.polygon(pixels, run, baseline: baseline, context: context)
            if let last = areas.indices.last, areas[last].color == color {
                areas[last].path.addPolygon(polygon)
            } else {
                var path = SCIPath()
                path.addPolygon(polygon)
                areas.append((color, path))
            }
        }
        for run in Self.finiteRuns(pixels) {
            var start = run.lowerBound
            for position in run.dropFirst() where colors?[position] != colors?[start] {
                add(start..<position + 1, colors?[start])
                start = position
            }
            add(start..<run.upperBound, colors?[start])
        }
        for area in areas { list.fill(area.path, Self.recolored(own, area.color, context)) }
    }

    open override func hitTest(
        _ data: SCISeriesDataView, at point: CGPoint, radius: Double, context: SCISeriesRenderContext
    ) -> SCIHitTestInfo {
        let (pixels, positions) = drawnNear(
            point, radius: lineReach(radius, context), data: data, context: context,
            shaped: lineShape != .straight
        ) {
            shapedLinePixels(data, context: context)
        }
        let baseline = context.pixelY(zeroLineY.isFinite ? zeroLineY : 0)
        // Under the area: between the line (interpolated at the point's x) and the baseline.
        for index in positions where index + 1 < pixels.count {
            let start = pixels.point(at: index)
            let end = pixels.point(at: index + 1)
            guard start.isFinite, end.isFinite, min(start.x, end.x) <= point.x, point.x <= max(start.x, end.x)
            else { continue }
            let span = Double(end.x - start.x)
            let t = span == 0 ? 0 : Double(point.x - start.x) / span
            let lineY = Double(start.y) + t * Double(end.y - start.y)
            if Double(point.y) >= min(lineY, baseline) && Double(point.y) <= max(lineY, baseline) {
                let nearer = t < 0.5 ? index : index + 1
                let candidate = HitCandidate(
                    index: pixels.indices[nearer], distance: 0, point: pixels.point(at: nearer))
                return info(for: candidate, tolerance: 0, data: data, point: point, context: context)
            }
        }
        return hitTestLine(pixels, in: positions, at: point, radius: radius, data: data, context: context)
    }

    /// Index ranges of consecutive finite points.
    static func finiteRuns(_ pixels: SCISeriesPixels) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for index in 0...pixels.count {
            let finite = index < pixels.count && pixels.point(at: index).isFinite
            if finite, start == nil { start = index }
            if !finite, let first = start {
                runs.append(first..<index)
                start = nil
            }
        }
        return runs
    }
}

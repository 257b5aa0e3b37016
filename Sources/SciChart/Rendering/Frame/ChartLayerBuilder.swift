import Foundation

/// Draws the chart layer of a frame: series area background, grid, the annotations under the
/// series, series, axes, border and title, from the frame's snapshot alone.
struct ChartLayerBuilder {
    let frame: SCIChartLayout
    /// Device pixels per point.
    let scale: Double
    /// Where the series' geometry is kept between frames.
    let caches: SurfaceFrameCaches
    private var layout: SurfaceLayout { frame.layout }
    private var theme: SCIChartTheme { frame.theme }

    func build() -> SCIDisplayList {
        var list = SCIDisplayList()
        let area = layout.seriesArea
        list.beginGroup("background")
        if theme.seriesAreaBackground != theme.background {
            var path = SCIPath()
            path.addRect(area)
            list.fill(path, SCIFill(color: theme.seriesAreaBackground))
        }
        list.endGroup()

        list.beginGroup("grid")
        list.pushClip(area)
        for placement in layout.placements where placement.isVisible {
            drawBands(placement, into: &list)
        }
        for placement in layout.placements where placement.isVisible {
            drawGrid(placement, into: &list)
        }
        list.popClip()
        list.endGroup()

        let below = frame.belowSeriesAnnotations
        if !below.isEmpty {
            list.beginGroup("annotations:belowChart")
            list.pushClip(area)
            for annotation in below { annotation.draw(into: &list, layout: frame) }
            list.popClip()
            list.endGroup()
        }

        list.beginGroup("series")
        list.pushClip(area)
        // A series area with no room (a chart narrower than its axes) shows no point: the
        // series are not read at all.
        if area.width > 0, area.height > 0 { drawSeries(into: &list) }
        list.popClip()
        list.endGroup()

        list.beginGroup("axes")
        for placement in layout.placements where placement.isVisible {
            drawAxis(placement, into: &list)
        }
        list.endGroup()

        list.beginGroup("border")
        var border = SCIPath()
        border.addRect(area.insetBy(dx: 0.5, dy: 0.5))
        list.stroke(
            border, SCIStroke(color: theme.seriesAreaBorder, width: 1, antialias: false, lineJoin: .miter))
        list.endGroup()

        if let title = frame.chartTitle, let origin = layout.titleOrigin {
            let font = SCIFontStyle(
                fontSize: theme.titleFontSize + 2, textColor: theme.chartTitle, isBold: true)
            list.text(
                SCITextRun(text: title, anchor: origin, horizontal: .center, vertical: .top, font: font))
        }
        return list
    }

    /// Draws every series visible when the surface laid out, on resolvable axes, in drawing
    /// order. Whatever a series leaves open in the list (a clip, a group) is closed after it.
    private func drawSeries(into list: inout SCIDisplayList) {
        var statusLines = 0
        for entry in frame.frameSeries where entry.isVisible {
            guard let data = entry.series.dataSeries,
                let context = frame.renderContext(
                    for: entry, scale: scale, geometry: caches.geometry(for: entry.series))
            else { continue }
            list.beginGroup("series:\(entry.position)")
            let depth = list.openScopeCount
            if context.isTransposed { list.pushTransform(.transpose) }
            data.view { view in
                if view.count > 0 { entry.series.draw(view, context: context, into: &list) }
            }
            list.closeScopes(downTo: depth)
            if let status = data.statusText {
                drawStatus(status, line: statusLines, into: &list)
                statusLines += 1
            }
            list.endGroup()
        }
    }

    /// Writes a database series' message (a failed read, an export that stopped waiting) on
    /// line `line` at the top left of the series area, on a box of the series area's colour.
    private func drawStatus(_ text: String, line: Int, into list: inout SCIDisplayList) {
        let area = layout.seriesArea
        let size = Double(theme.labelFontSize)
        let height = SCITextMetrics.lineHeight(fontSize: size) + 6
        let clipped = String(SCITextRun.sanitize(text).prefix(200))
        let width = min(SCITextMetrics.width(of: clipped, fontSize: size) + 12, max(area.width - 16, 0))
        let box = CGRect(
            x: area.minX + 8, y: area.minY + 8 + Double(line) * (height + 4), width: width, height: height)
        guard box.maxY <= area.maxY, width > 0 else { return }
        var path = SCIPath()
        path.addRect(box)
        list.fill(path, SCIFill(color: theme.seriesAreaBackground.withAlpha(0.9)))
        list.stroke(path, SCIStroke(color: theme.downColor, width: 1, antialias: true, lineJoin: .miter))
        list.pushClip(box)
        list.text(
            SCITextRun(
                text: clipped, anchor: CGPoint(x: box.minX + 6, y: box.midY), horizontal: .left,
                vertical: .center,
                font: SCIFontStyle(fontSize: theme.labelFontSize, textColor: theme.chartTitle)))
        list.popClip()
    }

    /// A coordinate moved to the centre of a device pixel so thin lines draw crisp.
    static func crisp(_ coordinate: Double, width: Double) -> Double {
        let rounded = coordinate.rounded(.down)
        return Int(width.rounded()) % 2 == 1 ? rounded + 0.5 : coordinate.rounded()
    }

    /// The pixel offsets of `values` along the axis, inside the series area.
    private func offsets(_ values: [Double], _ placement: AxisPlacement) -> [(value: Double, offset: Double)]
    {
        // The axis' own stretch: the whole area, or its part for an axis stacked along its side.
        let start = placement.calculator.pixelOffset
        let end = start + placement.calculator.viewportLength
        return values.compactMap { value in
            let offset = placement.calculator.getCoordinate(value)
            return offset.isFinite && offset >= start - 0.5 && offset <= end + 0.5 ? (value, offset) : nil
        }
    }

    /// Shades every other space between major ticks across the series area, the spaces
    /// before the first and after the last included. On evenly spaced ticks the shaded
    /// spaces are those that start at an even multiple of the step, so they stay on the same
    /// values as the chart pans.
    private func drawBands(_ placement: AxisPlacement, into list: inout SCIDisplayList) {
        let majors = placement.ticks.major
        guard let fill = placement.look.bands, majors.count > 1 else { return }
        let area = layout.seriesArea
        let calculator = placement.calculator
        let start = calculator.pixelOffset
        let end = start + calculator.viewportLength
        let coordinates = majors.map { calculator.getCoordinate($0) }
        let rising = coordinates[1] > coordinates[0]
        let step = majors[1] - majors[0]
        let firstMultiple = (majors[0] / step).rounded()
        let even = firstMultiple.isFinite && abs(firstMultiple) < 1e15
        // The space that starts at major `index` (-1: the one before the first).
        func isShaded(_ index: Int) -> Bool {
            even
                ? (firstMultiple + Double(index)).truncatingRemainder(dividingBy: 2) == 0
                : (index + 2) % 2 == 0
        }
        func coordinate(_ index: Int) -> Double {
            if index < 0 { return rising ? start : end }
            if index >= coordinates.count { return rising ? end : start }
            return coordinates[index]
        }
        var path = SCIPath()
        for index in -1..<majors.count where isShaded(index) {
            let ends = (coordinate(index), coordinate(index + 1))
            let from = min(max(min(ends.0, ends.1), start), end)
            let to = min(max(max(ends.0, ends.1), start), end)
            guard to > from else { continue }
            if calculator.isHorizontal {
                path.addRect(
                    CGRect(x: Double(area.minX) + from, y: area.minY, width: to - from, height: area.height))
            } else {
                path.addRect(
                    CGRect(x: area.minX, y: Double(area.minY) + from, width: area.width, height: to - from))
            }
        }
        list.fill(path, fill)
    }

    private func drawGrid(_ placement: AxisPlacement, into list: inout SCIDisplayList) {
        let look = placement.look
        let area = layout.seriesArea
        func lines(_ values: [Double], _ pen: SCIPenStyle) {
            guard let stroke = SCIStroke(pen) else { return }
            var path = SCIPath()
            for (_, offset) in offsets(values, placement) {
                if placement.calculator.isHorizontal {
                    let x = Self.crisp(Double(area.minX) + offset, width: stroke.width)
                    path.move(to: CGPoint(x: x, y: area.minY))
                    path.line(to: CGPoint(x: x, y: area.maxY))
                } else {
                    let y = Self.crisp(Double(area.minY) + offset, width: stroke.width)
                    path.move(to: CGPoint(x: area.minX, y: y))
                    path.line(to: CGPoint(x: area.maxX, y: y))
                }
            }
            list.stroke(path, stroke)
        }
        if look.drawMinorGridLines { lines(placement.ticks.minor, look.minorGridLine) }
        if look.drawMajorGridLines { lines(placement.ticks.major, look.majorGridLine) }
    }

    private func drawAxis(_ placement: AxisPlacement, into list: inout SCIDisplayList) {
        let look = placement.look
        let area = layout.seriesArea
        let band = placement.band
        list.beginGroup(look.groupName)
        let tickLength = look.drawMajorTicks ? SurfaceLayout.tickLength : 0
        let majors = offsets(placement.ticks.major, placement)

        // Ticks, on the band's edge next to the series area, pointing away from it.
        if look.drawMajorTicks, let stroke = SCIStroke(look.majorTick) {
            var path = SCIPath()
            for (_, offset) in majors {
                tick(at: offset, length: tickLength, stroke: stroke, placement: placement, into: &path)
            }
            list.stroke(path, stroke)
            if look.drawMinorTicks, let minorStroke = SCIStroke(look.minorTick) {
                var minors = SCIPath()
                for (_, offset) in offsets(placement.ticks.minor, placement) {
                    tick(
                        at: offset, length: tickLength / 2, stroke: minorStroke, placement: placement,
                        into: &minors)
                }
                list.stroke(minors, minorStroke)
            }
        }

        // Labels, kept inside the surface.
        if look.drawLabels {
            let font = placement.labelFont
            let gap = tickLength + SurfaceLayout.labelGap
            for (index, value) in placement.ticks.major.enumerated() {
                guard index < placement.ticks.labels.count,
                    let offset = majors.first(where: { $0.value == value })?.offset
                else { continue }
                let text = placement.ticks.labels[index]
                guard !text.isEmpty else { continue }
                let run: SCITextRun
                switch placement.side {
                case .top, .bottom:
                    let width = SCITextMetrics.width(
                        of: text, fontSize: Double(font.fontSize), bold: font.isBold)
                    let x = (Double(area.minX) + offset).clamped(
                        to: (width / 2)...max(width / 2, Double(layout.size.width) - width / 2))
                    let y = placement.side == .bottom ? Double(band.minY) + gap : Double(band.maxY) - gap
                    run = SCITextRun(
                        text: text, anchor: CGPoint(x: x, y: y), horizontal: .center,
                        vertical: placement.side == .bottom ? .top : .bottom, font: font)
                case .left:
                    run = SCITextRun(
                        text: text,
                        anchor: CGPoint(x: Double(band.maxX) - gap, y: Double(area.minY) + offset),
                        horizontal: .right, vertical: .center, font: font)
                default:
                    run = SCITextRun(
                        text: text,
                        anchor: CGPoint(x: Double(band.minX) + gap, y: Double(area.minY) + offset),
                        horizontal: .left, vertical: .center, font: font)
                }
                list.text(run)
            }
        }

        // Title, on the outer edge of the band.
        if let title = look.title, !title.isEmpty {
            let font = placement.titleFont
            let run: SCITextRun
            switch placement.side {
            case .top:
                run = SCITextRun(
                    text: title, anchor: CGPoint(x: band.midX, y: band.minY + SurfaceLayout.outerGap),
                    horizontal: .center, vertical: .top, font: font)
            case .bottom:
                run = SCITextRun(
                    text: title, anchor: CGPoint(x: band.midX, y: band.maxY - SurfaceLayout.outerGap),
                    horizontal: .center, vertical: .bottom, font: font)
            case .left:
                run = SCITextRun(
                    text: title, anchor: CGPoint(x: band.minX + SurfaceLayout.outerGap, y: band.midY),
                    horizontal: .center, vertical: .top, font: font, rotation: -90)
            default:
                run = SCITextRun(
                    text: title, anchor: CGPoint(x: band.maxX - SurfaceLayout.outerGap, y: band.midY),
                    horizontal: .center, vertical: .top, font: font, rotation: 90)
            }
            list.text(run)
        }
        list.endGroup()
    }

    private func tick(
        at offset: Double, length: Double, stroke: SCIStroke, placement: AxisPlacement,
        into path: inout SCIPath
    ) {
        let area = layout.seriesArea
        switch placement.side {
        case .top, .bottom:
            let x = Self.crisp(Double(area.minX) + offset, width: stroke.width)
            let y = Double(placement.side == .bottom ? area.maxY : area.minY)
            let direction = placement.side == .bottom ? 1.0 : -1.0
            path.move(to: CGPoint(x: x, y: y))
            path.line(to: CGPoint(x: x, y: y + direction * length))
        default:
            let y = Self.crisp(Double(area.minY) + offset, width: stroke.width)
            let x = Double(placement.side == .left ? area.minX : area.maxX)
            let direction = placement.side == .left ? -1.0 : 1.0
            path.move(to: CGPoint(x: x, y: y))
            path.line(to: CGPoint(x: x + direction * length, y: y))
        }
    }
}

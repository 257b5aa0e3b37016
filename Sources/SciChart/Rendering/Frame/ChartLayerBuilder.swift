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
            entry.series.drawFrame(data, context: context, into: &list)
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
    private func offsets(_ all: [Double], _ placement: AxisPlacement) -> [(index: Int, offset: Double)] {
        placement.offsetsInView(all)
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
        // Where the provider put the ticks; where it hid one, the bands keep to the values.
        let placed = placement.majorOffsets
        let coordinates =
            placed.count == majors.count && placed.allSatisfy(\.isFinite)
            ? placed : majors.map(calculator.getCoordinate)
        let start = calculator.pixelOffset
        let end = start + calculator.viewportLength
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
        func lines(_ all: [Double], _ pen: SCIPenStyle) {
            guard let stroke = SCIStroke(pen) else { return }
            var path = SCIPath()
            for (_, offset) in offsets(all, placement) {
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
        if look.drawMinorGridLines { lines(placement.minorOffsets, look.minorGridLine) }
        if look.drawMajorGridLines { lines(placement.majorOffsets, look.majorGridLine) }
    }

    private func drawAxis(_ placement: AxisPlacement, into list: inout SCIDisplayList) {
        let look = placement.look
        list.beginGroup(look.groupName)
        let tickLength = look.drawMajorTicks ? SurfaceLayout.tickLength : 0
        let majors = offsets(placement.majorOffsets, placement)

        // Ticks, on the band's edge next to the series area, pointing away from it.
        if look.drawMajorTicks, let stroke = SCIStroke(look.majorTick) {
            var path = SCIPath()
            for (_, offset) in majors {
                tick(at: offset, length: tickLength, stroke: stroke, placement: placement, into: &path)
            }
            list.stroke(path, stroke)
            if look.drawMinorTicks, let minorStroke = SCIStroke(look.minorTick) {
                var minors = SCIPath()
                for (_, offset) in offsets(placement.minorOffsets, placement) {
                    tick(
                        at: offset, length: tickLength / 2, stroke: minorStroke, placement: placement,
                        into: &minors)
                }
                list.stroke(minors, minorStroke)
            }
        }

        let titleFont = placement.titleFont
        let innerTitle = SurfaceLayout.titleIsInner(look.titlePlacement, side: placement.side)

        // Labels, kept inside the surface.
        for run in layout.tickLabelRuns(of: placement) { list.text(run) }

        if let title = look.title, !title.isEmpty,
            let run = titleRun(
                title, look: look, placement: placement, font: titleFont, inner: innerTitle, gap: tickLength)
        {
            list.text(run)
        }
        list.endGroup()
    }

    /// The axis title: beyond the labels, between the ticks and the labels (`inner`), or in
    /// the series area, placed along the axis by its alignment and margins; `nil` when it is
    /// longer than the axis (a short pane's "Volume"), which drops it rather than cut it.
    private func titleRun(
        _ title: String, look: AxisLook, placement: AxisPlacement, font: SCIFontStyle, inner: Bool,
        gap: Double
    ) -> SCITextRun? {
        let band = placement.band
        let area = layout.seriesArea
        let margins = look.titleMargins
        let horizontalAxis = placement.side == .top || placement.side == .bottom
        let along = SurfaceLayout.titleReadsAlong(look.titleOrientation, horizontalAxis: horizontalAxis)
        let width = SCITextMetrics.width(of: title, fontSize: Double(font.fontSize), bold: font.isBold)
        let lineHeight = SCITextMetrics.lineHeight(fontSize: Double(font.fontSize))
        let lengthAlong = along ? width : lineHeight
        let marginsAlong =
            horizontalAxis ? Double(margins.left + margins.right) : Double(margins.top + margins.bottom)
        let axisLength = Double(horizontalAxis ? band.width : band.height)
        guard lengthAlong + marginsAlong <= axisLength else { return nil }
        let alignment = look.titleAlignment
        let nearGap = gap + SurfaceLayout.labelGap
        if horizontalAxis {
            var x = Double(band.midX)
            if alignment.contains(.left) && !alignment.contains(.right) {
                x = Double(band.minX) + lengthAlong / 2 + Double(margins.left)
            } else if alignment.contains(.right) && !alignment.contains(.left) {
                x = Double(band.maxX) - lengthAlong / 2 - Double(margins.right)
            }
            // The title's edge nearest `y` lies at `y`; `down`: the title extends downwards.
            let (y, down): (Double, Bool)
            switch (placement.side, look.titlePlacement, inner) {
            case (_, .inside, _):
                (y, down) =
                    placement.side == .top
                    ? (Double(area.minY) + Double(margins.top), true)
                    : (Double(area.maxY) - Double(margins.bottom), false)
            case (.top, _, true): (y, down) = (Double(band.maxY) - nearGap - Double(margins.bottom), false)
            case (.bottom, _, true): (y, down) = (Double(band.minY) + nearGap + Double(margins.top), true)
            case (.top, _, _):
                (y, down) = (Double(band.minY) + SurfaceLayout.outerGap + Double(margins.top), true)
            default: (y, down) = (Double(band.maxY) - SurfaceLayout.outerGap - Double(margins.bottom), false)
            }
            if !along {
                // Turned a quarter anticlockwise: the box's top faces left, its right end up.
                return SCITextRun(
                    text: title, anchor: CGPoint(x: x, y: y), horizontal: down ? .right : .left,
                    vertical: .center,
                    font: font, rotation: -90)
            }
            return SCITextRun(
                text: title, anchor: CGPoint(x: x, y: y), horizontal: .center,
                vertical: down ? .top : .bottom,
                font: font, rotation: 0)
        }
        var y = Double(band.midY)
        if alignment.contains(.top) && !alignment.contains(.bottom) {
            y = Double(band.minY) + lengthAlong / 2 + Double(margins.top)
        } else if alignment.contains(.bottom) && !alignment.contains(.top) {
            y = Double(band.maxY) - lengthAlong / 2 - Double(margins.bottom)
        }
        // The title's edge nearest `x` lies at `x`; `right`: the title extends rightwards.
        let (x, right): (Double, Bool)
        switch (placement.side, look.titlePlacement, inner) {
        case (_, .inside, _):
            (x, right) =
                placement.side == .left
                ? (Double(area.minX) + Double(margins.left), true)
                : (Double(area.maxX) - Double(margins.right), false)
        case (.left, _, true): (x, right) = (Double(band.maxX) - nearGap - Double(margins.right), false)
        case (.right, _, true): (x, right) = (Double(band.minX) + nearGap + Double(margins.left), true)
        case (.left, _, _):
            (x, right) = (Double(band.minX) + SurfaceLayout.outerGap + Double(margins.left), true)
        default: (x, right) = (Double(band.maxX) - SurfaceLayout.outerGap - Double(margins.right), false)
        }
        if !along {
            // Level on a vertical axis.
            return SCITextRun(
                text: title, anchor: CGPoint(x: x, y: y), horizontal: right ? .left : .right,
                vertical: .center,
                font: font, rotation: 0)
        }
        // Reading upwards on the left (its top towards the left), downwards on the right.
        let upwards = placement.side == .left
        return SCITextRun(
            text: title, anchor: CGPoint(x: x, y: y), horizontal: .center,
            vertical: right == upwards ? .top : .bottom, font: font, rotation: upwards ? -90 : 90)
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

import Foundation

/// Where one axis sits and what it shows, for one layout.
struct AxisPlacement {
    let axis: SCIAxisBase
    /// Whether the axis was visible when laid out: what the frame draws, whatever the axis
    /// says since.
    let isVisible: Bool
    let side: SCIAxisAlignment
    /// The band beside the series area that holds ticks, labels and title.
    var band: CGRect
    var ticks: AxisTicks
    var calculator: SCICoordinateCalculator
    /// What the chart layer draws of the axis, as it was when laid out.
    var look: AxisLook
    var labelFont: SCIFontStyle
    var titleFont: SCIFontStyle
}

/// The result of laying out a surface: the series area and every axis placement. Layout
/// results live here, not on the axes.
struct SurfaceLayout {
    var size: CGSize
    var seriesArea: CGRect
    var titleOrigin: CGPoint?
    var placements: [AxisPlacement]
    /// What the vertical axes on the left and on the right needed, before a vertical group's
    /// minimums widened them.
    var naturalSides = SideWidths()
    /// The room the vertical axes were given on each side.
    var sides = SideWidths()
    /// The visible vertical axes, in order.
    var verticalAxes: [ObjectIdentifier] = []

    func placement(for axis: SCIAxisBase) -> AxisPlacement? {
        placements.first { $0.axis === axis }
    }

    /// The calculator of `axis`, without copying its placement (a hit test asks for two).
    func calculator(for axis: SCIAxisBase) -> SCICoordinateCalculator? {
        for index in placements.indices where placements[index].axis === axis {
            return placements[index].calculator
        }
        return nil
    }

    /// Spacing constants, in points.
    static let tickLength = 5.0
    static let labelGap = 4.0
    static let titleGap = 6.0
    static let outerGap = 2.0
    /// How much narrower than in the last layout (of the same size) the vertical axes may need
    /// to be and still keep their room: a pan whose labels lose a digit leaves the series
    /// area, and so its columns of pixels, where they were.
    static let shrinkTolerance = 16.0

    /// What the next layout keeps of this one: its size, its vertical axes and their room.
    struct Held {
        var size: CGSize
        var sides: SideWidths
        var verticalAxes: [ObjectIdentifier]
    }

    var held: Held { Held(size: size, sides: sides, verticalAxes: verticalAxes) }
}

/// The room the vertical axes take on the left and the right of a series area.
struct SideWidths: Equatable {
    var left = 0.0
    var right = 0.0

    /// The wider of each side.
    func union(_ other: SideWidths) -> SideWidths {
        SideWidths(left: max(left, other.left), right: max(right, other.right))
    }
}

extension SurfaceLayout {
    /// Lays out `axes` around the content rectangle `content` of a surface of `size`, the
    /// vertical axes given at least `minimumSides` (a vertical group's widest), and the room
    /// they had in `previous` when that was of the same size and the same vertical axes and
    /// they need at most ``shrinkTolerance`` less. Axis ranges must already be resolved.
    static func compute(
        size: CGSize, content: CGRect, titleHeight: Double, axes: [SCIAxisBase], theme: SCIChartTheme,
        minimumSides: SideWidths = SideWidths(), previous: SurfaceLayout.Held? = nil,
        categoryBars: (SCIAxisBase) -> CategoryBars?
    ) -> SurfaceLayout {
        var inner = content
        var titleOrigin: CGPoint?
        if titleHeight > 0 {
            titleOrigin = CGPoint(x: inner.midX, y: inner.minY)
            inner.origin.y += titleHeight
            inner.size.height = max(inner.height - titleHeight, 0)
        }

        func fonts(_ axis: SCIAxisBase) -> (SCIFontStyle, SCIFontStyle) {
            let label =
                axis.tickLabelStyle ?? SCIFontStyle(fontSize: theme.labelFontSize, textColor: theme.axisLabel)
            let title =
                axis.titleStyle
                ?? SCIFontStyle(fontSize: theme.titleFontSize, textColor: theme.axisTitle, isBold: false)
            return (label, title)
        }
        func context(_ axis: SCIAxisBase) -> AxisContext {
            AxisContext(
                labelFont: fonts(axis).0, categoryBars: axis.isXAxis ? categoryBars(axis) : nil)
        }
        func titleExtent(_ axis: SCIAxisBase, _ titleFont: SCIFontStyle) -> Double {
            guard let title = axis.axisTitle, !title.isEmpty else { return 0 }
            return titleGap + SCITextMetrics.lineHeight(fontSize: Double(titleFont.fontSize))
        }
        func baseExtent(_ axis: SCIAxisBase) -> Double {
            (axis.drawMajorTicks ? tickLength : 0) + labelGap + outerGap
        }

        // Horizontal axes: their thickness does not depend on their ticks.
        let horizontal = axes.filter { $0.isVisible && $0.isHorizontalAxis }
        let vertical = axes.filter { $0.isVisible && !$0.isHorizontalAxis }
        var thickness: [ObjectIdentifier: Double] = [:]
        for axis in horizontal {
            let (label, title) = fonts(axis)
            let labels = axis.drawLabels ? SCITextMetrics.lineHeight(fontSize: Double(label.fontSize)) : 0
            thickness[ObjectIdentifier(axis)] = baseExtent(axis) + labels + titleExtent(axis, title)
        }
        let (top, bottom) = fit(
            horizontal.filter { $0.resolvedAlignment == .top },
            horizontal.filter { $0.resolvedAlignment == .bottom },
            into: Double(inner.height), thickness: &thickness)
        let areaHeight = max(Double(inner.height) - top - bottom, 0)

        // Vertical axes: thickness from the widest label over the final height.
        var verticalTicks: [ObjectIdentifier: AxisTicks] = [:]
        for axis in vertical {
            let (label, title) = fonts(axis)
            let ticks = axis.ticksForLayout(
                range: axis.currentRange, length: areaHeight, context: context(axis))
            verticalTicks[ObjectIdentifier(axis)] = ticks
            let widest =
                axis.drawLabels
                ? ticks.labels.map {
                    SCITextMetrics.width(of: $0, fontSize: Double(label.fontSize), bold: label.isBold)
                }
                .max() ?? 0 : 0
            // Labels wider than a third of the chart (a label provider's long texts) are cut
            // by the surface's edge rather than leave the series no room.
            let labelRoom = min(max(widest, 24), max(Double(inner.width) / 3, 24))
            thickness[ObjectIdentifier(axis)] = baseExtent(axis) + labelRoom + titleExtent(axis, title)
        }
        let (naturalLeft, naturalRight) = fit(
            vertical.filter { $0.resolvedAlignment == .left },
            vertical.filter { $0.resolvedAlignment == .right },
            into: Double(inner.width), thickness: &thickness)
        let natural = SideWidths(left: naturalLeft, right: naturalRight)
        var held = natural
        let verticalAxes = vertical.map(ObjectIdentifier.init)
        if let previous, previous.size == size, previous.verticalAxes == verticalAxes {
            func keep(_ natural: Double, _ before: Double) -> Double {
                natural <= before && before - natural <= shrinkTolerance ? before : natural
            }
            held = SideWidths(
                left: keep(natural.left, previous.sides.left),
                right: keep(natural.right, previous.sides.right))
        }
        // A group's widest sides, while they leave the series area some room.
        let grouped = held.union(minimumSides)
        let sides = grouped.left + grouped.right < Double(inner.width) * 0.8 ? grouped : natural
        let (left, right) = (sides.left, sides.right)
        // Whole points, so that pixel-aligned drawing (spans, crisp lines) lines up.
        let areaLeft = (Double(inner.minX) + left).rounded(.up)
        let areaTop = (Double(inner.minY) + top).rounded(.up)
        let area = CGRect(
            x: areaLeft, y: areaTop, width: max((Double(inner.maxX) - right).rounded(.down) - areaLeft, 0),
            height: max((Double(inner.minY) + top + areaHeight).rounded(.down) - areaTop, 0))

        // Bands stack outward from the series area in collection order.
        var offsets: [SCIAxisAlignment: Double] = [:]
        var placements: [AxisPlacement] = []
        for axis in axes {
            let (label, title) = fonts(axis)
            let side = axis.resolvedAlignment
            let horizontalAxis = axis.isHorizontalAxis
            let length = Double(horizontalAxis ? area.width : area.height)
            let extent = thickness[ObjectIdentifier(axis)] ?? 0
            let offset = offsets[side, default: 0]
            offsets[side] = offset + extent
            let band: CGRect
            switch side {
            case .top:
                band = CGRect(x: area.minX, y: area.minY - offset - extent, width: area.width, height: extent)
            case .left:
                band = CGRect(
                    x: area.minX - offset - extent, y: area.minY, width: extent, height: area.height)
            case .right:
                band = CGRect(x: area.maxX + offset, y: area.minY, width: extent, height: area.height)
            default: band = CGRect(x: area.minX, y: area.maxY + offset, width: area.width, height: extent)
            }
            let axisContext = context(axis)
            let ticks =
                verticalTicks[ObjectIdentifier(axis)]
                ?? axis.ticksForLayout(range: axis.currentRange, length: length, context: axisContext)
            let calculator = axis.makeCalculator(
                range: axis.currentRange, length: length, categoryBars: axisContext.categoryBars)
            let isVisible = axis.isVisible
            placements.append(
                AxisPlacement(
                    axis: axis, isVisible: isVisible, side: side, band: band,
                    ticks: isVisible ? ticks : AxisTicks(),
                    calculator: calculator, look: AxisLook(axis, theme: theme), labelFont: label,
                    titleFont: title))
        }
        return SurfaceLayout(
            size: size, seriesArea: area, titleOrigin: titleOrigin, placements: placements,
            naturalSides: natural, sides: SideWidths(left: left, right: right), verticalAxes: verticalAxes)
    }

    /// The total thickness of the axes on two opposite sides, shrunk in proportion when
    /// they need more than `available` (huge fonts), so the series area stays inside the
    /// surface.
    private static func fit(
        _ first: [SCIAxisBase], _ second: [SCIAxisBase], into available: Double,
        thickness: inout [ObjectIdentifier: Double]
    ) -> (Double, Double) {
        func total(_ axes: [SCIAxisBase]) -> Double {
            axes.reduce(0) { $0 + (thickness[ObjectIdentifier($1)] ?? 0) }
        }
        let needed = total(first) + total(second)
        if needed > available, needed > 0 {
            let factor = max(available, 0) / needed
            for axis in first + second { thickness[ObjectIdentifier(axis)]? *= factor }
        }
        return (total(first), total(second))
    }
}

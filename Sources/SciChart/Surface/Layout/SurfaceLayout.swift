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
    /// Where each of `ticks.major` and `ticks.minor` is drawn, in pixels from the series
    /// area's origin along the axis (NaN: not drawn), as the axis' tick coordinates provider
    /// placed them.
    var majorOffsets: [Double]
    var minorOffsets: [Double]
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
    /// What an axis' measure needs from the layout under way (see
    /// ``SCIAxisBase/updateMeasurements()``).
    struct MeasureInput {
        var labelFont: SCIFontStyle
        var titleFont: SCIFontStyle
        var context: AxisContext
        /// The length the axis is measured at (vertical axes: the series area's height).
        var length: Double
        /// The most room labels may take across a vertical axis.
        var labelRoomLimit: Double
        /// The room tags on the axis (a last-price marker) take across it from the series
        /// area's edge: the labels' column is at least that wide, so the title stays clear.
        var badgeRoom = 0.0
    }

    /// The thickness of `axis` (ticks, labels, title) and, for a vertical axis, its ticks at
    /// the length measured.
    static func measure(_ axis: SCIAxisBase, _ input: MeasureInput) -> (Double, AxisTicks?) {
        var thickness = (axis.drawMajorTicks ? tickLength : 0) + labelGap + outerGap
        thickness += titleExtent(
            axis.axisTitle, placement: axis.axisTitlePlacement, orientation: axis.axisTitleOrientation,
            margins: axis.axisTitleMargins, horizontalAxis: axis.isHorizontalAxis, font: input.titleFont)
        let label = input.labelFont
        let style = axis.axisTickLabelStyle
        let angle = Double(style.rotationAngle) * .pi / 180
        let lineHeight = SCITextMetrics.lineHeight(fontSize: Double(label.fontSize))
        if axis.isHorizontalAxis {
            thickness += Double(style.margins.top + style.margins.bottom)
            guard axis.drawLabels else { return (thickness, nil) }
            // Level labels are one line high, whatever they say; turned ones as high as the
            // widest turned.
            guard angle != 0 else { return (thickness + lineHeight, nil) }
            let ticks = axis.ticksForLayout(
                range: axis.currentRange, length: input.length, context: input.context)
            let widest = widestLabel(ticks, label)
            return (thickness + abs(widest * sin(angle)) + abs(lineHeight * cos(angle)), ticks)
        }
        thickness += Double(style.margins.left + style.margins.right)
        let ticks = axis.ticksForLayout(
            range: axis.currentRange, length: input.length, context: input.context)
        let widest = axis.drawLabels ? widestLabel(ticks, label) : 0
        let labels = angle == 0 ? widest : abs(widest * cos(angle)) + abs(lineHeight * sin(angle))
        // A tag reaching past the labels widens their column.
        let ticksAndGap = (axis.drawMajorTicks ? tickLength : 0) + labelGap + Double(style.margins.left)
        let across = max(labels, input.badgeRoom - ticksAndGap)
        // Labels wider than a third of the chart (a label provider's long texts) are cut by
        // the surface's edge rather than leave the series no room.
        return (thickness + min(max(across, 24), max(input.labelRoomLimit, 24)), ticks)
    }

    /// The width of the widest tick label.
    private static func widestLabel(_ ticks: AxisTicks, _ font: SCIFontStyle) -> Double {
        ticks.labels.map { SCITextMetrics.width(of: $0, fontSize: Double(font.fontSize), bold: font.isBold) }
            .max() ?? 0
    }

    /// The room a title takes across its axis: none inside the series area or without a
    /// title; its line height, or its width when it reads across the axis, and its margins.
    static func titleExtent(
        _ title: String?, placement: SCIAxisTitlePlacement, orientation: SCIAxisTitleOrientation,
        margins: UIEdgeInsets, horizontalAxis: Bool, font: SCIFontStyle
    ) -> Double {
        guard let title, !title.isEmpty, placement != .inside else { return 0 }
        let across =
            titleReadsAlong(orientation, horizontalAxis: horizontalAxis)
            ? SCITextMetrics.lineHeight(fontSize: Double(font.fontSize))
            : SCITextMetrics.width(of: title, fontSize: Double(font.fontSize), bold: font.isBold)
        let marginsAcross = horizontalAxis ? margins.top + margins.bottom : margins.left + margins.right
        return titleGap + across + Double(marginsAcross)
    }

    /// Whether a title reads along its axis (level on a horizontal axis, turned on a vertical
    /// one).
    static func titleReadsAlong(_ orientation: SCIAxisTitleOrientation, horizontalAxis: Bool) -> Bool {
        switch orientation {
        case .auto: true
        case .horizontal: horizontalAxis
        case .vertical: !horizontalAxis
        }
    }

    /// Whether a title sits between the ticks and the labels: on the series area's side of
    /// the labels.
    static func titleIsInner(_ placement: SCIAxisTitlePlacement, side: SCIAxisAlignment) -> Bool {
        switch (side, placement) {
        case (.left, .right), (.right, .left), (.top, .bottom), (.bottom, .top): true
        default: false
        }
    }

    /// Lays out `axes` around the content rectangle `content` of a surface of `size` through
    /// `manager`'s strategies, the vertical axes given at least `minimumSides` (a vertical
    /// group's widest), and the room they had in `previous` when that was of the same size and
    /// the same vertical axes and they need at most ``shrinkTolerance`` less. Axis ranges must
    /// already be resolved.
    static func compute(
        size: CGSize, content: CGRect, titleHeight: Double, axes: [SCIAxisBase], theme: SCIChartTheme,
        minimumSides: SideWidths = SideWidths(), previous: SurfaceLayout.Held? = nil,
        manager: ISCILayoutManager = SCIDefaultLayoutManager(),
        categoryBars: (SCIAxisBase) -> CategoryBars?, badgeRoom: (SCIAxisBase) -> Double = { _ in 0 }
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
        let visible = axes.filter(\.isVisible)
        func setInput(_ axis: SCIAxisBase, length: Double) {
            let (label, title) = fonts(axis)
            axis.measureInput = MeasureInput(
                labelFont: label, titleFont: title, context: context(axis), length: length,
                labelRoomLimit: Double(inner.width) / 3, badgeRoom: badgeRoom(axis))
            axis.measuredTicks = nil
            axis.laidOutRect = nil
        }
        // Each strategy takes the visible axes of its side, outside or inside the area.
        var strategies: [(side: SCIAxisAlignment, inner: Bool, strategy: ISCIAxisLayoutStrategy)] = []
        for side in [SCIAxisAlignment.top, .bottom, .left, .right] {
            for isInner in [false, true] {
                let strategy = manager.strategy(for: side, inner: isInner)
                strategy.axes = visible.filter { $0.resolvedAlignment == side && $0.isCenterAxis == isInner }
                strategies.append((side, isInner, strategy))
            }
        }
        defer { for entry in strategies { entry.strategy.axes = [] } }
        let state = SCIChartLayoutState()

        // Horizontal axes first: their thickness does not depend on their ticks.
        for axis in visible where axis.isHorizontalAxis { setInput(axis, length: Double(inner.width)) }
        for entry in strategies where entry.side == .top || entry.side == .bottom {
            entry.strategy.measureAxes(
                withAvailableWidth: inner.width, height: inner.height, andChartLayoutState: state)
        }
        let (top, bottom) = fit(
            Double(state.topOuterAreaSize), Double(state.bottomOuterAreaSize), into: Double(inner.height),
            axes: visible.filter { $0.isHorizontalAxis && !$0.isCenterAxis })
        let areaHeight = max(Double(inner.height) - top - bottom, 0)

        // Vertical axes: thickness from the widest label over the final height.
        for axis in visible where !axis.isHorizontalAxis { setInput(axis, length: areaHeight) }
        for entry in strategies where entry.side == .left || entry.side == .right {
            entry.strategy.measureAxes(
                withAvailableWidth: inner.width, height: CGFloat(areaHeight), andChartLayoutState: state)
        }
        let (naturalLeft, naturalRight) = fit(
            Double(state.leftOuterAreaSize), Double(state.rightOuterAreaSize), into: Double(inner.width),
            axes: visible.filter { !$0.isHorizontalAxis && !$0.isCenterAxis })
        let vertical = visible.filter { !$0.isHorizontalAxis }
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

        // The layout pass: each strategy places its axes in its region. Meanwhile every axis
        // answers its calculator over the whole area (a strategy may pin an axis at another's
        // value), not from the layout under way.
        let calculatorsBefore = axes.map(\.labellingCalculator)
        for axis in axes {
            let length = Double(axis.isHorizontalAxis ? area.width : area.height)
            axis.labellingCalculator = axis.makeCalculator(
                range: axis.currentRange, length: length,
                categoryBars: axis.measureInput?.context.categoryBars)
        }
        for entry in strategies where !entry.strategy.axes.isEmpty {
            let region = Self.region(
                of: entry.side, inner: entry.inner, area: area, sides: (left, right, top, bottom))
            entry.strategy.layout(
                withLeft: region.minX, top: region.minY, right: region.maxX, bottom: region.maxY)
        }
        for (axis, calculator) in zip(axes, calculatorsBefore) { axis.labellingCalculator = calculator }

        var placements: [AxisPlacement] = []
        for axis in axes {
            let side = axis.resolvedAlignment
            let horizontalAxis = axis.isHorizontalAxis
            let isVisible = axis.isVisible
            // An axis no strategy placed lies along its side of the area, with no thickness.
            var band = Self.region(of: side, inner: true, area: area, sides: (0, 0, 0, 0))
            if isVisible, let placed = axis.laidOutRect, placed.width.isFinite, placed.height.isFinite {
                band = placed.standardized
            }
            let length = Double(horizontalAxis ? band.width : band.height)
            let offset = horizontalAxis ? Double(band.minX - area.minX) : Double(band.minY - area.minY)
            let axisContext = axis.measureInput?.context ?? context(axis)
            let measured = axis.measureInput?.length == length ? axis.measuredTicks : nil
            let ticks =
                isVisible
                ? measured
                    ?? axis.ticksForLayout(range: axis.currentRange, length: length, context: axisContext)
                : AxisTicks()
            let calculator = axis.makeCalculator(
                range: axis.currentRange, length: length, categoryBars: axisContext.categoryBars,
                offset: offset,
                areaLength: Double(horizontalAxis ? area.width : area.height))
            let (label, title) = fonts(axis)
            let offsets = axis.tickOffsets(ticks, calculator: calculator)
            placements.append(
                AxisPlacement(
                    axis: axis, isVisible: isVisible, side: side, band: band, ticks: ticks,
                    calculator: calculator, majorOffsets: offsets.major, minorOffsets: offsets.minor,
                    look: AxisLook(axis, theme: theme), labelFont: label, titleFont: title))
            axis.measureInput = nil
            axis.measuredTicks = nil
        }
        return SurfaceLayout(
            size: size, seriesArea: area, titleOrigin: titleOrigin, placements: placements,
            naturalSides: natural, sides: SideWidths(left: left, right: right), verticalAxes: verticalAxes)
    }

    /// The region a strategy of `side` lays its axes out in: the room beside the series area
    /// (outer), or the area itself (inner).
    static func region(
        of side: SCIAxisAlignment, inner: Bool, area: CGRect,
        sides: (left: Double, right: Double, top: Double, bottom: Double)
    ) -> CGRect {
        if inner {
            switch side {
            case .left: return CGRect(x: area.minX, y: area.minY, width: 0, height: area.height)
            case .right: return CGRect(x: area.maxX, y: area.minY, width: 0, height: area.height)
            case .top: return CGRect(x: area.minX, y: area.minY, width: area.width, height: 0)
            default: return CGRect(x: area.minX, y: area.maxY, width: area.width, height: 0)
            }
        }
        switch side {
        case .left:
            return CGRect(x: area.minX - sides.left, y: area.minY, width: sides.left, height: area.height)
        case .right: return CGRect(x: area.maxX, y: area.minY, width: sides.right, height: area.height)
        case .top: return CGRect(x: area.minX, y: area.minY - sides.top, width: area.width, height: sides.top)
        default: return CGRect(x: area.minX, y: area.maxY, width: area.width, height: sides.bottom)
        }
    }

    /// The room of two opposite sides, shrunk in proportion (with the thickness of `axes`)
    /// when they need more than `available` (huge fonts), so the series area stays inside the
    /// surface.
    private static func fit(_ first: Double, _ second: Double, into available: Double, axes: [SCIAxisBase])
        -> (Double, Double)
    {
        let needed = first + second
        guard needed > available, needed > 0 else { return (first, second) }
        let factor = max(available, 0) / needed
        for axis in axes { axis.layoutState.axisSize *= CGFloat(factor) }
        return (first * factor, second * factor)
    }
}

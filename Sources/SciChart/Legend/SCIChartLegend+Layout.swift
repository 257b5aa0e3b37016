import Foundation

/// Where the legend is, in the coordinates of the view showing it, and how its items lie.
struct LegendPlacement {
    /// The legend's rectangle in the view (the surface when on the chart; the legend's own
    /// view otherwise, where it starts at the origin).
    let frame: CGRect
    let layout: LegendLayout
    let contexts: [SCILegendItemContext]
    let metrics: LegendMetrics
    /// How far the content is scrolled up, clamped to what there is.
    let offset: Double
    let isOnChart: Bool
    /// The header row at the top, when the legend has a title.
    var header: LegendHeader? = nil

    /// The part of the frame the items show in: under the header; none when collapsed.
    var itemsFrame: CGRect {
        guard let header else { return frame }
        let top = min(header.height, Double(frame.height))
        let height = header.isCollapsed ? 0 : Double(frame.height) - top
        return CGRect(x: frame.minX, y: Double(frame.minY) + top, width: frame.width, height: height)
    }

    /// The header row in view coordinates, when there is one.
    var headerFrame: CGRect? {
        guard let header else { return nil }
        return CGRect(
            x: frame.minX, y: frame.minY, width: frame.width, height: min(header.height, Double(frame.height))
        )
    }

    /// The furthest the content scrolls.
    var maximumOffset: Double {
        header?.isCollapsed == true ? 0 : max(Double(layout.contentSize.height - itemsFrame.height), 0)
    }

    /// A rectangle of the layout in view coordinates.
    func toView(_ rect: CGRect) -> CGRect {
        rect.offsetBy(dx: frame.minX, dy: itemsFrame.minY - offset)
    }

    /// A view point in layout coordinates.
    func toLayout(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - frame.minX, y: Double(point.y - itemsFrame.minY) + offset)
    }

    /// `rect` (layout coordinates) in view coordinates, or `nil` when none of it is in view.
    func visible(_ rect: CGRect) -> CGRect? {
        let shown = toView(rect)
        let overlap = shown.intersection(itemsFrame)
        return overlap.isNull || overlap.width <= 0 || overlap.height <= 0 ? nil : shown
    }

    /// Whether `point` (view coordinates) is on the header row.
    func isOnHeader(_ point: CGPoint) -> Bool {
        headerFrame?.contains(point) ?? false
    }

    /// What a press at `point` (view coordinates) is on.
    func target(at point: CGPoint, infos: [SCISeriesInfoCore]) -> LegendTarget? {
        guard itemsFrame.contains(point) else { return nil }
        let local = toLayout(point)
        guard let index = layout.cellIndex(at: local), infos.indices.contains(index) else { return nil }
        let onBox =
            layout.checkBoxes.indices.contains(index)
            && layout.checkBoxes[index].insetBy(dx: -3, dy: -3).contains(local)
        return LegendTarget(index: index, part: onBox ? .checkBox : .name, series: infos[index].series)
    }

    /// The size the legend needs for its header (when it has one) and items: the header's
    /// alone when collapsed.
    static func contentSize(layout: LegendLayout, header: LegendHeader?) -> CGSize {
        guard let header else { return layout.contentSize }
        if header.isCollapsed { return CGSize(width: header.width, height: header.height) }
        return CGSize(
            width: max(Double(layout.contentSize.width), header.width),
            height: header.height + Double(layout.contentSize.height))
    }
}

extension SCIChartLegend {
    /// The legend's rectangle in the view showing it: on the chart, where the modifier
    /// places it in the surface; otherwise what the host set (the origin is the host's
    /// business: the legend's own coordinates start at its top-left corner). Zero when the
    /// legend is hidden, its modifier disabled, or, on the chart, when it has no items or no
    /// room. Setting it is for hosts: a legend on the chart is placed by its modifier.
    public var frame: CGRect {
        get {
            guard let placement = placement() else { return .zero }
            return placement.isOnChart ? placement.frame : hostFrame
        }
        set {
            guard newValue != hostFrame else { return }
            hostFrame = newValue
            if !isOnChart { onInvalidate?() }
        }
    }

    /// How far the items are scrolled: `y` is the distance from the top of the content to
    /// the top of the part the items show in (the legend, under its header when it has one),
    /// `0...` (content height - that part's height); `x` is always 0.
    /// Setting it scrolls, clamped to that range.
    public var contentOffset: CGPoint {
        get { CGPoint(x: 0, y: placement()?.offset ?? 0) }
        set { scroll(to: Double(newValue.y)) }
    }

    /// The size the legend needs to show every item when it may be at most `size.width`
    /// wide, in whole points: names are cut and horizontal rows wrap to fit that width, and
    /// the height is what the items need then (a legend given less scrolls). Zero without
    /// items.
    public func contentSize(fitting size: CGSize) -> CGSize {
        refresh(notify: true)
        let fitting = Double(size.width).isNaN ? 0 : max(Double(size.width), 0)
        let layout = layoutCache(width: fitting).layout
        guard layout.count > 0 else { return .zero }
        let content = LegendPlacement.contentSize(layout: layout, header: header(width: fitting))
        return CGSize(
            width: min(Double(content.width).rounded(.up), fitting),
            height: Double(content.height).rounded(.up))
    }

    /// The frame of the `index`-th item shown (display order, after the source mode's
    /// filter), in view coordinates; `nil` past the last item, when the legend is hidden, or
    /// when the item is scrolled out of view.
    public func itemFrame(at index: Int) -> CGRect? {
        guard let placement = placement(), placement.layout.cells.indices.contains(index) else { return nil }
        return placement.visible(placement.layout.cells[index])
    }

    /// The frame of the `index`-th item's checkbox, in view coordinates; `nil` without
    /// checkboxes, past the last item, when the legend is hidden, or when the checkbox is
    /// scrolled out of view.
    public func checkBoxFrame(at index: Int) -> CGRect? {
        guard let placement = placement(), placement.layout.checkBoxes.indices.contains(index) else {
            return nil
        }
        return placement.visible(placement.layout.checkBoxes[index])
    }

    /// The header row's frame in view coordinates: at the top of the legend, as wide as it;
    /// `nil` without a ``title`` or when the legend is hidden.
    public var headerFrame: CGRect? {
        placement()?.headerFrame
    }

    /// The font metrics of the legend.
    var metrics: LegendMetrics { LegendMetrics(fontSize: Double(resolvedFont.fontSize)) }

    /// The placement now, or `nil` when nothing is shown. `area` is the series area of the
    /// frame a legend on the chart is drawn in, its items as the frame's preparation left
    /// them; without it, the surface's (laid out first if needed), the items brought up to
    /// date first.
    func placement(area givenArea: CGRect? = nil) -> LegendPlacement? {
        if givenArea == nil { refresh(notify: true, layingOut: true) }
        guard showLegend else { return nil }
        let frame: CGRect
        let cache: LegendLayoutCache
        let header: LegendHeader?
        if let modifier, modifier.useAutoPlacement {
            guard modifier.isEnabled, let surface = modifier.parentSurface else { return nil }
            let available = LegendPlacementRules.available(
                area: modifier.legendArea(in: givenArea ?? surface.seriesAreaFrame), margins: modifier.margins
            )
            guard available.width >= 1, available.height >= 1 else { return nil }
            cache = layoutCache(width: Double(available.width))
            guard cache.layout.count > 0 else { return nil }
            header = self.header(width: Double(available.width))
            // Folded, a legend stretched along the series area is its header's height.
            let position =
                header?.isCollapsed == true ? modifier.position.subtracting(.fillVertical) : modifier.position
            let size = LegendPlacementRules.size(
                content: LegendPlacement.contentSize(layout: cache.layout, header: header),
                available: available.size, position: position)
            let placed = LegendPlacementRules.frame(size: size, in: available, position: modifier.position)
            frame = headerDrag.map { LegendPlacementRules.moved(placed, by: $0, in: available) } ?? placed
        } else {
            if let modifier, !modifier.isEnabled { return nil }
            let size = hostFrame.isFiniteRect ? hostFrame.standardized.size : .zero
            frame = CGRect(
                origin: .zero,
                size: CGSize(
                    width: min(size.width, Double.pixelLimit), height: min(size.height, Double.pixelLimit)))
            cache = layoutCache(width: Double(frame.width))
            header = self.header(width: Double(frame.width))
        }
        let unscrolled = LegendPlacement(
            frame: frame, layout: cache.layout, contexts: cache.contexts, metrics: cache.key.metrics,
            offset: 0, isOnChart: isOnChart, header: header)
        return LegendPlacement(
            frame: frame, layout: cache.layout, contexts: cache.contexts, metrics: cache.key.metrics,
            offset: scrollOffset.clamped(to: 0...unscrolled.maximumOffset), isOnChart: isOnChart,
            header: header)
    }

    /// The header row of a legend at most `width` wide, when the legend has a title.
    func header(width: Double) -> LegendHeader? {
        LegendHeader(title: title, isCollapsed: isCollapsed, metrics: metrics, legendWidth: width)
    }

    /// The layout at `width`, from the cache when nothing changed.
    func layoutCache(width: Double) -> LegendLayoutCache {
        let metrics = self.metrics
        let key = LegendLayoutCache.Key(
            content: contentGeneration, settings: settingsGeneration, width: width, metrics: metrics)
        if let cached = layoutCache, cached.key == key { return cached }
        // Items measured for a layout of the same settings, width and metrics, and not
        // changed since, keep their sizes: renaming one series measures one name.
        var reusable: LegendLayoutCache? = layoutCache.flatMap { cached in
            cached.key.settings == key.settings && cached.key.width == key.width
                && cached.key.metrics == key.metrics
                ? cached : nil
        }
        let resized = resizedItems
        let infos = dataSource?.seriesInfo ?? []
        let items = dataSource?.items ?? []
        let room = LegendLayout.maximumItemWidth(
            legendWidth: width, metrics: metrics, showCheckBoxes: showCheckBoxes)
        let widest = maximumItemWidth.isNaN ? 0 : min(room, max(maximumItemWidth, 0))
        let theme = resolvedTheme
        let font = resolvedFont
        let dimmed = font.withColor(theme.tickLine)
        func context(_ index: Int) -> SCILegendItemContext {
            let info = infos[index]
            return SCILegendItemContext(
                seriesInfo: info, font: info.isVisible ? font : dimmed, showSeriesMarkers: showSeriesMarkers,
                isDimmed: !info.isVisible, maximumWidth: widest, theme: theme, metrics: metrics)
        }
        func size(_ index: Int, in context: SCILegendItemContext) -> CGSize {
            let drawable = index < items.count ? items[index] as? ISCIDrawableLegendItem : nil
            return Self.clean(drawable?.size(in: context) ?? context.defaultSize(), widest: widest)
        }
        var contexts: [SCILegendItemContext]
        var sizes: [CGSize]
        let canReuse =
            reusable.map { $0.sizes.count == infos.count && $0.contexts.count == infos.count } ?? false
        if canReuse, let resized {
            // Keep the measured items and measure again the changed ones and any whose series
            // info is no longer the one measured. The old cache lets go of its arrays first,
            // so they change in place rather than being copied.
            contexts = reusable?.contexts ?? []
            sizes = reusable?.sizes ?? []
            reusable = nil
            layoutCache = nil
            var stale = resized
            for index in infos.indices where contexts[index].seriesInfo !== infos[index] {
                stale.insert(index)
            }
            for index in stale where infos.indices.contains(index) {
                contexts[index] = context(index)
                sizes[index] = size(index, in: contexts[index])
            }
        } else {
            contexts = infos.indices.map(context)
            sizes = infos.indices.map { size($0, in: contexts[$0]) }
        }
        let layout = LegendLayout.make(
            sizes: sizes, metrics: metrics, orientation: orientation, showCheckBoxes: showCheckBoxes,
            width: width)
        let cache = LegendLayoutCache(key: key, layout: layout, contexts: contexts, sizes: sizes)
        layoutCache = cache
        resizedItems = []
        return cache
    }

    /// An item's size with non-finite parts read as 0, at most `widest` wide and 1,000 high.
    private static func clean(_ size: CGSize, widest: Double) -> CGSize {
        func clamp(_ value: CGFloat, _ limit: Double) -> Double {
            let double = Double(value)
            return double.isFinite ? min(max(double, 0), limit) : 0
        }
        return CGSize(width: clamp(size.width, widest), height: clamp(size.height, 1000))
    }
}

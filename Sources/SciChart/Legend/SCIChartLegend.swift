import Foundation

/// A legend of a chart's series: a marker and name per series, optional visibility
/// checkboxes, taps that hide, show and isolate series, and scrolling when the items do
/// not fit.
///
/// A ``SCILegendModifier`` fills the legend from its surface and either places it on the
/// chart (auto placement: the surface draws it and routes pointer events to it first) or
/// leaves it to the host, which gives it a ``frame`` and shows it on its own: rendered with
/// ``renderSVG()`` or `renderPNG(to:scale:)` (SciChartCairo), or in a window with
/// `SCIChartLegendView` (SciChartGtk), which feeds it ``handlePointer(_:)`` and
/// ``handleScroll(deltaX:deltaY:at:modifiers:)`` and redraws on ``onInvalidate``.
///
/// ```swift
/// let legend = SCIChartLegend()
/// guard let dataSource = SCISeriesInfoLegendDataSource(legend: legend) else { return }
/// surface.chartModifiers.add(
///     SCILegendModifier(legend: legend, dataSource: dataSource, useAutoPlacement: false))
/// legend.frame = CGRect(origin: .zero, size: legend.contentSize(fitting: CGSize(width: 300, height: 600)))
/// ```
///
/// **Sizing.** Size a legend placed by the host to its content with
/// ``contentSize(fitting:)``, or give it any size: items that do not fit scroll, by a drag
/// or the wheel, clipped to the legend, with a scroll indicator at the right. Only the
/// vertical direction scrolls: a vertical legend narrower than its names cuts them with an
/// ellipsis, a horizontal one wraps its items into rows.
///
/// **Coordinates.** ``frame``, ``itemFrame(at:)`` and ``checkBoxFrame(at:)`` are in the
/// coordinates of the view showing the legend: the surface's when placed on the chart, and
/// the legend's own (origin at its top-left corner, whatever the frame's origin) when the
/// host places it; ``handlePointer(_:)``, ``handleScroll(deltaX:deltaY:at:modifiers:)`` and
/// ``cursor(at:)`` take the same.
///
/// **Taps.** With ``showCheckBoxes``, a tap on a checkbox or on an item's name toggles the
/// series' `isVisible`, and a double tap on a name shows that series alone among the series
/// the legend lists, judged from the visibility before the pair's first tap; a double tap
/// on the series shown alone gives the others back the visibility they had. Taps on
/// checkboxes are never taken as double taps. Without checkboxes (the default), presses on
/// the legend are still its own (no tool under it sees them), but taps change no
/// visibility: checkboxes are the way to hide and show.
///
/// **Following the series.** The legend reads the series when the chart draws (its
/// modifier's overlay pass) and whenever it is read (frames, sizes, rendering, events): a
/// series added, removed, hidden, shown, renamed, restyled, selected or deselected shows
/// at once. When what it shows changes, it calls ``onInvalidate``.
///
/// A legend belongs to one thread at a time, like the surface it shows.
public final class SCIChartLegend: ISCIChartLegend {
    /// Creates an empty legend; give it to a ``SCISeriesInfoLegendDataSource`` and a
    /// ``SCILegendModifier``.
    public init() {}

    // MARK: - Settings

    /// How items flow (default `.vertical`): a column, or rows that wrap at the legend's width
    /// (`.horizontal`).
    public var orientation: SCIOrientation = .vertical {
        didSet { if oldValue != orientation { settingsChanged() } }
    }

    /// Whether the legend is shown (default `true`). A hidden legend draws nothing, takes no
    /// events, and its ``frame`` is zero.
    public var showLegend = true {
        didSet { if oldValue != showLegend { settingsChanged() } }
    }

    /// Whether each item has a visibility checkbox (default `false`).
    public var showCheckBoxes = false {
        didSet { if oldValue != showCheckBoxes { settingsChanged() } }
    }

    /// Whether each item has a marker in its series' colours (default `true`): a line, a
    /// dot, a filled box or a rising and a falling bar, after the series type.
    public var showSeriesMarkers = true {
        didSet { if oldValue != showSeriesMarkers { settingsChanged() } }
    }

    /// The theme the legend draws with; `nil` (the default) takes its surface's, or
    /// ``SCIChartTheme/dark`` before it has one.
    public var theme: SCIChartTheme? {
        didSet { settingsChanged() }
    }

    /// The font and colour of the names; `nil` (the default) takes the theme's label size
    /// plus one point in its axis-title colour. Hidden series' names are greyed either way;
    /// sizes above 200 points draw at 200.
    public var textStyle: SCIFontStyle? {
        didSet { settingsChanged() }
    }

    /// The widest an item (marker and name) may be, in points (default 260); longer names
    /// are cut with an ellipsis. Items are also cut to the legend's width.
    public var maximumItemWidth: Double = 260 {
        didSet { if oldValue != maximumItemWidth { settingsChanged() } }
    }

    /// The title of a header row at the top of the legend; `nil` or empty (the default): no
    /// header. The header stays in place while the items scroll under it; a tap on it
    /// collapses the legend to the header and back (``isCollapsed``), and on a chart a drag
    /// on it moves the legend: it follows the pointer inside the series area and, released,
    /// goes to the corner nearest to where it was dropped (the modifier's `position`). So a
    /// legend need never hide a drawing for good. Drags on the items still scroll them. A
    /// legend with no items shows nothing, its header included.
    public var title: String? {
        didSet { if oldValue != title { settingsChanged() } }
    }

    /// Whether only the header shows, its items hidden (default `false`); a tap on the header
    /// toggles it. Without a ``title`` there is no header and this has no effect. A legend
    /// the host places keeps its frame: ask ``contentSize(fitting:)`` again when
    /// ``onInvalidate`` is called to shrink it to the header.
    public var isCollapsed = false {
        didSet { if oldValue != isCollapsed { settingsChanged() } }
    }

    /// Called when the legend needs a redraw: its items, settings, scroll position or
    /// hover changed. Runs on the thread that made the change.
    public var onInvalidate: (@Sendable () -> Void)?

    /// The data source that fills the legend.
    public internal(set) var dataSource: SCILegendDataSource?

    /// The box a host lays out to show the legend: how it is sized. Never `nil` here; it is
    /// optional as in SciChart iOS.
    public private(set) lazy var container: SCIChartLegendContainer? = SCIChartLegendContainer(legend: self)

    // MARK: - State

    /// The modifier that fills the legend.
    weak var modifier: SCILegendModifier?
    /// Identifies the legend's rendered frames (see ``SCIRenderFrame/surfaceId``).
    let legendId = UniqueNumber.next()
    /// The frame the host gave.
    var hostFrame: CGRect = .zero
    /// How far the content is scrolled up, before clamping to what there is.
    var scrollOffset = 0.0
    var settingsGeneration: UInt64 = 0
    var contentGeneration: UInt64 = 0
    /// What the items were last read from (`nil`: no modifier).
    var lastSource: LegendSourceKey?
    /// Whether the items were read from ``lastSource``; `false` forces a read.
    var isSourceRead = false
    var layoutCache: LegendLayoutCache?
    /// The positions of items whose size may have changed since the cached layout was
    /// made; `nil`: every item's.
    var resizedItems: Set<Int>? = []
    var gesture = LegendGesture()
    /// Routes the events fed to ``handlePointer(_:)`` (a legend the host shows) to
    /// ``ownClaimer``, by the surface's rules.
    let router = PointerRouter()
    /// The legend's gestures as a claimer of its own events.
    lazy var ownClaimer = ClaimerReceiver(LegendPointerClaimer(legend: self, isOnItsOwn: true))
    /// The last two taps, to judge a double tap.
    var lastTap: LegendTapRecord?
    var previousTap: LegendTapRecord?
    /// The visibility before a double tap isolated a series, to give back.
    var isolation: LegendIsolationMemory?
    /// The item under the mouse pointer.
    var hoveredIndex: Int?
    /// The item the keyboard focus is on, drawn with a ring (see ``handleKey(_:modifiers:)``),
    /// or `nil`.
    public internal(set) var focusedItemIndex: Int? {
        didSet { if oldValue != focusedItemIndex { requestRedraw() } }
    }
    /// Whether the mouse pointer is over the header.
    var isHeaderHovered = false
    /// How far a drag on the header has moved the legend from its place (on a chart).
    var headerDrag: CGSize?

    // MARK: - Reading the series

    /// Reads the series again and lays the items out anew.
    public func reloadData() {
        dataSource?.resetItems()
        contentChanged()
    }

    /// The series infos shown, in display order.
    public var seriesInfo: [SCISeriesInfoCore] {
        refresh(notify: true)
        return dataSource?.seriesInfo ?? []
    }

    /// The number of items shown.
    public var itemCount: Int { seriesInfo.count }

    /// The `index`-th item shown, bound to its series; `nil` past the last.
    public func item(at index: Int) -> (any ISCILegendItem)? {
        refresh(notify: true)
        guard let items = dataSource?.items, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// Brings the items up to date with what the modifier lists when anything they come
    /// from changed; returns whether they changed, calling ``onInvalidate`` then if `notify`.
    /// `layingOut` lets the surface lay out first (not while it draws a frame).
    @discardableResult
    func refresh(notify: Bool, layingOut: Bool = true) -> Bool {
        let source = modifier?.sourceKey(layingOut: layingOut)
        guard source != lastSource || !isSourceRead else { return false }
        let lookChanged = source?.look != lastSource?.look
        let previous = lastSource
        lastSource = source
        let wasRead = isSourceRead
        isSourceRead = true
        let changed: [Int]
        if wasRead, let source, let previous, let renamed = modifier?.renamedSince(previous, now: source) {
            // Only renames since the last read: read the renamed series alone.
            changed = dataSource?.updateNames(of: renamed, theme: resolvedTheme) ?? []
        } else {
            changed = dataSource?.update(modifier?.listedEntries() ?? []) ?? []
        }
        let itemsChanged = !changed.isEmpty
        guard itemsChanged || lookChanged else { return false }
        // Only the changed items need measuring again, unless the look changed.
        if lookChanged {
            resizedItems = nil
        } else {
            resizedItems?.formUnion(changed)
        }
        contentGeneration &+= 1
        if itemsChanged {
            hoveredIndex = nil
            if let focused = focusedItemIndex, focused >= (dataSource?.seriesInfo.count ?? 0) {
                focusedItemIndex = nil
            }
        }
        if notify { onInvalidate?() }
        return true
    }

    /// The items' source or the data source changed: read them again and redraw.
    func contentChanged() {
        isSourceRead = false
        resizedItems = nil
        contentGeneration &+= 1
        hoveredIndex = nil
        requestRedraw()
    }

    /// A setting changed: lay out again and redraw.
    func settingsChanged() {
        resizedItems = nil
        settingsGeneration &+= 1
        isSourceRead = false
        requestRedraw()
    }

    /// Asks whoever shows the legend for a redraw: the surface when it is placed on the
    /// chart, and ``onInvalidate``.
    func requestRedraw() {
        if let modifier, modifier.useAutoPlacement { modifier.invalidateOverlay() }
        onInvalidate?()
    }

    /// Whether the modifier places the legend on its chart.
    var isOnChart: Bool { modifier?.useAutoPlacement == true }

    /// The theme drawn with.
    var resolvedTheme: SCIChartTheme {
        let surface = modifier?.parentSurface
        return (theme ?? surface?.theme ?? .dark).scalingText(by: surface?.textScale ?? 1)
    }

    /// The names' font, at most 200 points.
    var resolvedFont: SCIFontStyle {
        let theme = resolvedTheme
        let font = textStyle ?? SCIFontStyle(fontSize: theme.labelFontSize + 1, textColor: theme.axisTitle)
        guard font.fontSize > LegendMetrics.largestFontSize else { return font }
        return SCIFontStyle(
            fontSize: LegendMetrics.largestFontSize, textColor: font.color, isBold: font.isBold)
    }
}

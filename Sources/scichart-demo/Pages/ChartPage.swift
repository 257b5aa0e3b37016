import CGtk
import Foundation
import Gallery
import SciChart
import SciChartGtk

/// One page of the demo's window: a chart, its view and its tools; on a workspace, the
/// panes, each with its tools.
@MainActor
final class ChartPage {
    /// The page's name in the window's stack, the log and the settings ("spy", "minutes").
    let name: String
    /// The page's title on its switcher button.
    let title: String
    /// The main chart (a workspace's price pane).
    let surface: SCIChartSurface
    /// The main chart's view.
    let view: SCIChartView
    /// The tools of each pane, the main chart's first (one set for a chart alone). Every
    /// tool works on every pane, in that pane's axes.
    let paneTools: [ChartTools]
    /// The tools of the pane the pointer was last on (the main chart's at first): the status
    /// line, the magnet and undo follow them.
    private(set) var tools: ChartTools
    /// What the last drawing of each tool formed ("Bullish Gartley", "no harmonic pattern"),
    /// for the status line while that tool is active.
    private(set) var lastDrawn: [DemoTool: String] = [:]
    /// Called after a drawing tool finishes a drawing, with a description of it.
    var onDrawingFinished: ((String) -> Void)?
    /// The drawings as last written to the page's kept file (see ``DrawingsStore``).
    var keptDrawings: [DrawingState]?
    /// The drawings file last opened or saved on this page, and the drawings as they were
    /// then.
    var file: (url: URL, drawings: [DrawingState])?

    /// The panes of a workspace page (the price pane is ``surface``), and their view.
    let panes: StockChartPanes?
    let paneView: SCIChartPaneView?

    init(name: String, title: String, surface: SCIChartSurface, magnet: SCIMagnetMode, tool: DemoTool) {
        self.name = name
        self.title = title
        self.surface = surface
        panes = nil
        paneView = nil
        tools = ChartTools(surface: surface, magnet: magnet, active: tool)
        paneTools = [tools]
        // Wherever there are candles, the values line reads the bar under the crosshair (the
        // last bar while there is none) along the top; the legend sits below it.
        tools.crosshair.showsValuesLine = surface.renderableSeries.contains { $0.drawsBars }
        // The legend's header names the chart; a click on it folds the legend away, a drag
        // moves it to another corner, so it never hides a drawing for good.
        tools.legend.title = title
        view = SCIChartView(surface: surface)
        connectDrawingTools()
    }

    /// A page of linked panes (made without the workspace's own modifiers), with the tools
    /// on every pane, shown or not: a drawing goes on the pane it is drawn on.
    init(name: String, title: String, panes: StockChartPanes, magnet: SCIMagnetMode, tool: DemoTool) {
        self.name = name
        self.title = title
        self.panes = panes
        surface = panes.price
        // Every study's pane is made now, so that a drawing kept or opened for a pane not
        // shown has somewhere to go (it shows with its pane).
        for study in StockChartPanes.Study.allCases { _ = panes.surface(for: study) }
        paneTools = panes.drawingsPanes.map {
            Self.workspaceTools(on: $0.surface, magnet: magnet, active: tool)
        }
        tools = paneTools[0]
        let paneView = SCIChartPaneView(group: panes.group)
        self.paneView = paneView
        view = paneView.views[0]
        connectDrawingTools()
    }

    /// The page's tools on a workspace's pane: its crosshair joins the other panes', with the
    /// values line, which names the series (a legend would cover it).
    static func workspaceTools(on pane: SCIChartSurface, magnet: SCIMagnetMode, active tool: DemoTool)
        -> ChartTools
    {
        let tools = ChartTools(surface: pane, magnet: magnet, active: tool)
        tools.crosshair.eventsGroupTag = StockChartPanes.eventsGroupTag
        tools.crosshair.showsValuesLine = true
        pane.chartModifiers.remove(tools.legend)
        return tools
    }

    /// The views of the panes shown (the chart's view alone on other pages).
    var views: [SCIChartView] { paneView?.views ?? [view] }

    /// Makes `pane`'s tools the ones the status line, the magnet and undo follow; whether
    /// they were not already.
    @discardableResult
    func activate(pane: SCIChartSurface) -> Bool {
        guard pane !== tools.surface, let paneTools = paneTools.first(where: { $0.surface === pane }) else {
            return false
        }
        tools = paneTools
        return true
    }

    /// Makes `tool` the only active tool, on every pane.
    func select(_ tool: DemoTool) {
        for tools in paneTools { tools.select(tool) }
    }

    /// The magnet of the drawing tools, on every pane.
    var magnetMode: SCIMagnetMode {
        get { tools.magnetMode }
        set { for tools in paneTools { tools.magnetMode = newValue } }
    }

    /// The page's drawings as a whole, to save, open and keep: a workspace's documents name
    /// each drawing's pane.
    var drawings: any DrawingsHolder {
        panes.map { PaneDrawings(panes: $0.drawingsPanes) } ?? surface
    }

    /// Shows the studies whose panes hold drawings but are not shown (after drawings were
    /// opened, so none is added out of sight).
    func showPanesWithDrawings() {
        guard let panes, let controls else { return }
        let hidden = StockChartPanes.Study.allCases.filter {
            !panes.studies.contains($0) && !panes.surface(for: $0).drawings.isEmpty
        }
        guard !hidden.isEmpty else { return }
        controls.select(studies: panes.studies + hidden, bollinger: panes.showsBollinger)
    }

    /// Every pane's surface, the main chart first.
    var surfaces: [SCIChartSurface] { paneTools.map(\.surface) }

    /// The name of `pane` in the log and in saved documents (`price`, `rsi`); the page's
    /// name for a chart alone.
    func paneName(of pane: SCIChartSurface) -> String {
        panes?.drawingsPanes.first { $0.surface === pane }?.name ?? name
    }

    /// The controls shown with the chart (see ``PageControls``), when the page has some.
    var controls: PageControls?
    /// The page's messages, over its chart.
    let messages = MessageBand()

    /// The chart's own widget: the pane view's or the view's.
    var chartWidget: OpaquePointer { paneView?.gtkWidget ?? view.gtkWidget }

    /// The page's widget in the window's stack: the chart with its controls.
    var widget: OpaquePointer { controls.map { OpaquePointer($0.widget) } ?? chartWidget }

    private func connectDrawingTools() {
        for modifier in paneTools.flatMap(\.drawingTools) {
            modifier.annotationCreationCompletionListener = { [weak self] annotation, _ in
                MainActor.assumeIsolated { self?.finished(annotation) }
            }
        }
    }

    /// The page's drawings now, on every pane: each one's id, points and look.
    var drawingState: [DrawingState] {
        surfaces.flatMap { surface in
            surface.drawings.map {
                DrawingState(
                    id: $0.annotationId, points: $0.dataPoints, note: ($0 as? SCITextAnnotation)?.text,
                    style: surface.drawingStyle(of: $0))
            }
        }
    }

    /// Whether the drawings changed since ``file`` was opened or saved.
    var hasUnsavedChanges: Bool {
        guard let file else { return false }
        return file.drawings != drawingState
    }

    /// The status line's text for this page.
    var statusText: StatusText {
        tools.statusText(lastDrawn: lastDrawn[tools.active], isTyping: tools.surface.isEditingText)
    }

    /// The view as it is now (see ``ChartTools/settings(keepingRange:)``): the main chart's.
    func settings(keepingRange: Bool) -> PageSettings { paneTools[0].settings(keepingRange: keepingRange) }

    /// Puts the view back as `settings` describe it (see ``ChartTools/restore(_:)``).
    func restore(_ settings: PageSettings) { paneTools[0].restore(settings) }

    /// Applies `theme` to the chart (every pane of a workspace).
    func apply(theme: SCIChartTheme) {
        if let panes { panes.theme = theme } else { surface.theme = theme }
    }

    private func finished(_ annotation: Any) {
        switch annotation {
        case let pattern as SCIXabcdAnnotation:
            let found = pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
            lastDrawn[tools.active] = found
            onDrawingFinished?("xabcd pattern=\(found)")
        case is SCIMeasureAnnotation:
            onDrawingFinished?("measure")
        case let wave as SCIElliottImpulseWaveAnnotation:
            let broken = wave.violations.map(\.rawValue).joined(separator: ",")
            onDrawingFinished?("elliottImpulseWave broken=\(broken.isEmpty ? "none" : broken)")
        case let drawing as SCITradingAnnotationBase:
            onDrawingFinished?("\(drawing.creationType.rawValue) points=\(drawing.dataPoints.count)")
        default:
            break
        }
    }
}

/// One drawing as far as keeping and saving care: which it is, where its points are, for a
/// note its text (typed after it is placed), and its look (styled from the context menu).
struct DrawingState: Equatable {
    let id: UInt64
    let points: [SCIDataPoint]
    var note: String?
    var style: SCIDrawingStyle?
}

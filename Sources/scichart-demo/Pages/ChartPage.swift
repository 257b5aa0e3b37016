import CGtk
import Foundation
import Gallery
import SciChart
import SciChartGtk

/// One page of the demo's window: a chart, its view and its tools.
@MainActor
final class ChartPage {
    /// The page's name in the window's stack ("spy", "minutes", "live").
    let name: String
    /// The page's title on its switcher button.
    let title: String
    let surface: SCIChartSurface
    let view: SCIChartView
    let tools: ChartTools
    /// The pattern of the last XABCD pattern drawn on the page, for the status line.
    private(set) var lastPattern: String?
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

    init(name: String, title: String, surface: SCIChartSurface, snapsToBars: Bool, tool: DemoTool) {
        self.name = name
        self.title = title
        self.surface = surface
        panes = nil
        paneView = nil
        tools = ChartTools(surface: surface, snapsToBars: snapsToBars, active: tool)
        // The legend's header names the chart; a click on it folds the legend away, a drag
        // moves it to another corner, so it never hides a drawing for good.
        tools.legend.title = title
        view = SCIChartView(surface: surface)
        connectDrawingTools()
    }

    /// A page of linked panes: the tools act on the price pane, whose crosshair runs through
    /// the others.
    init(name: String, title: String, panes: StockChartPanes, tool: DemoTool) {
        self.name = name
        self.title = title
        self.panes = panes
        surface = panes.price
        tools = Self.workspaceTools(on: panes, active: tool)
        let paneView = SCIChartPaneView(group: panes.group)
        self.paneView = paneView
        view = paneView.views[0]
        connectDrawingTools()
    }

    /// The page's tools on a workspace's price pane: its crosshair joins the other panes',
    /// with the values line, which names the series (the legend would cover it).
    static func workspaceTools(on panes: StockChartPanes, active tool: DemoTool) -> ChartTools {
        let tools = ChartTools(surface: panes.price, snapsToBars: true, active: tool)
        tools.crosshair.eventsGroupTag = StockChartPanes.eventsGroupTag
        tools.crosshair.showsValuesLine = true
        panes.price.chartModifiers.remove(tools.legend)
        return tools
    }

    /// The controls shown with the chart (see ``PageControls``), when the page has some.
    var controls: PageControls?

    /// The chart's own widget: the pane view's or the view's.
    var chartWidget: OpaquePointer { paneView?.gtkWidget ?? view.gtkWidget }

    /// The page's widget in the window's stack: the chart with its controls.
    var widget: OpaquePointer { controls.map { OpaquePointer($0.widget) } ?? chartWidget }

    private func connectDrawingTools() {
        for modifier in tools.drawingTools {
            modifier.annotationCreationCompletionListener = { [weak self] annotation, _ in
                MainActor.assumeIsolated { self?.finished(annotation) }
            }
        }
    }

    /// The page's drawings now: each one's id and points.
    var drawingState: [DrawingState] {
        surface.drawings.map {
            DrawingState(id: $0.annotationId, points: $0.dataPoints, note: ($0 as? SCITextAnnotation)?.text)
        }
    }

    /// Whether the drawings changed since ``file`` was opened or saved.
    var hasUnsavedChanges: Bool {
        guard let file else { return false }
        return file.drawings != drawingState
    }

    /// The status line's text for this page.
    var statusText: StatusText {
        StatusText(
            tool: tools.active, progress: tools.progress, isEditing: surface.selectedAnnotation != nil,
            patternInProgress: tools.patternInProgress, lastPattern: lastPattern,
            selectedSeries: tools.selectedSeriesName, isTyping: surface.isEditingText,
            keyboardCursor: tools.crosshair.keyboardCursorText)
    }

    /// Applies `theme` to the chart (every pane of a workspace).
    func apply(theme: SCIChartTheme) {
        if let panes { panes.theme = theme } else { surface.theme = theme }
    }

    private func finished(_ annotation: Any) {
        if let pattern = annotation as? SCIXabcdAnnotation {
            lastPattern = pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
            onDrawingFinished?("xabcd pattern=\(lastPattern ?? "")")
        } else if annotation is SCIMeasureAnnotation {
            onDrawingFinished?("measure")
        } else if let wave = annotation as? SCIElliottImpulseWaveAnnotation {
            let broken = wave.violations.map(\.rawValue).joined(separator: ",")
            onDrawingFinished?("elliottImpulseWave broken=\(broken.isEmpty ? "none" : broken)")
        } else if let drawing = annotation as? SCITradingAnnotationBase {
            onDrawingFinished?("\(drawing.creationType.rawValue) points=\(drawing.dataPoints.count)")
        }
    }
}

/// One drawing as far as keeping and saving care: which it is, where its points are and, for
/// a note, its text (typed after it is placed).
struct DrawingState: Equatable {
    let id: UInt64
    let points: [SCIDataPoint]
    var note: String?
}

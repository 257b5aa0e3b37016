import CGtk
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

    init(name: String, title: String, surface: SCIChartSurface, snapsToBars: Bool, tool: DemoTool) {
        self.name = name
        self.title = title
        self.surface = surface
        tools = ChartTools(surface: surface, snapsToBars: snapsToBars, active: tool)
        view = SCIChartView(surface: surface)
        for modifier in [tools.measure, tools.xabcd] as [SCIAnnotationCreationModifierBase] {
            modifier.annotationCreationCompletionListener = { [weak self] annotation, _ in
                MainActor.assumeIsolated { self?.finished(annotation) }
            }
        }
    }

    /// The status line's text for this page.
    var statusText: StatusText {
        StatusText(
            tool: tools.active, progress: tools.progress, isEditing: surface.selectedAnnotation != nil,
            patternInProgress: tools.patternInProgress, lastPattern: lastPattern,
            selectedSeries: tools.selectedSeriesName)
    }

    /// Applies `theme` to the chart.
    func apply(theme: SCIChartTheme) {
        surface.theme = theme
    }

    private func finished(_ annotation: Any) {
        if let pattern = annotation as? SCIXabcdAnnotation {
            lastPattern = pattern.harmonicPattern.map { "\($0)" } ?? "no harmonic pattern"
            onDrawingFinished?("xabcd pattern=\(lastPattern ?? "")")
        } else if annotation is SCIMeasureAnnotation {
            onDrawingFinished?("measure")
        }
    }
}

import Foundation
import SciChart

/// What holds a page's drawings, to save, open and keep: one chart, or the panes of a
/// workspace (whose documents name each drawing's pane; see ``SCIDrawingsPane``), used on
/// the charts' thread.
protocol DrawingsHolder {
    /// The finished drawings, on every pane.
    var drawingCount: Int { get }
    /// What a document records the drawings were drawn on: the main chart.
    var drawingsChart: SCIDrawingsChart { get }
    /// The drawings as a document.
    func saveDrawings() throws -> Data
    /// Adds the drawings of a document (in place of those there, with `replacing`), as one
    /// step to undo; on any problem it throws and changes nothing.
    func loadDrawings(from data: Data, replacing: Bool) throws
    /// Forgets the steps to undo and redo of the drawings.
    func clearDrawingsHistory()
}

extension SCIChartSurface: DrawingsHolder {
    var drawingCount: Int { drawings.count }
    func saveDrawings() throws -> Data { try saveAnnotations() }
    func loadDrawings(from data: Data, replacing: Bool) throws {
        try loadAnnotations(from: data, replacingDrawings: replacing)
    }
    func clearDrawingsHistory() { clearUndoHistory() }
}

/// The drawings of a workspace's panes, the price pane first: saved in one document naming
/// each drawing's pane; a document of one chart's drawings opens on the price pane.
struct PaneDrawings: DrawingsHolder {
    let panes: [SCIDrawingsPane]

    var drawingCount: Int { panes.reduce(0) { $0 + $1.surface.drawings.count } }
    var drawingsChart: SCIDrawingsChart { panes[0].surface.drawingsChart }
    func saveDrawings() throws -> Data { try SCIAnnotationDocument.saveAnnotations(of: panes) }
    func loadDrawings(from data: Data, replacing: Bool) throws {
        try SCIAnnotationDocument.loadAnnotations(from: data, into: panes, replacingDrawings: replacing)
    }
    func clearDrawingsHistory() {
        for pane in panes { pane.surface.clearUndoHistory() }
    }
}

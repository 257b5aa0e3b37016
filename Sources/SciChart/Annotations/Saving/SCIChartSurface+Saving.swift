import Foundation

extension SCIChartSurface {
    /// The finished trading annotations as versioned JSON (see ``SCIAnnotationDocument``):
    /// type, points (dates as ISO 8601 on date axes), styles, axis ids and settings. An
    /// annotation being placed is not saved.
    public func saveAnnotations() throws -> Data {
        try AnnotationCoding.save(drawings, surface: self)
    }

    /// Adds the annotations of a saved document, as one undoable step: see
    /// ``loadAnnotations(from:replacingDrawings:)``.
    public func loadAnnotations(from data: Data) throws {
        try loadAnnotations(from: data, replacingDrawings: false)
    }

    /// Adds the annotations of a saved document, as one undoable step. Strict and atomic:
    /// on any problem it throws an ``SCIAnnotationLoadError`` and changes nothing.
    ///
    /// With `replacingDrawings`, the drawings already on the surface (see ``drawings``) are
    /// removed in the same step, so one undo brings them back and takes the loaded ones away.
    ///
    /// A load never leaves the surface with more drawings than one document holds
    /// (``SCIAnnotationDocument/maximumAnnotations``), so what loading gave can always be saved
    /// again: a document that would bring the saved drawings past it is refused with
    /// ``SCIAnnotationLoadError/tooManyAnnotations(count:limit:)``, the count being the total.
    ///
    /// A document of several panes' drawings (see
    /// ``SCIAnnotationDocument/saveAnnotations(of:)``) loads onto one surface only when it
    /// names one pane; else it throws ``SCIAnnotationLoadError/invalidValue(field:reason:)``
    /// naming the first annotation of another pane.
    public func loadAnnotations(from data: Data, replacingDrawings: Bool) throws {
        let document = try AnnotationCoding.loadDocument(data, registry: annotationRegistry)
        let named = document.panes.enumerated().compactMap { index, pane in pane.map { (index, $0) } }
        if let first = named.first, let other = named.first(where: { $0.1 != first.1 }) {
            throw SCIAnnotationLoadError.invalidValue(
                field: "annotations[\(other.0)].pane", reason: SCIAnnotationDocument.noPane(other.1))
        }
        let total = (replacingDrawings ? 0 : drawings.count) + document.annotations.count
        let limit = SCIAnnotationDocument.maximumAnnotations
        guard total <= limit else {
            throw SCIAnnotationLoadError.tooManyAnnotations(count: total, limit: limit)
        }
        guard let step = placeLoaded(document.annotations, replacingDrawings: replacingDrawings) else {
            return
        }
        recordHistory(step)
    }

    /// Adds `loaded` after the annotations (removing the drawings first with
    /// `replacingDrawings`), outside the history; returns the step that takes it back, if
    /// anything changed.
    func placeLoaded(_ loaded: [SCITradingAnnotationBase], replacingDrawings: Bool)
        -> AnnotationHistory.Command?
    {
        var steps: [AnnotationHistory.Command] = []
        if replacingDrawings, let removal = removingAllDrawings() {
            steps.append(.remove(removal.annotations, indices: removal.indices))
        }
        if !loaded.isEmpty {
            let first = annotations.count
            applyingHistory { annotations.add(contentsOf: loaded) }
            steps.append(.add(loaded, indices: Array(first..<first + loaded.count)))
        }
        guard let step = steps.first else { return nil }
        return steps.count == 1 ? step : .group(steps)
    }
}

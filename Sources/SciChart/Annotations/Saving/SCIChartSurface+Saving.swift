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
    public func loadAnnotations(from data: Data, replacingDrawings: Bool) throws {
        let loaded = try AnnotationCoding.load(data, registry: annotationRegistry)
        let total = (replacingDrawings ? 0 : drawings.count) + loaded.count
        let limit = SCIAnnotationDocument.maximumAnnotations
        guard total <= limit else {
            throw SCIAnnotationLoadError.tooManyAnnotations(count: total, limit: limit)
        }
        var steps: [AnnotationHistory.Command] = []
        if replacingDrawings, let removal = removingAllDrawings() {
            steps.append(.remove(removal.annotations, indices: removal.indices))
        }
        if !loaded.isEmpty {
            let first = annotations.count
            applyingHistory { annotations.add(contentsOf: loaded) }
            steps.append(.add(loaded, indices: Array(first..<first + loaded.count)))
        }
        guard let step = steps.first else { return }
        recordHistory(steps.count == 1 ? step : .group(steps))
    }
}

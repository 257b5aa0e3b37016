import Foundation

extension SCIChartSurface {
    /// The finished trading annotations as versioned JSON (see ``SCIAnnotationDocument``):
    /// type, points (dates as ISO 8601 on date axes), styles, axis ids and settings. An
    /// annotation being placed is not saved.
    public func saveAnnotations() throws -> Data {
        let finished = annotations.compactMap { $0 as? SCITradingAnnotationBase }.filter {
            !$0.isBeingPlaced && $0.isComplete
        }
        return try AnnotationCoding.save(finished, surface: self)
    }

    /// Adds the annotations of a saved document, as one undoable step. Strict and atomic:
    /// on any problem it throws an ``SCIAnnotationLoadError`` and changes nothing.
    public func loadAnnotations(from data: Data) throws {
        let loaded = try AnnotationCoding.load(data)
        guard !loaded.isEmpty else { return }
        let first = annotations.count
        applyingHistory { annotations.add(contentsOf: loaded) }
        recordHistory(.add(loaded, indices: Array(first..<first + loaded.count)))
    }
}

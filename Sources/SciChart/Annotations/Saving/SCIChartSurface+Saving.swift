import Foundation

extension SCIChartSurface {
    /// The finished trading annotations as versioned JSON (see ``SCIAnnotationDocument``):
    /// type, points (dates as ISO 8601 on date axes), styles, axis ids and settings. An
    /// annotation being placed is not saved.
    public func saveAnnotations() throws -> Data {
        try AnnotationCoding.save(savedAnnotations, surface: self)
    }

    /// Adds the annotations of a saved document, as one undoable step. Strict and atomic:
    /// on any problem it throws an ``SCIAnnotationLoadError`` and changes nothing.
    ///
    /// A load never leaves the surface with more drawings than one document holds
    /// (``SCIAnnotationDocument/maximumAnnotations``), so what loading gave can always be saved
    /// again: a document that would bring the saved drawings past it is refused with
    /// ``SCIAnnotationLoadError/tooManyAnnotations(count:limit:)``, the count being the total.
    public func loadAnnotations(from data: Data) throws {
        let loaded = try AnnotationCoding.load(data)
        guard !loaded.isEmpty else { return }
        let total = savedAnnotations.count + loaded.count
        let limit = SCIAnnotationDocument.maximumAnnotations
        guard total <= limit else {
            throw SCIAnnotationLoadError.tooManyAnnotations(count: total, limit: limit)
        }
        let first = annotations.count
        applyingHistory { annotations.add(contentsOf: loaded) }
        recordHistory(.add(loaded, indices: Array(first..<first + loaded.count)))
    }

    /// The annotations a save writes: the finished trading annotations, in surface order.
    private var savedAnnotations: [SCITradingAnnotationBase] {
        annotations.compactMap { $0 as? SCITradingAnnotationBase }.filter {
            !$0.isBeingPlaced && $0.isComplete
        }
    }
}

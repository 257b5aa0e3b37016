import Foundation

/// A pane of a workspace as a drawings document of several panes names it: the drawings of
/// a price pane and of its indicator panes go in one document, each annotation with its
/// pane's name, and load back onto the panes of those names.
///
/// ```swift
/// let panes = [SCIDrawingsPane(name: "price", surface: pricePane),
///              SCIDrawingsPane(name: "rsi", surface: rsiPane)]
/// let data = try SCIAnnotationDocument.saveAnnotations(of: panes)
/// try SCIAnnotationDocument.loadAnnotations(from: data, into: panes, replacingDrawings: true)
/// ```
public struct SCIDrawingsPane {
    /// The pane's name in documents: 1 to ``SCIAnnotationDocument/maximumIdLength`` Unicode
    /// scalars, one name a pane.
    public var name: String
    /// The pane's surface.
    public var surface: SCIChartSurface

    /// The pane `name` on `surface`.
    public init(name: String, surface: SCIChartSurface) {
        self.name = name
        self.surface = surface
    }
}

extension SCIAnnotationDocument {
    /// The finished drawings of every pane as one document, each annotation naming its pane;
    /// the chart recorded (``SCIDrawingsChart``) is the first pane's. Like
    /// ``SCIChartSurface/saveAnnotations()``, it throws ``SCIAnnotationSaveError`` rather than
    /// write a document that would not load, and also when two panes have one name.
    public static func saveAnnotations(of panes: [SCIDrawingsPane]) throws -> Data {
        var names = Set<String>()
        for pane in panes where !names.insert(pane.name).inserted {
            throw SCIAnnotationSaveError.wouldNotLoad(
                .invalidValue(field: "pane", reason: "two panes are named \"\(pane.name)\""))
        }
        return try AnnotationCoding.save(
            panes.map { (pane: $0.name, surface: $0.surface, annotations: $0.surface.drawings) })
    }

    /// The panes whose drawings `data` holds, in the order they first appear; empty for a
    /// document of one surface's drawings. The whole document is checked, as loading checks
    /// it: on any problem it throws the same ``SCIAnnotationLoadError``. A program reads it
    /// to make or show the panes a document needs before loading it.
    public static func paneNames(in data: Data) throws -> [String] {
        var seen = Set<String>()
        return try AnnotationCoding.loadDocument(data, registry: .shared).panes.compactMap { name in
            guard let name, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// Adds the drawings of a document to `panes`, each annotation onto the pane its record
    /// names (those of a document of one surface onto the first pane), as one step to undo,
    /// recorded in the undo history of the first pane it changes: give the panes one history (as
    /// ``SCIChartVerticalGroup/undoHistory`` does) and an undo on any takes the whole load
    /// back. With `replacingDrawings`, the drawings of every pane given are removed in the
    /// same step.
    ///
    /// Strict and atomic: on any problem it throws an ``SCIAnnotationLoadError`` and changes
    /// nothing. An annotation of a pane that is not among `panes` is an
    /// ``SCIAnnotationLoadError/invalidValue(field:reason:)`` of its `pane` field, and no pane
    /// is left with more drawings than ``maximumAnnotations``.
    public static func loadAnnotations(
        from data: Data, into panes: [SCIDrawingsPane], replacingDrawings: Bool
    )
        throws
    {
        let document = try AnnotationCoding.loadDocument(
            data, registry: panes.first?.surface.annotationRegistry ?? .shared)
        var loaded = [[SCITradingAnnotationBase]](repeating: [], count: panes.count)
        for (index, (annotation, name)) in zip(document.annotations, document.panes).enumerated() {
            guard let pane = name.map({ name in panes.firstIndex { $0.name == name } }) ?? panes.indices.first
            else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "annotations[\(index)].pane", reason: Self.noPane(name))
            }
            loaded[pane].append(annotation)
        }
        let limit = maximumAnnotations
        for (pane, annotations) in zip(panes, loaded) {
            let total = (replacingDrawings ? 0 : pane.surface.drawings.count) + annotations.count
            guard total <= limit else {
                throw SCIAnnotationLoadError.tooManyAnnotations(count: total, limit: limit)
            }
        }
        var changes: [(surface: SCIChartSurface, command: AnnotationHistory.Command)] = []
        for (pane, annotations) in zip(panes, loaded) {
            guard let step = pane.surface.placeLoaded(annotations, replacingDrawings: replacingDrawings)
            else { continue }
            changes.append((pane.surface, step))
            pane.surface.invalidateOverlay()
        }
        SCIChartSurface.recordAsOneStep(changes)
    }

    /// Why an annotation of the pane `name` (`nil`: of one surface) cannot be loaded.
    static func noPane(_ name: String?) -> String {
        name.map { "the chart has no pane \"\($0)\"" } ?? "the chart has no pane"
    }
}

import Foundation

/// The drawings loader's target (`load-annotations`): for any bytes, `loadAnnotations(from:)`
/// either throws an ``SCIAnnotationLoadError`` and changes nothing, or loads; what loads
/// saves, and that document loads again and saves to the same bytes, so the records survive a
/// second round unchanged. Anything else traps, which libFuzzer reports as a crash with the
/// input.
enum LoadAnnotationsFuzzCheck {
    /// The id of the surface's numeric x axis; the default-id x axis is a date axis, so that
    /// saved x values are dates or numbers by the annotation's axis.
    static let numericAxisId = "numeric"

    /// A surface with a date x axis (the default id), a numeric x axis and a numeric y axis.
    static func surface() -> SCIChartSurface {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(SCIDateAxis())
        let numeric = SCINumericAxis()
        numeric.axisId = numericAxisId
        surface.xAxes.add(numeric)
        surface.yAxes.add(SCINumericAxis())
        return surface
    }

    static func check(_ data: Data) {
        let surface = surface()
        do {
            try surface.loadAnnotations(from: data)
        } catch is SCIAnnotationLoadError {
            guard surface.annotations.count == 0, !surface.canUndo else {
                fatalError("a refused document changed the surface")
            }
            return
        } catch {
            fatalError("loading threw an untyped error: \(error)")
        }
        checkAgainstFoundation(data, loaded: surface.annotations.map { $0 })
        let saved = save(surface, "a loaded document did not save")
        let copy = Self.surface()
        do {
            try copy.loadAnnotations(from: saved)
        } catch {
            fatalError("a saved document did not load: \(error)\n\(String(decoding: saved, as: UTF8.self))")
        }
        guard copy.annotations.count == surface.annotations.count else {
            fatalError("a saved document loaded \(copy.annotations.count) of \(surface.annotations.count)")
        }
        guard save(copy, "a reloaded document did not save") == saved else {
            fatalError("saving, loading and saving again changed the document")
        }
    }

    /// The fields a second opinion checks.
    private struct Oracle: Decodable {
        struct Record: Decodable {
            var type: String
            var xAxisId: String
            var yAxisId: String
            var isEditable: Bool
            var isHidden: Bool?
        }

        var format: String
        var version: Int
        var annotations: [Record]
    }

    /// A second opinion on what loaded: Foundation's `JSONDecoder`, which shares no code with
    /// the reader, must decode the document too and find the same strings and flags.
    /// (`JSONSerialization` is no judge: it drops a U+FEFF at the start of a string.)
    private static func checkAgainstFoundation(_ data: Data, loaded: [SCIAnnotationBase]) {
        guard let document = try? JSONDecoder().decode(Oracle.self, from: data) else {
            fatalError("Foundation cannot decode a document that loaded")
        }
        guard document.annotations.count == loaded.count else {
            fatalError(
                "Foundation reads \(document.annotations.count) annotations, the loader \(loaded.count)")
        }
        for (record, annotation) in zip(document.annotations, loaded) {
            guard record.xAxisId == annotation.xAxisId, record.yAxisId == annotation.yAxisId,
                record.xAxisId.unicodeScalars.elementsEqual(annotation.xAxisId.unicodeScalars),
                record.yAxisId.unicodeScalars.elementsEqual(annotation.yAxisId.unicodeScalars),
                record.isEditable == annotation.isEditable, (record.isHidden ?? false) == annotation.isHidden
            else {
                fatalError("Foundation reads other values: \(record)")
            }
        }
    }

    private static func save(_ surface: SCIChartSurface, _ failure: String) -> Data {
        do {
            return try surface.saveAnnotations()
        } catch {
            fatalError("\(failure): \(error)")
        }
    }
}

extension SCIXabcdAnnotation {
    /// The pattern's styles and flags, to save.
    func xabcdStyle() -> (style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool]) {
        let style: [String: StyleRecord] = [
            "stroke": AnnotationCoding.style(annotationStroke),
            "fill": AnnotationCoding.style(annotationFill),
            "label": AnnotationCoding.style(labelStyle),
        ]
        let flags = [
            "snapToCandles": snapToCandles, "showsPotentialReversalZones": showsPotentialReversalZones,
        ]
        return (style, [:], flags)
    }

    /// Applies saved styles and flags, refusing unknown style names.
    func loadXabcdStyle(
        _ style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool], path: String
    ) throws {
        let known: Set = ["stroke", "fill", "label"]
        if let unknown = style.keys.sorted().first(where: { !known.contains($0) }) {
            throw SCIAnnotationLoadError.invalidValue(
                field: "\(path).style.\(unknown)", reason: "not an XABCD style")
        }
        if let record = style["stroke"] {
            annotationStroke = try AnnotationCoding.pen(record, field: "\(path).style.stroke")
        }
        if let record = style["fill"] {
            annotationFill = try AnnotationCoding.brush(record, field: "\(path).style.fill")
        }
        if let record = style["label"] {
            labelStyle = try AnnotationCoding.font(record, field: "\(path).style.label")
        }
        snapToCandles = flags["snapToCandles"] ?? false
        showsPotentialReversalZones = flags["showsPotentialReversalZones"] ?? true
    }
}

extension SCIMeasureAnnotation {
    /// The measure's styles, scale factor and snapping, to save.
    func measureStyle() -> (style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool]) {
        let style: [String: StyleRecord] = [
            "growingStroke": AnnotationCoding.style(growingStroke),
            "growingFill": AnnotationCoding.style(growingFill),
            "decliningStroke": AnnotationCoding.style(decliningStroke),
            "decliningFill": AnnotationCoding.style(decliningFill),
            "label": AnnotationCoding.style(labelStyle),
        ]
        let settings = yValueScaleFactor.isFinite ? ["yValueScaleFactor": yValueScaleFactor] : [:]
        return (style, settings, ["snapToCandles": snapToCandles])
    }

    /// Applies saved styles and settings, refusing unknown style names.
    func loadMeasureStyle(
        _ style: [String: StyleRecord], settings: [String: Double], flags: [String: Bool], path: String
    ) throws {
        let known: Set = ["growingStroke", "growingFill", "decliningStroke", "decliningFill", "label"]
        if let unknown = style.keys.sorted().first(where: { !known.contains($0) }) {
            throw SCIAnnotationLoadError.invalidValue(
                field: "\(path).style.\(unknown)", reason: "not a measure style")
        }
        if let record = style["growingStroke"] {
            growingStroke = try AnnotationCoding.pen(record, field: "\(path).style.growingStroke")
        }
        if let record = style["growingFill"] {
            growingFill = try AnnotationCoding.brush(record, field: "\(path).style.growingFill")
        }
        if let record = style["decliningStroke"] {
            decliningStroke = try AnnotationCoding.pen(record, field: "\(path).style.decliningStroke")
        }
        if let record = style["decliningFill"] {
            decliningFill = try AnnotationCoding.brush(record, field: "\(path).style.decliningFill")
        }
        if let record = style["label"] {
            labelStyle = try AnnotationCoding.font(record, field: "\(path).style.label")
        }
        if let factor = try AnnotationCoding.number(
            settings["yValueScaleFactor"], field: "\(path).settings.yValueScaleFactor",
            range: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
        {
            yValueScaleFactor = factor
        }
        snapToCandles = flags["snapToCandles"] ?? false
    }
}

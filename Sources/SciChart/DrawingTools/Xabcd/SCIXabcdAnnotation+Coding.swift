extension SCIXabcdAnnotation {
    func encodePattern(into settings: inout SCIAnnotationSettings) {
        settings.setPen(annotationStroke, forKey: "stroke")
        settings.setBrush(annotationFill, forKey: "fill")
        settings.setFont(labelStyle, forKey: "label")
        encodeMagnet(into: &settings)
        settings.setFlag(showsPotentialReversalZones, forKey: "showsPotentialReversalZones")
    }

    func decodePattern(from settings: SCIAnnotationSettings) throws {
        if let pen = try settings.pen(forKey: "stroke") { annotationStroke = pen }
        if let brush = try settings.brush(forKey: "fill") { annotationFill = brush }
        if let font = try settings.font(forKey: "label") { labelStyle = font }
        decodeMagnet(from: settings)
        showsPotentialReversalZones = settings.flag(forKey: "showsPotentialReversalZones") ?? true
    }
}

extension SCIMeasureAnnotation {
    func encodeMeasure(into settings: inout SCIAnnotationSettings) {
        settings.setPen(growingStroke, forKey: "growingStroke")
        settings.setBrush(growingFill, forKey: "growingFill")
        settings.setPen(decliningStroke, forKey: "decliningStroke")
        settings.setBrush(decliningFill, forKey: "decliningFill")
        settings.setFont(labelStyle, forKey: "label")
        settings.setNumber(yValueScaleFactor, forKey: "yValueScaleFactor")
    }

    func decodeMeasure(from settings: SCIAnnotationSettings) throws {
        if let pen = try settings.pen(forKey: "growingStroke") { growingStroke = pen }
        if let brush = try settings.brush(forKey: "growingFill") { growingFill = brush }
        if let pen = try settings.pen(forKey: "decliningStroke") { decliningStroke = pen }
        if let brush = try settings.brush(forKey: "decliningFill") { decliningFill = brush }
        if let font = try settings.font(forKey: "label") { labelStyle = font }
        if let factor = try settings.number(forKey: "yValueScaleFactor") { yValueScaleFactor = factor }
    }
}

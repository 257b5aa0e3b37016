import SciChart

/// A selected or hovered line drawn thicker in its own colour (its theme's palette colour when
/// it has no pen of its own); discarding the style gives the line its pen back, or none.
final class LineEmphasisStyle: SCIStyleBase<SCIFastLineRenderableSeries> {
    private let strokeKey = "Stroke"
    private let noStrokeKey = "NoStroke"
    /// Points added to the line's thickness.
    let extraThickness: Float

    init(extraThickness: Float) {
        self.extraThickness = extraThickness
        super.init(styleableType: SCIFastLineRenderableSeries.self)
    }

    override func applyStyleInternal(to styleableObject: SCIFastLineRenderableSeries!) {
        guard let line = styleableObject else { return }
        guard let pen = line.strokeStyle else {
            putProperty(noStrokeKey, value: true, intoObject: line)
            line.strokeStyle = SCISolidPenStyle(color: line.seriesColor, thickness: 1 + extraThickness)
            return
        }
        putProperty(noStrokeKey, value: false, intoObject: line)
        putProperty(strokeKey, value: pen, intoObject: line)
        line.strokeStyle = SCISolidPenStyle(color: pen.color, thickness: pen.thickness + extraThickness)
    }

    override func discardStyleInternal(from styleableObject: SCIFastLineRenderableSeries!) {
        guard let line = styleableObject else { return }
        if getValueFromProperty(noStrokeKey, ofType: Bool.self, fromObject: line) as? Bool == true {
            line.strokeStyle = nil
            return
        }
        guard
            let pen = getValueFromProperty(strokeKey, ofType: SCIPenStyle.self, fromObject: line)
                as? SCIPenStyle
        else { return }
        line.strokeStyle = pen
    }
}

import SciChart

/// A selected or hovered line drawn thicker in its own colour; discarding the style gives the
/// line its pen back.
final class LineEmphasisStyle: SCIStyleBase<SCIFastLineRenderableSeries> {
    private let strokeKey = "Stroke"
    /// Points added to the line's thickness.
    let extraThickness: Float

    init(extraThickness: Float) {
        self.extraThickness = extraThickness
        super.init(styleableType: SCIFastLineRenderableSeries.self)
    }

    override func applyStyleInternal(to styleableObject: SCIFastLineRenderableSeries!) {
        guard let line = styleableObject, let pen = line.strokeStyle else { return }
        putProperty(strokeKey, value: pen, intoObject: line)
        line.strokeStyle = SCISolidPenStyle(color: pen.color, thickness: pen.thickness + extraThickness)
    }

    override func discardStyleInternal(from styleableObject: SCIFastLineRenderableSeries!) {
        guard let line = styleableObject,
            let pen = getValueFromProperty(strokeKey, ofType: SCIPenStyle.self, fromObject: line)
                as? SCIPenStyle
        else { return }
        line.strokeStyle = pen
    }
}

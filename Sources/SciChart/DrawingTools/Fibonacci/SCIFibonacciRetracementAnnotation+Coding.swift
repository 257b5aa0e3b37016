extension SCIFibonacciRetracementAnnotation {
    func encodeRetracement(into settings: inout SCIAnnotationSettings) {
        settings.setNumbers(levels, forKey: "levels")
        settings.setColors(regionColors, forKey: "regionColors")
        settings.setNumber(fillOpacity, forKey: "fillOpacity")
        settings.setFlag(showConnectorLine, forKey: "showConnectorLine")
        settings.setOptionalPen(connectorLineStroke, forKey: "connectorLineStroke")
        settings.setText(fibonacciLabelPlacement.rawValue, forKey: "fibonacciLabelPlacement")
        settings.setText(fibonacciLabelColorMode.rawValue, forKey: "fibonacciLabelColorMode")
        settings.setFont(labelStyle, forKey: "label")
        settings.setFlag(extendStart, forKey: "extendStart")
        settings.setFlag(extendEnd, forKey: "extendEnd")
        settings.setFlag(isReversed, forKey: "reversed")
    }

    func decodeRetracement(from settings: SCIAnnotationSettings) throws {
        if let values = try settings.numbers(forKey: "levels") { levels = values }
        if let colors = try settings.colors(forKey: "regionColors") { regionColors = colors }
        if let opacity = try settings.number(forKey: "fillOpacity", in: 0...1) { fillOpacity = opacity }
        showConnectorLine = settings.flag(forKey: "showConnectorLine") ?? true
        connectorLineStroke = try settings.pen(forKey: "connectorLineStroke")
        if let placement = try settings.value(
            forKey: "fibonacciLabelPlacement", as: SCIFibonacciLabelPlacement.self)
        {
            fibonacciLabelPlacement = placement
        }
        if let mode = try settings.value(
            forKey: "fibonacciLabelColorMode", as: SCIFibonacciLabelColorMode.self)
        {
            fibonacciLabelColorMode = mode
        }
        if let font = try settings.font(forKey: "label") { labelStyle = font }
        extendStart = settings.flag(forKey: "extendStart") ?? false
        extendEnd = settings.flag(forKey: "extendEnd") ?? false
        isReversed = settings.flag(forKey: "reversed") ?? false
    }
}

/// The styles, numbers and flags one annotation saves, by key, and reads back checked.
///
/// An annotation type writes its settings in ``SCITradingAnnotationBase/encodeSettings(into:)``
/// and reads them in ``SCITradingAnnotationBase/decodeSettings(from:)``. A document may hold
/// only the keys a new annotation of the type writes, so write every key you read, whatever
/// its value. Readers return `nil` for an absent key (keep the default) and throw an
/// ``SCIAnnotationLoadError`` naming the field for a bad value.
public struct SCIAnnotationSettings {
    var style: [String: StyleRecord] = [:]
    var numbers: [String: Double] = [:]
    var flags: [String: Bool] = [:]
    var texts: [String: String] = [:]
    var lists: [String: [Double]] = [:]
    var colors: [String: [String]] = [:]
    var labels: [String: [LabelRecord]] = [:]
    /// Keys of label lists that were empty: known to the type, absent from the record.
    var declaredLabelKeys: Set<String> = []
    var annotationLabels: [String: [LineLabelRecord]] = [:]
    /// Keys of line label lists that were empty.
    var declaredAnnotationLabelKeys: Set<String> = []
    /// Keys of optional styles that were not set: known to the type, absent from the record.
    var declaredStyleKeys: Set<String> = []
    /// Keys of optional texts that were not set.
    var declaredTextKeys: Set<String> = []
    /// Where the annotation is in its document, for errors ("annotations[3]").
    let path: String

    init(path: String) {
        self.path = path
    }

    init(record: AnnotationRecord, path: String) {
        style = record.style ?? [:]
        numbers = record.settings ?? [:]
        flags = record.flags ?? [:]
        texts = record.texts ?? [:]
        lists = record.lists ?? [:]
        colors = record.colors ?? [:]
        labels = record.labels ?? [:]
        annotationLabels = record.annotationLabels ?? [:]
        self.path = path
    }

    // MARK: - Writing

    /// Saves a pen (colour, thickness, dashes, antialiasing) under `key` in `style`.
    public mutating func setPen(_ pen: SCIPenStyle, forKey key: String) {
        style[key] = AnnotationCoding.style(pen)
    }

    /// Saves a brush (its colour) under `key` in `style`.
    public mutating func setBrush(_ brush: SCIBrushStyle, forKey key: String) {
        style[key] = AnnotationCoding.style(brush)
    }

    /// Saves a font (colour, size, weight) under `key` in `style`.
    public mutating func setFont(_ font: SCIFontStyle, forKey key: String) {
        style[key] = AnnotationCoding.style(font)
    }

    /// Saves a number under `key` in `settings`; a non-finite one is left out (JSON has no
    /// NaN), so loading keeps the default.
    public mutating func setNumber(_ value: Double, forKey key: String) {
        numbers[key] = value.isFinite ? value : nil
    }

    /// Saves a flag under `key` in `flags`.
    public mutating func setFlag(_ value: Bool, forKey key: String) {
        flags[key] = value
    }

    /// Saves a pen under `key` in `style` when there is one; without one the key is still
    /// the type's, so a document may hold it (read it back with ``pen(forKey:)``).
    public mutating func setOptionalPen(_ pen: SCIPenStyle?, forKey key: String) {
        if let pen { setPen(pen, forKey: key) } else { declaredStyleKeys.insert(key) }
    }

    /// Saves a font under `key` in `style` when there is one; without one the key is still
    /// the type's (read it back with ``font(forKey:)``).
    public mutating func setOptionalFont(_ font: SCIFontStyle?, forKey key: String) {
        if let font { setFont(font, forKey: key) } else { declaredStyleKeys.insert(key) }
    }

    /// Saves a text under `key` in `texts` when there is one; without one the key is still
    /// the type's (read it back with ``text(forKey:maximumLength:)``).
    public mutating func setOptionalText(_ text: String?, forKey key: String) {
        if let text { setText(text, forKey: key) } else { declaredTextKeys.insert(key) }
    }

    /// Saves a text under `key` in `texts` (at most
    /// ``SCIAnnotationDocument/maximumTextLength`` Unicode scalars load).
    public mutating func setText(_ text: String, forKey key: String) {
        texts[key] = text
    }

    /// Saves a list of numbers under `key` in `lists` (finite, at most
    /// ``SCIAnnotationDocument/maximumListLength`` of them load).
    public mutating func setNumbers(_ values: [Double], forKey key: String) {
        lists[key] = values
    }

    /// Saves labels under `key` in `labels` (at most
    /// ``SCIAnnotationDocument/maximumListLength`` load); none leaves the key out, though it is
    /// still the type's.
    public mutating func setLabels(_ values: [SCIMultiPointLabel], forKey key: String) {
        guard !values.isEmpty else {
            declaredLabelKeys.insert(key)
            return
        }
        labels[key] = values.map { label in
            LabelRecord(
                text: label.text, anchorMode: label.anchorMode.rawValue, pointIndex: label.pointIndex,
                segmentStartIndex: label.segmentStartIndex, segmentEndIndex: label.segmentEndIndex,
                verticalTextPosition: label.verticalTextPosition.rawValue,
                axisDrawMode: label.axisDrawMode.rawValue,
                font: label.fontStyle.map(AnnotationCoding.style))
        }
    }

    /// Saves the labels of a horizontal or vertical line under `key` in `annotationLabels`
    /// (at most ``SCIAnnotationDocument/maximumListLength`` load); none leaves the key out,
    /// though it is still the type's.
    public mutating func setAnnotationLabels(_ values: [SCIAnnotationLabel], forKey key: String) {
        guard !values.isEmpty else {
            declaredAnnotationLabelKeys.insert(key)
            return
        }
        annotationLabels[key] = values.map { label in
            LineLabelRecord(
                placement: label.labelPlacement.rawValue, text: label.text,
                font: label.fontStyle.map(AnnotationCoding.style),
                background: label.backgroundBrush.map(AnnotationCoding.style),
                border: label.borderPen.map(AnnotationCoding.style),
                padding: [label.padding.top, label.padding.left, label.padding.bottom, label.padding.right]
                    .map(
                        TextBox.clean),
                rotation: label.rotationAngle)
        }
    }

    /// Saves a list of colours under `key` in `colors` (at most
    /// ``SCIAnnotationDocument/maximumListLength`` load).
    public mutating func setColors(_ values: [SCIColor], forKey key: String) {
        colors[key] = values.map(AnnotationCoding.hex)
    }

    // MARK: - Reading

    /// The pen saved under `key`, or `nil` when there is none.
    public func pen(forKey key: String) throws -> SCIPenStyle? {
        try style[key].map { try AnnotationCoding.pen($0, field: "\(path).style.\(key)") }
    }

    /// The brush saved under `key`, or `nil` when there is none.
    public func brush(forKey key: String) throws -> SCIBrushStyle? {
        try style[key].map { try AnnotationCoding.brush($0, field: "\(path).style.\(key)") }
    }

    /// The font saved under `key`, or `nil` when there is none.
    public func font(forKey key: String) throws -> SCIFontStyle? {
        try style[key].map { try AnnotationCoding.font($0, field: "\(path).style.\(key)") }
    }

    /// The number saved under `key`, checked to lie in `range`, or `nil` when there is none.
    public func number(
        forKey key: String,
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) throws -> Double? {
        try AnnotationCoding.number(numbers[key], field: "\(path).settings.\(key)", range: range)
    }

    /// The flag saved under `key`, or `nil` when there is none.
    public func flag(forKey key: String) -> Bool? {
        flags[key]
    }

    /// The text saved under `key`, or `nil` when there is none; a text longer than
    /// ``SCIAnnotationDocument/maximumTextLength`` Unicode scalars is an error.
    public func text(forKey key: String) throws -> String? {
        try text(forKey: key, maximumLength: SCIAnnotationDocument.maximumTextLength)
    }

    /// The text saved under `key`, or `nil` when there is none; a text longer than
    /// `maximumLength` Unicode scalars is an error (a note's text may be longer than a
    /// label's).
    public func text(forKey key: String, maximumLength: Int) throws -> String? {
        guard let text = texts[key] else { return nil }
        return try Self.checked(text, field: "\(path).texts.\(key)", limit: maximumLength)
    }

    /// `text`, when it is no longer than `limit` Unicode scalars.
    private static func checked(
        _ text: String, field: String, limit: Int = SCIAnnotationDocument.maximumTextLength
    ) throws -> String {
        let limit = max(limit, 0)
        guard text.unicodeScalars.prefix(limit + 1).count <= limit else {
            throw SCIAnnotationLoadError.invalidValue(
                field: field, reason: "more than \(limit) Unicode scalars")
        }
        return text
    }

    /// The value of `type` whose raw value is `text`, or an error naming those allowed.
    private static func enumValue<Value: RawRepresentable & CaseIterable>(_ text: String, field: String)
        throws
        -> Value where Value.RawValue == String
    {
        guard let value = Value(rawValue: text) else {
            let allowed = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw SCIAnnotationLoadError.invalidValue(field: field, reason: "one of \(allowed)")
        }
        return value
    }

    /// The text saved under `key` read as a value of `type` (an enum's raw value), or `nil`
    /// when there is none; another text is an error naming the values allowed.
    public func value<Value: RawRepresentable & CaseIterable>(forKey key: String, as type: Value.Type) throws
        -> Value? where Value.RawValue == String
    {
        guard let text = try text(forKey: key) else { return nil }
        return try Self.enumValue(text, field: "\(path).texts.\(key)") as Value
    }

    /// The list of numbers saved under `key`, each checked to lie in `range`, or `nil` when
    /// there is none.
    public func numbers(
        forKey key: String,
        in range: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    ) throws -> [Double]? {
        guard let values = lists[key] else { return nil }
        try AnnotationCoding.checkListLength(values.count, field: "\(path).lists.\(key)")
        return try values.enumerated().map { index, value in
            try AnnotationCoding.number(value, field: "\(path).lists.\(key)[\(index)]", range: range)!
        }
    }

    /// The labels saved under `key`, or `nil` when there are none. Point indices are kept as
    /// saved: a label at a point the drawing does not have draws nothing, as it did before.
    public func labels(forKey key: String) throws -> [SCIMultiPointLabel]? {
        guard let records = labels[key] else { return nil }
        let field = "\(path).labels.\(key)"
        try AnnotationCoding.checkListLength(records.count, field: field)
        return try records.enumerated().map { index, record in
            let at = "\(field)[\(index)]"
            return SCIMultiPointLabel(
                text: try Self.checked(record.text, field: "\(at).text"),
                anchorMode: try Self.enumValue(record.anchorMode, field: "\(at).anchorMode"),
                pointIndex: record.pointIndex, segmentStartIndex: record.segmentStartIndex,
                segmentEndIndex: record.segmentEndIndex,
                verticalTextPosition: try Self.enumValue(
                    record.verticalTextPosition, field: "\(at).verticalTextPosition"),
                axisDrawMode: try Self.enumValue(record.axisDrawMode, field: "\(at).axisDrawMode"),
                fontStyle: try record.font.map { try AnnotationCoding.font($0, field: "\(at).font") })
        }
    }

    /// The line labels saved under `key`, or `nil` when there are none.
    public func annotationLabels(forKey key: String) throws -> [SCIAnnotationLabel]? {
        guard let records = annotationLabels[key] else { return nil }
        let field = "\(path).annotationLabels.\(key)"
        try AnnotationCoding.checkListLength(records.count, field: field)
        return try records.enumerated().map { index, record in
            let at = "\(field)[\(index)]"
            let label = SCIAnnotationLabel(
                labelPlacement: try Self.enumValue(record.placement, field: "\(at).placement"),
                text: try Self.checked(record.text, field: "\(at).text"))
            label.fontStyle = try record.font.map { try AnnotationCoding.font($0, field: "\(at).font") }
            label.backgroundBrush = try record.background.map {
                try AnnotationCoding.brush($0, field: "\(at).background")
            }
            label.borderPen = try record.border.map { try AnnotationCoding.pen($0, field: "\(at).border") }
            guard record.padding.count == 4 else {
                throw SCIAnnotationLoadError.invalidValue(
                    field: "\(at).padding", reason: "four numbers: top, left, bottom, right")
            }
            let sides = try record.padding.enumerated().map { side, value in
                try AnnotationCoding.number(value, field: "\(at).padding[\(side)]", range: 0...10_000)!
            }
            label.padding = UIEdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
            guard record.rotation.isFinite else {
                throw SCIAnnotationLoadError.nonFiniteNumber(field: "\(at).rotation")
            }
            label.rotationAngle = record.rotation
            return label
        }
    }

    /// The list of colours saved under `key`, or `nil` when there is none.
    public func colors(forKey key: String) throws -> [SCIColor]? {
        guard let values = colors[key] else { return nil }
        try AnnotationCoding.checkListLength(values.count, field: "\(path).colors.\(key)")
        return try values.enumerated().map { index, text in
            try AnnotationCoding.color(text, field: "\(path).colors.\(key)[\(index)]")
        }
    }
}

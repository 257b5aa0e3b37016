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
    /// Where the annotation is in its document, for errors ("annotations[3]").
    let path: String

    init(path: String) {
        self.path = path
    }

    init(style: [String: StyleRecord], numbers: [String: Double], flags: [String: Bool], path: String) {
        (self.style, self.numbers, self.flags, self.path) = (style, numbers, flags, path)
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
}

/// One value a series shows at a point, named as readings name it: a bar's open ("open",
/// "O"), a band's second line, a line's value (no name).
public struct SCISeriesValue: Equatable, Sendable {
    /// The value's name in words ("open"); empty for a series' only value.
    public let name: String
    /// The value's name in a tooltip or values line ("O"); empty for a series' only value.
    public let shortName: String
    /// The value (NaN where the data has none).
    public let value: Double
    /// The value written as the reading's y format writes it (the y axis' cursor text by
    /// default: empty when the value is not finite).
    public let formattedValue: String

    /// A value named `name` (`shortName` in tight places), written `formattedValue`.
    public init(name: String = "", shortName: String = "", value: Double, formattedValue: String) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.formattedValue = formattedValue
    }
}

/// The kinds of annotation the creation modifiers make.
public enum SCIAnnotationCreationType: Int, Sendable, CaseIterable, Codable {
    /// A two-point measure of price and time (``SCIMeasureAnnotation``).
    case measure
    /// A five-point XABCD harmonic pattern.
    case xabcd
}

/// The display name of a creation type: "Measure", "XABCD".
// swift-format-ignore: AlwaysUseLowerCamelCase
public func SCIAnnotationTypeName(_ type: SCIAnnotationCreationType) -> String {
    switch type {
    case .measure: "Measure"
    case .xabcd: "XABCD"
    }
}

extension ISCIStyle {
    /// Whether the style applies to `object`: an instance of ``styleableObjectType`` (the
    /// class or a subclass, or a conformer of the protocol).
    func canStyle(_ object: Any) -> Bool {
        StyleableType.isValue(object, ofType: styleableObjectType)
    }
}

/// Type checks against metatypes known only at run time.
enum StyleableType {
    /// Whether `value` is an instance of `type`: the class, a subclass, or a conformer.
    static func isValue(_ value: Any, ofType type: Any.Type) -> Bool {
        func check<U>(_: U.Type) -> Bool { value is U }
        return check(type)
    }
}

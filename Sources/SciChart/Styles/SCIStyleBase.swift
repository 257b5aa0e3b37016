/// A convenient base for styles: subclasses implement ``applyStyleInternal(to:)`` and
/// ``discardStyleInternal(from:)``, and save the values they replace with
/// ``putProperty(_:value:intoObject:)`` to restore them with
/// ``getValueFromProperty(_:ofType:fromObject:)``.
///
/// ```swift
/// class SelectedSeriesStyle: SCIStyleBase<ISCIRenderableSeries> {
///     override func applyStyleInternal(to series: ISCIRenderableSeries!) {
///         putProperty("Stroke", value: series.strokeStyle, intoObject: series)
///         series.strokeStyle = SCISolidPenStyle(color: .white, thickness: 4)
///     }
///     override func discardStyleInternal(from series: ISCIRenderableSeries!) {
///         series.strokeStyle = getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: series) as? SCIPenStyle
///     }
/// }
/// ```
open class SCIStyleBase<T>: ISCIStyle {
    public let styleableObjectType: Any.Type
    /// Saved values per object and property name. Keys hold the object's identity only
    /// while it is styled; entries are removed once read back or discarded.
    private var saved: [ObjectIdentifier: [String: Any?]] = [:]

    /// Creates a style for objects of `styleableType` (a class or protocol metatype).
    public init(styleableType: Any.Type) {
        styleableObjectType = styleableType
    }

    /// Applies the style to `styleableObject` when it is a `T`.
    public func tryApplyStyle(to styleableObject: Any) {
        guard let object = styleableObject as? T else { return }
        applyStyleInternal(to: object)
    }

    /// Takes the style off `styleableObject` when it is a `T`.
    public func tryDiscardStyle(from styleableObject: Any) {
        guard let object = styleableObject as? T else { return }
        discardStyleInternal(from: object)
        if let key = Self.key(object) { saved[key] = nil }
    }

    /// Makes the style's changes. Override.
    open func applyStyleInternal(to styleableObject: T!) {}

    /// Undoes the style's changes. Override.
    open func discardStyleInternal(from styleableObject: T!) {}

    /// Saves `value` under `name` for `object`, to restore later.
    public func putProperty(_ name: String, value: Any?, intoObject object: T) {
        guard let key = Self.key(object) else { return }
        saved[key, default: [:]][name] = .some(value)
    }

    /// The value saved under `name` for `object` when it is of `type` (or `nil`).
    public func getValueFromProperty(_ name: String, ofType type: Any.Type, fromObject object: T) -> Any? {
        guard let key = Self.key(object), let entry = saved[key]?[name], let value = entry else { return nil }
        return Self.isValue(value, ofType: type) ? value : nil
    }

    private static func key(_ object: T) -> ObjectIdentifier? {
        guard let reference = object as AnyObject? else { return nil }
        return ObjectIdentifier(reference)
    }

    /// Whether `value` is an instance of `type`: the class, a subclass, or a conformer.
    private static func isValue(_ value: Any, ofType type: Any.Type) -> Bool {
        func check<U>(_: U.Type) -> Bool { value is U }
        return check(type)
    }
}

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
    /// The values saved per styled object: an entry holds its object weakly and is pruned
    /// once the object is freed, so nothing leaks and a new object never sees a freed one's
    /// values (whatever address it gets).
    private var saved: [SavedValues] = []

    private final class SavedValues {
        weak var object: AnyObject?
        var values: [String: Any?] = [:]

        init(object: AnyObject) {
            self.object = object
        }
    }

    /// Creates a style for objects of `styleableType`: a class (its subclasses too) or a
    /// protocol (its conformers).
    public init(styleableType: Any.Type) {
        styleableObjectType = styleableType
    }

    /// Applies the style when `styleableObject` is a `T` of ``styleableObjectType``.
    public func tryApplyStyle(to styleableObject: Any) {
        guard canStyle(styleableObject), let object = styleableObject as? T else { return }
        applyStyleInternal(to: object)
    }

    /// Takes the style off `styleableObject` when it is a `T` of ``styleableObjectType``,
    /// then forgets the values saved for it.
    public func tryDiscardStyle(from styleableObject: Any) {
        guard canStyle(styleableObject), let object = styleableObject as? T else { return }
        discardStyleInternal(from: object)
        if let reference = styleableObject as AnyObject? {
            saved.removeAll { $0.object == nil || $0.object === reference }
        }
    }

    /// Makes the style's changes. Override.
    open func applyStyleInternal(to styleableObject: T!) {}

    /// Undoes the style's changes. Override.
    open func discardStyleInternal(from styleableObject: T!) {}

    /// Saves `value` under `name` for `object`, to restore later.
    public func putProperty(_ name: String, value: Any?, intoObject object: T) {
        guard let entry = entry(for: object, creating: true) else { return }
        entry.values[name] = .some(value)
    }

    /// The value saved under `name` for `object` when it is of `type` (a class, subclass or
    /// conformer), or `nil`.
    public func getValueFromProperty(_ name: String, ofType type: Any.Type, fromObject object: T) -> Any? {
        guard let entry = entry(for: object, creating: false), let stored = entry.values[name],
            let value = stored
        else { return nil }
        return StyleableType.isValue(value, ofType: type) ? value : nil
    }

    /// How many objects have saved values (for tests and diagnostics).
    var savedObjectCount: Int {
        saved.removeAll { $0.object == nil }
        return saved.count
    }

    /// The saved values of `object`, pruning entries of freed objects on the way.
    private func entry(for object: T, creating: Bool) -> SavedValues? {
        guard let reference = object as AnyObject? else { return nil }
        saved.removeAll { $0.object == nil }
        if let entry = saved.first(where: { $0.object === reference }) { return entry }
        guard creating else { return nil }
        let entry = SavedValues(object: reference)
        saved.append(entry)
        return entry
    }
}

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
    /// The values saved per styled object, found in constant time by the object's identity.
    /// An entry holds its object weakly and is used only while it is still that object
    /// (checked with `===`), so a new object at a freed one's address never sees its values;
    /// entries of freed objects are pruned once they could outnumber the live ones.
    private var saved: [ObjectIdentifier: SavedValues] = [:]
    /// How many entries there were after the last pruning.
    private var entriesAfterPruning = 0

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
        if let reference = styleableObject as AnyObject?,
            saved[ObjectIdentifier(reference)]?.object === reference
        {
            saved[ObjectIdentifier(reference)] = nil
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
        prune()
        return saved.count
    }

    /// The saved values of `object`: its own entry, never that of a freed object that had
    /// its address.
    private func entry(for object: T, creating: Bool) -> SavedValues? {
        guard let reference = object as AnyObject? else { return nil }
        let key = ObjectIdentifier(reference)
        if let entry = saved[key], entry.object === reference { return entry }
        guard creating else { return nil }
        // The address of a freed object is taken again by this one: its entry goes.
        let entry = SavedValues(object: reference)
        saved[key] = entry
        if saved.count > max(2 * entriesAfterPruning, 64) { prune() }
        return entry
    }

    /// Drops the entries of freed objects.
    private func prune() {
        saved = saved.filter { $0.value.object != nil }
        entriesAfterPruning = saved.count
    }
}

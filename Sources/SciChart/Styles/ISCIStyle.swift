/// A style that can be applied to an object and later taken off again, such as the look
/// of a selected series.
public protocol ISCIStyle: AnyObject {
    /// The type of object the style applies to (a class or a protocol).
    var styleableObjectType: Any.Type { get }
    /// Applies the style when `styleableObject` is of ``styleableObjectType``.
    func tryApplyStyle(to styleableObject: Any)
    /// Takes off what ``tryApplyStyle(to:)`` applied.
    func tryDiscardStyle(from styleableObject: Any)
}

/// An annotation whose text the user types in place (``SCITextAnnotation``): with
/// ``canEditText``, a tap on it while it is selected starts typing into it; typed text goes to
/// ``editingText``, which the annotation shows instead of ``text`` while typing lasts; Enter
/// or a press elsewhere keeps it in ``text`` as one undo step, Escape puts the old text back.
///
/// A text tool (``SCITextCreationModifier``) starts typing into each annotation it places.
/// An annotation type of your own that conforms is edited the same way.
public protocol ISCITextEditableAnnotation: SCITradingAnnotationBase {
    /// The annotation's text.
    var text: String { get set }
    /// Whether a second tap on the selected annotation starts typing into it.
    var canEditText: Bool { get }
    /// The text being typed, shown instead of ``text`` while typing lasts (set by the
    /// surface's editor); `nil` otherwise.
    var editingText: String? { get set }
}

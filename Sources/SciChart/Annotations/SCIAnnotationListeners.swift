/// An annotation as SciChart's listeners name it.
public typealias ISCIAnnotation = SCIAnnotationBase

/// Told when the user drags an annotation: a grip or its body, with the pointer.
public protocol ISCIAnnotationDragListener: AnyObject {
    /// A drag began: the pointer moved past the tap distance.
    func onDragStarted(_ annotation: ISCIAnnotation)
    /// The annotation moved by this many points on the surface since the last call.
    func onDrag(_ annotation: ISCIAnnotation, byXDelta xDelta: Double, yDelta: Double)
    /// The drag ended: released (one undo step) or cancelled (the annotation is back).
    func onDragEnded(_ annotation: ISCIAnnotation)
}

/// Told when an annotation is selected or deselected; ``SCIAnnotationBase/isSelected`` says
/// which.
public protocol ISCIAnnotationSelectionChangedListener: AnyObject {
    /// `annotation` was selected or deselected.
    func onSelectionChanged(_ annotation: ISCIAnnotation)
}

/// Told when an annotation's ``SCIAnnotationBase/isHidden`` changes.
public protocol ISCIAnnotationIsHiddenChangedListener: AnyObject {
    /// `annotation` was hidden or shown.
    func onIsHiddenChanged(_ annotation: ISCIAnnotation)
}

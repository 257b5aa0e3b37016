import Foundation

/// A part of a surface that is not a chart modifier and takes part in its events and frames
/// through roles (the editing of drawings is one), so that the surface names none of them.
///
/// Pointer gestures reach a participant through the public claimer role
/// (``SCIChartSurface/addPointerClaimer(_:)``); the roles here are the rest.
protocol SurfaceParticipant: AnyObject {
    /// Draws into the annotation layer of a frame, over the annotations, clipped to the
    /// series area. The default draws nothing.
    func drawAnnotationOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout)
    /// A key none of the modifiers handled; returns whether this participant did. The default
    /// handles none.
    func keyPressed(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool
    /// A key, before the modifiers see it: a participant that holds the keyboard (text being
    /// typed) takes it. The default takes none.
    func keyBeforeModifiers(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool
    /// Text typed (see ``SCIChartSurface/handleText(_:)``); returns whether it was taken. The
    /// default takes none.
    func textEntered(_ text: String) -> Bool
    /// Whether the participant holds the keyboard now. The default does not.
    var holdsKeyboard: Bool { get }
    /// A pointer went down somewhere, before anything else sees it.
    func gestureBegan(at location: CGPoint)
    /// A tap that no claimer took: it landed on nothing drawn.
    func tapLandedOnNothing()
    /// An annotation left the surface.
    func annotationRemoved(_ annotation: SCIAnnotationBase)
}

extension SurfaceParticipant {
    func drawAnnotationOverlay(into list: inout SCIDisplayList, layout: SCIChartLayout) {}
    func keyPressed(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool { false }
    func keyBeforeModifiers(_ key: SCIKey, modifiers: SCIKeyModifiers) -> Bool { false }
    func textEntered(_ text: String) -> Bool { false }
    var holdsKeyboard: Bool { false }
    func gestureBegan(at location: CGPoint) {}
    func tapLandedOnNothing() {}
    func annotationRemoved(_ annotation: SCIAnnotationBase) {}
}

/// The participants every surface starts with, each made by the feature it belongs to (see
/// `SurfaceParticipants+BuiltIn.swift` beside them).
enum SurfaceParticipants {}

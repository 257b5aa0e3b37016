import Foundation

/// The phase of a pointer in a gesture. Mouse press, drag and release and touch down,
/// move and up both map here.
public enum SCIPointerPhase: Int, Sendable {
    /// A button pressed or a finger down: a gesture starts.
    case began
    /// The pointer moved with the button or finger still down.
    case moved
    /// The button released or the finger lifted: the gesture ends.
    case ended
    /// The system ended the gesture (a grab taken, the window closed): undo what it started.
    case cancelled
    /// A move with no button down (mouse only).
    case hovered
    /// The pointer left the surface with no button down (mouse only): hover marks go away.
    case exited
}

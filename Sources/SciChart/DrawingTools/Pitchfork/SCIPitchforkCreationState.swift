/// Where a pitchfork tool is in placing a pitchfork.
public enum SCIPitchforkCreationState: Sendable {
    /// Nothing placed.
    case idle
    /// From the first press or click until the upper point is placed: the handle is down and
    /// the upper point follows the pointer.
    case drawingAB
    /// Handle and upper point placed, until the next press or click.
    case waitingForC
    /// The lower point follows a pressed pointer.
    case drawingC
}

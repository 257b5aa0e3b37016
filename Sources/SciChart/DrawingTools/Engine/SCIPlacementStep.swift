/// One gesture of a drawing tool's placement: how the user puts down the points it places.
///
/// A tool is a list of steps (``SCITradingAnnotationBase/placementSteps``): the measure is
/// two ``point`` steps, the extended line one ``segment``, the pitchfork a ``segment`` then a
/// ``point``, a freehand drawing one ``stroke``. On a mouse every step can also be done by
/// click, move, click: a click places a point and the next one follows the pointer until
/// the next click.
public enum SCIPlacementStep: Equatable, Sendable {
    /// One point: a press places it, a drag moves it, the release locks it.
    case point
    /// Two points: a press places the first, a drag moves the second, the release locks
    /// both. A click places the first; the second follows the pointer to the next click.
    case segment
    /// As many points as the pointer visits: a press starts, each move adds a point, the
    /// release ends the annotation. A click starts; the pointer's moves add points until the
    /// next click ends it. A stroke is a tool's last step.
    case stroke

    /// The points the step places: 1, 2, or `nil` for as many as the gesture makes.
    public var pointCount: Int? {
        switch self {
        case .point: 1
        case .segment: 2
        case .stroke: nil
        }
    }
}

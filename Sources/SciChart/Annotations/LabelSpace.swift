import Foundation

/// The labels the drawings of one frame have placed so far, so that a drawing's labels keep
/// clear of those drawn before it: where there is no room, a drawing shows fewer labels.
///
/// The surface makes one for each overlay it draws and hands it to the annotations through
/// their mappings (``SCIAnnotationMapping/labels``); a mapping made for a hit test has none.
final class LabelSpace {
    private(set) var taken: [CGRect] = []

    /// Whether `rect` overlaps no label taken so far.
    func isClear(_ rect: CGRect) -> Bool {
        !taken.contains { $0.intersects(rect) }
    }

    /// Records a label drawn at `rect`.
    func take(_ rect: CGRect) {
        taken.append(rect)
    }

    /// Takes `rect` when it is clear, or when `required`; returns whether the label is drawn.
    func claim(_ rect: CGRect, required: Bool) -> Bool {
        guard required || isClear(rect) else { return false }
        take(rect)
        return true
    }
}

extension SCIAnnotationMapping {
    /// Whether a label of box `rect` is drawn: always when `required`, else only when it
    /// overlaps no label drawn before it in the frame; a drawn label is recorded.
    func claimLabel(_ rect: CGRect, required: Bool) -> Bool {
        labels?.claim(rect, required: required) ?? true
    }

    /// Draws `run` when ``claimLabel(_:required:)`` allows its box.
    func drawLabel(_ run: SCITextRun, required: Bool, into list: inout SCIDisplayList) {
        if claimLabel(run.bounds, required: required) { list.text(run) }
    }
}

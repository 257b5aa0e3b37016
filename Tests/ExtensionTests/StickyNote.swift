// An annotation whose text is typed in place, written as a user of the library writes one:
// public API only, no @testable import.
import Foundation
import SciChart

extension SCIAnnotationCreationType {
    /// A note pinned to a point.
    static let stickyNote = SCIAnnotationCreationType(rawValue: "stickyNote", displayName: "Sticky note")
}

/// A yellow note below and right of one point, whose text a second tap on it types.
final class StickyNote: SCITradingAnnotationBase, ISCITextEditableAnnotation, ISCIAnnotationDefinition {
    static let annotationKinds = [SCIAnnotationKind(.stickyNote) { StickyNote() }]
    static let size = CGSize(width: 90, height: 24)

    var text = "" { didSet { invalidate() } }
    let canEditText = true
    var editingText: String? { didSet { invalidate() } }

    init() {
        super.init(pointCount: 1, creationType: .stickyNote)
    }

    /// The note's rectangle, from its point.
    static func box(at point: CGPoint) -> CGRect {
        CGRect(origin: point, size: size)
    }

    override var hasPointGrips: Bool { false }

    override func drawShape(pixels: [CGPoint], mapping: SCIAnnotationMapping, into list: inout SCIDisplayList)
    {
        let box = Self.box(at: pixels[0])
        var paper = SCIPath()
        paper.addRect(box)
        list.fill(paper, SCIFill(color: 0xFFFF_F59D))
        let run = SCITextRun(
            text: editingText ?? text, anchor: CGPoint(x: box.minX + 4, y: box.midY), horizontal: .left,
            vertical: .center, font: SCIFontStyle(fontSize: 11, textColor: 0xFF33_3333))
        list.text(run)
    }

    override func bodyContains(_ location: CGPoint, pixels: [CGPoint], mapping: SCIAnnotationMapping) -> Bool
    {
        Self.box(at: pixels[0]).contains(location)
    }

    override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        settings.setText(text, forKey: "text")
    }

    override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        text = try settings.text(forKey: "text") ?? ""
    }
}

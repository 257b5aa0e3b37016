import Foundation

/// The base of the classic annotations drawn as a line: ``SCILineAnnotation``,
/// ``SCILineArrowAnnotation``, ``SCIHorizontalLineAnnotation`` and
/// ``SCIVerticalLineAnnotation``.
open class SCILineAnnotationBase: SCIClassicAnnotationBase {
    /// The line's pen (default blue `0xFF2962FF`, 2 points).
    public var stroke: SCIPenStyle = SCISolidPenStyle(color: 0xFF29_62FF, thickness: 2) {
        didSet { if oldValue !== stroke { invalidate() } }
    }

    /// An annotation with no coordinates set, of kind `creationType`, placed by a tool in
    /// `pointCount` points.
    public override init(pointCount: Int, creationType: SCIAnnotationCreationType) {
        super.init(pointCount: pointCount, creationType: creationType)
    }

    /// The pen, with the base's settings.
    open override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        super.encodeSettings(into: &settings)
        settings.setPen(stroke, forKey: "stroke")
    }

    open override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        try super.decodeSettings(from: settings)
        if let pen = try settings.pen(forKey: "stroke") { stroke = pen }
    }
}

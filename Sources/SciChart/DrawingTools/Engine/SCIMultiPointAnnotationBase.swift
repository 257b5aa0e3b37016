import Foundation

/// The base of trading annotations placed point by point with
/// ``SCIMultiPointAnnotationPlacementModifier``: the measure, the Fibonacci retracement, the
/// stop-loss/take-profit zone, and the tools of that family this library adds.
///
/// It has a grip on each base point, a body that drags the whole drawing, and hit-testing
/// from the base (``SCITradingAnnotationBase``); ``placementPointCount`` is the number of
/// points the user places and ``stroke`` the pen of its lines.
open class SCIMultiPointAnnotationBase: SCITradingAnnotationBase {
    /// The pen of the drawing's lines. `nil` (the default) keeps the tool's own pens; tools
    /// that colour their lines by direction or by level (the measure, the Fibonacci
    /// retracement, the stop-loss/take-profit zone) take only its thickness and dashes.
    public var stroke: SCIPenStyle? {
        didSet { if oldValue !== stroke { invalidate() } }
    }

    /// The number of points the user places.
    public var placementPointCount: Int { pointCount }

    /// Creates an annotation of `pointCount` points of kind `creationType`.
    public override init(pointCount: Int, creationType: SCIAnnotationCreationType) {
        super.init(pointCount: pointCount, creationType: creationType)
    }

    /// Writes ``SCIMultiPointAnnotationBase/stroke`` (when one is set) and
    /// ``SCITradingAnnotationBase/magnetMode``; overrides call `super`.
    open override func encodeSettings(into settings: inout SCIAnnotationSettings) {
        settings.setOptionalPen(stroke, forKey: "stroke")
        encodeMagnet(into: &settings)
    }

    /// Reads ``SCIMultiPointAnnotationBase/stroke`` and
    /// ``SCITradingAnnotationBase/magnetMode`` back; overrides call `super`.
    open override func decodeSettings(from settings: SCIAnnotationSettings) throws {
        stroke = try settings.pen(forKey: "stroke")
        decodeMagnet(from: settings)
    }

    /// The pen the lines are drawn with while ``stroke`` is not set, for a type whose stroke
    /// is its line (`nil`: the stroke only gives other pens a width, see ``styled(_:)``).
    var defaultStrokeForStyling: SCIPenStyle? { nil }

    override var unsetPensForStyling: [String: SCIPenStyle] {
        guard stroke == nil, let pen = defaultStrokeForStyling else { return [:] }
        return ["stroke": pen]
    }

    /// `pen` with the thickness and dashes of ``SCIMultiPointAnnotationBase/stroke`` when one
    /// is set: the pen a tool that colours its own lines draws with.
    public func styled(_ pen: SCIPenStyle) -> SCIPenStyle {
        guard let stroke else { return pen }
        return SCISolidPenStyle(
            color: pen.color, thickness: stroke.thickness, strokeDashArray: stroke.strokeDashArray,
            antiAliasing: stroke.antiAliasing)
    }
}

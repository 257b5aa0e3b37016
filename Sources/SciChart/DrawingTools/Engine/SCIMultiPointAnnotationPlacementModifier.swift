import Foundation

/// The creation modifier of annotations placed point by point (``SCIMultiPointAnnotationBase``):
/// the base of the measure, Fibonacci retracement and stop-loss/take-profit tools and of the
/// other multi-point tools, and of tools of your own of that kind.
///
/// It adds ``stroke`` to what ``SCIAnnotationCreationModifierBase`` does (placement step by
/// step, ``SCIAnnotationCreationModifierBase/keepPlacingAfterComplete`` and
/// ``SCIAnnotationCreationModifierBase/startPlacement()``, the completion listener), copied
/// to each annotation with the tool's other settings.
open class SCIMultiPointAnnotationPlacementModifier: SCIAnnotationCreationModifierBase {
    /// The pen of the annotations' lines, copied to each (default `nil`: the tool's own
    /// pens; see ``SCIMultiPointAnnotationBase/stroke``).
    public var stroke: SCIPenStyle?

    /// A tool that makes the annotations `makeAnnotation` returns, placed in their steps.
    public override init(makeAnnotation: @escaping () -> SCITradingAnnotationBase) {
        super.init(makeAnnotation: makeAnnotation)
    }

    /// Copies ``SCIMultiPointAnnotationPlacementModifier/stroke`` and what the base copies;
    /// overrides call `super`.
    open override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        (annotation as? SCIMultiPointAnnotationBase)?.stroke = stroke
    }
}

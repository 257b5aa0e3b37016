import Foundation

/// Draws ``SCIFreehandDrawingAnnotation``s: a press starts a stroke, every move adds a point
/// (those closer than ``pointSamplingDistancePx`` to the last are dropped), the release ends
/// it; on a mouse a click starts it, the pointer's moves add points, and the next click ends
/// it. A stroke ends at ``maxPoints``.
///
/// ```swift
/// let pen = SCIFreehandDrawingModifier()
/// pen.stroke = SCISolidPenStyle(color: 0xFFE91E63, thickness: 3)
/// surface.chartModifiers.add(items: pen)
/// ```
public final class SCIFreehandDrawingModifier: SCIAnnotationCreationModifierBase {
    /// See ``SCIFreehandDrawingAnnotation/stroke``.
    public var stroke: SCIPenStyle = SCIFreehandDrawingAnnotation.defaultStroke
    /// See ``SCIFreehandDrawingAnnotation/selectionOffset`` (default 0); a value the
    /// annotation refuses is refused here too.
    public var selectionOffset: Double {
        get { settings.selectionOffset }
        set { settings.selectionOffset = newValue }
    }
    /// See ``SCIFreehandDrawingAnnotation/maxPoints`` (default 10,000), clamped as there.
    public var maxPoints: Int {
        get { settings.maxPoints }
        set { settings.maxPoints = newValue }
    }
    /// See ``SCIFreehandDrawingAnnotation/pointSamplingDistancePx`` (default 2), checked as
    /// there.
    public var pointSamplingDistancePx: Double {
        get { settings.pointSamplingDistancePx }
        set { settings.pointSamplingDistancePx = newValue }
    }

    /// The checked settings: an annotation that holds what the setters accepted.
    private let settings = SCIFreehandDrawingAnnotation()

    /// A freehand tool with the default pen.
    public init() {
        super.init(makeAnnotation: { SCIFreehandDrawingAnnotation() })
    }

    public override func configure(_ annotation: SCITradingAnnotationBase) {
        super.configure(annotation)
        guard let drawing = annotation as? SCIFreehandDrawingAnnotation else { return }
        drawing.stroke = stroke
        drawing.selectionOffset = selectionOffset
        drawing.maxPoints = maxPoints
        drawing.pointSamplingDistancePx = pointSamplingDistancePx
    }

    /// Drops a point closer than the sampling distance to the last.
    public override func strokeAccepts(_ point: SCIDataPoint, at location: CGPoint, points: [SCIDataPoint])
        -> Bool
    {
        guard let last = points.last, let mapping = inProgress?.mapping else { return true }
        return mapping.point(last).distance(to: location) >= pointSamplingDistancePx
    }

    /// ``maxPoints``, from 2 to ``SCIFreehandDrawingAnnotation/pointLimit``.
    public override var strokeLimit: Int { maxPoints }

    /// Removes the selected freehand drawing of the modifier's surface, as one undo step;
    /// returns whether one was removed. (A surface selects one drawing at a time.)
    @discardableResult
    public func deleteSelectedAnnotations() -> Bool {
        guard let surface = parentSurface,
            let drawing = surface.selectedAnnotation as? SCIFreehandDrawingAnnotation
        else { return false }
        return surface.removeAnnotation(drawing)
    }
}

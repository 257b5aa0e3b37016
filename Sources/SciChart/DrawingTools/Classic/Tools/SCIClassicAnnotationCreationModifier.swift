import Foundation

/// The base of the tools that draw classic annotations by hand: each new annotation is made
/// like ``template``, which holds the tool's styles.
///
/// Set the tool's look on its template; every annotation it draws copies every setting the
/// template saves (pens, brushes, labels, alignment, fonts), as it is made and while it is
/// placed.
///
/// ```swift
/// let rectangle = SCIBoxCreationModifier()
/// rectangle.template.fillBrush = SCISolidBrushStyle(color: 0x33F5A623)
/// rectangle.isEditable = true
/// surface.chartModifiers.add(rectangle)
/// ```
open class SCIClassicAnnotationCreationModifier<Annotation: SCIClassicAnnotationBase>:
    SCIAnnotationCreationModifierBase
{
    /// The annotation each new one copies its settings from; it is never drawn.
    public let template: Annotation

    /// A tool that draws annotations like `template`, each made by `makeAnnotation`.
    public init(template: Annotation, makeAnnotation: @escaping () -> Annotation) {
        self.template = template
        super.init(makeAnnotation: makeAnnotation)
    }

    /// Copies the template's settings, then ``SCIAnnotationCreationModifierBase/isEditable``
    /// and ``SCIAnnotationCreationModifierBase/snapToCandles``.
    open override func configure(_ annotation: SCITradingAnnotationBase) {
        if annotation !== template {
            var settings = SCIAnnotationSettings(path: "template")
            template.encodeSettings(into: &settings)
            // The template's own settings always read back.
            try? annotation.decodeSettings(from: settings)
        }
        super.configure(annotation)
    }
}

/// Draws ``SCIHorizontalLineAnnotation``s across the chart with one press (a drag moves the
/// line before the release places it). Its lines show their price on the y axis.
public final class SCIHorizontalLineCreationModifier: SCIClassicAnnotationCreationModifier<
    SCIHorizontalLineAnnotation
>
{
    /// A tool whose lines span the chart, with their price on the axis.
    public init() {
        let template = SCIHorizontalLineAnnotation()
        template.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        super.init(template: template, makeAnnotation: { SCIHorizontalLineAnnotation() })
    }
}

/// Draws horizontal rays, price lines from the press to the right edge
/// (``SCIHorizontalLineAnnotation`` aligned ``SCIAlignment/right``), with their price on the
/// y axis.
public final class SCIHorizontalRayCreationModifier: SCIClassicAnnotationCreationModifier<
    SCIHorizontalLineAnnotation
>
{
    /// A tool whose rays run right, with their price on the axis.
    public init() {
        let template = SCIHorizontalLineAnnotation(creationType: .horizontalRay, alignment: .right)
        template.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        super.init(
            template: template,
            makeAnnotation: { SCIHorizontalLineAnnotation(creationType: .horizontalRay, alignment: .right) })
    }
}

/// Draws ``SCIVerticalLineAnnotation``s down the chart with one press, with their date on the
/// x axis.
public final class SCIVerticalLineCreationModifier: SCIClassicAnnotationCreationModifier<
    SCIVerticalLineAnnotation
>
{
    /// A tool whose lines span the chart, with their date on the axis.
    public init() {
        let template = SCIVerticalLineAnnotation()
        template.annotationLabels.add(SCIAnnotationLabel(labelPlacement: .axis))
        super.init(template: template, makeAnnotation: { SCIVerticalLineAnnotation() })
    }
}

/// Draws ``SCILineAnnotation``s: the press places one end and the drag the other.
public final class SCILineCreationModifier: SCIClassicAnnotationCreationModifier<SCILineAnnotation> {
    /// A tool drawing lines in the default pen.
    public init() {
        super.init(template: SCILineAnnotation(), makeAnnotation: { SCILineAnnotation() })
    }
}

/// Draws ``SCILineArrowAnnotation``s: the press places the tail and the drag the head.
public final class SCILineArrowCreationModifier: SCIClassicAnnotationCreationModifier<SCILineArrowAnnotation>
{
    /// A tool drawing arrows in the default pen.
    public init() {
        super.init(template: SCILineArrowAnnotation(), makeAnnotation: { SCILineArrowAnnotation() })
    }
}

/// Draws ``SCIBoxAnnotation``s, rectangles: the press places one corner and the drag the
/// opposite one.
public final class SCIBoxCreationModifier: SCIClassicAnnotationCreationModifier<SCIBoxAnnotation> {
    /// A tool drawing rectangles in the default border and fill.
    public init() {
        super.init(template: SCIBoxAnnotation(), makeAnnotation: { SCIBoxAnnotation() })
    }
}

/// Places ``SCITextAnnotation``s: a press places the note's point and typing starts at once
/// (see ``SCIChartSurface/handleText(_:)``); Enter or a press elsewhere ends it, and a note
/// left empty is removed. After each note the tool waits for
/// ``SCIAnnotationCreationModifierBase/startPlacement()`` (its
/// ``SCIAnnotationCreationModifierBase/keepPlacingAfterComplete`` defaults to `false`), so the
/// press that ends the typing places nothing.
public final class SCITextCreationModifier: SCIClassicAnnotationCreationModifier<SCITextAnnotation> {
    /// A tool placing notes that can be edited again with a second tap.
    public init() {
        let template = SCITextAnnotation()
        template.canEditText = true
        super.init(template: template, makeAnnotation: { SCITextAnnotation() })
        keepPlacingAfterComplete = false
    }

    override func didPlace(_ annotation: SCITradingAnnotationBase) {
        guard let note = annotation as? any ISCITextEditableAnnotation, let surface = parentSurface else {
            return
        }
        surface.editor.beginTextEdit(note, isNew: true)
    }
}

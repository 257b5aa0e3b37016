/// The annotation classes of the built-in drawing tools, in the order tools list them:
/// SciChart's seven trading tools, the tools this library adds, then the classic annotations.
/// This is the one place a built-in tool is named: each class declares its kinds
/// (``ISCIAnnotationDefinition``) in its own folder, and ``SCIAnnotationTypeRegistry/shared``
/// and ``SCIAnnotationCreationType/builtIns`` are made from this list.
let builtInAnnotationTypes: [any ISCIAnnotationDefinition.Type] = [
    SCIXabcdAnnotation.self, SCIPitchforkAnnotation.self, SCIFreehandDrawingAnnotation.self,
    SCIExtendedLineAnnotation.self, SCIFibonacciRetracementAnnotation.self, SCIMeasureAnnotation.self,
    SCIStopLossTakeProfitAnnotation.self, SCIPositionAnnotation.self, SCIElliottImpulseWaveAnnotation.self,
    SCIHeadAndShouldersAnnotation.self, SCILineAnnotation.self, SCILineArrowAnnotation.self,
    SCIBoxAnnotation.self, SCITextAnnotation.self, SCIHorizontalLineAnnotation.self,
    SCIVerticalLineAnnotation.self, SCIAxisMarkerAnnotation.self,
]

import Foundation

extension SurfaceParticipants {
    /// What every new surface installs: the annotation editor, and the Tab order through
    /// legend items and drawings.
    static let builtIn: [@Sendable (SCIChartSurface) -> SurfaceParticipant] = [
        { AnnotationEditor(surface: $0) }, { KeyboardFocus(surface: $0) },
    ]
}

extension SCIChartSurface {
    /// The surface's annotation editor, installed when the surface was made.
    var editor: AnnotationEditor {
        participant(AnnotationEditor.self) ?? install(AnnotationEditor(surface: self))
    }

    /// The drawing tools attached to the surface: the editor's.
    var drawingTools: DrawingToolRegistry { editor.drawingTools }
}

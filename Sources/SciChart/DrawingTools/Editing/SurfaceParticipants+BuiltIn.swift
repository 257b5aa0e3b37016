import Foundation

extension SurfaceParticipants {
    /// What every new surface installs: the annotation editor.
    static let builtIn: [@Sendable (SCIChartSurface) -> SurfaceParticipant] = [
        { AnnotationEditor(surface: $0) }
    ]
}

extension SCIChartSurface {
    /// The surface's annotation editor, installed when the surface was made.
    var editor: AnnotationEditor {
        participant(AnnotationEditor.self) ?? install(AnnotationEditor(surface: self))
    }
}

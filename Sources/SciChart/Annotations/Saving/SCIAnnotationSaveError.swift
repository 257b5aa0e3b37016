/// Why drawings were not saved: the document would not load again.
///
/// ``SCIChartSurface/saveAnnotations()`` checks every record it writes against the rules
/// of ``SCIChartSurface/loadAnnotations(from:)``, so that a document it returns always loads.
/// Saving changes nothing on the surface, whether it succeeds or throws.
public enum SCIAnnotationSaveError: Error, Equatable, CustomStringConvertible {
    /// Loading the document would fail with this error. Annotations are named by their index
    /// among the saved ones (finished trading annotations, in surface order): more than
    /// ``SCIAnnotationDocument/maximumAnnotations`` of them, an axis id that is empty or
    /// longer than ``SCIAnnotationDocument/maximumIdLength`` Unicode scalars, or a pen with
    /// more than ``SCIAnnotationDocument/maximumDashes`` dashes.
    case wouldNotLoad(SCIAnnotationLoadError)

    public var description: String {
        switch self {
        case .wouldNotLoad(let error): "the drawings would not load again: \(error)"
        }
    }
}

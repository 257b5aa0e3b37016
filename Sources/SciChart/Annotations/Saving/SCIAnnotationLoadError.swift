/// Why a saved drawings document was refused. Loading changes nothing when it throws.
public enum SCIAnnotationLoadError: Error, Equatable, CustomStringConvertible {
    /// The document is larger than ``SCIAnnotationDocument/maximumBytes``.
    case tooLarge(bytes: Int, limit: Int)
    /// Arrays and objects nest deeper than ``SCIAnnotationDocument/maximumDepth``.
    case nestedTooDeep(limit: Int)
    /// Not JSON, or not the shape of a drawings document.
    case malformed(String)
    /// The document says it is something else.
    case notADrawingsDocument(format: String)
    /// A version this library cannot read.
    case unsupportedVersion(Int)
    /// More annotations than ``SCIAnnotationDocument/maximumAnnotations``.
    case tooManyAnnotations(count: Int, limit: Int)
    /// An annotation type this library does not know.
    case unknownType(String)
    /// A required field is absent.
    case missingField(String)
    /// A key the format does not define, at this field path; unknown keys are refused
    /// everywhere, so a misspelt field is never silently dropped.
    case unknownField(String)
    /// An object has this key twice (compared after unescaping, so `"y"` and `"\u0079"` are
    /// the same key).
    case duplicateKey(String)
    /// An annotation with the wrong number of points for its type.
    case wrongPointCount(type: String, expected: Int, found: Int)
    /// A number that is NaN, infinite or out of range.
    case nonFiniteNumber(field: String)
    /// A value of the right type but not acceptable (a bad colour, date or id).
    case invalidValue(field: String, reason: String)

    public var description: String {
        switch self {
        case .tooLarge(let bytes, let limit): "the document has \(bytes) bytes; the limit is \(limit)"
        case .nestedTooDeep(let limit): "the document nests deeper than \(limit) levels"
        case .malformed(let reason): "the document is malformed: \(reason)"
        case .notADrawingsDocument(let format): "the document is \"\(format)\", not a drawings document"
        case .unsupportedVersion(let version): "version \(version) is not supported"
        case .tooManyAnnotations(let count, let limit): "\(count) annotations; the limit is \(limit)"
        case .unknownType(let type): "unknown annotation type \"\(type)\""
        case .missingField(let field): "missing field \(field)"
        case .unknownField(let field): "unknown field \(field)"
        case .duplicateKey(let field): "duplicate key \(field)"
        case .wrongPointCount(let type, let expected, let found):
            "\(type) needs \(expected) points, found \(found)"
        case .nonFiniteNumber(let field): "\(field) is not a finite number"
        case .invalidValue(let field, let reason): "\(field): \(reason)"
        }
    }
}

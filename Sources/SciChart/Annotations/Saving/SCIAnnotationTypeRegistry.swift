/// The annotation types a surface's documents can hold, by the name each saves as: what
/// ``SCIChartSurface/loadAnnotations(from:)`` makes a saved record into, and what
/// ``SCIChartSurface/saveAnnotations()`` checks will load again.
///
/// ``shared`` holds the built-in types, and what is registered through
/// ``SCIAnnotationRegistry``; every surface starts with a registry of its own that adds to it
/// (``SCIChartSurface/annotationRegistry``), so a type registered on one surface is not
/// loadable on the others. A registry may be used from any thread.
///
/// ```swift
/// surface.annotationRegistry.register(PriceLineAnnotation.self)
/// try surface.loadAnnotations(from: data)
/// ```
public final class SCIAnnotationTypeRegistry: Sendable {
    /// The registry every surface's adds to: the built-in types, and what
    /// ``SCIAnnotationRegistry`` registers.
    public static let shared = SCIAnnotationTypeRegistry(
        kinds: builtInAnnotationTypes.flatMap { $0.annotationKinds }, parent: nil)

    private let kinds: Locked<[String: SCIAnnotationKind]>
    /// The registry whose types this one also holds, after its own.
    private let parent: SCIAnnotationTypeRegistry?

    private init(kinds: [SCIAnnotationKind], parent: SCIAnnotationTypeRegistry?) {
        self.kinds = Locked(
            Dictionary(kinds.map { ($0.savedTypeName, $0) }, uniquingKeysWith: { _, last in last }))
        self.parent = parent
    }

    /// A registry that holds what `parent` holds (the shared one by default) and what is
    /// registered on it, which it looks up first.
    public convenience init(parent: SCIAnnotationTypeRegistry = .shared) {
        self.init(kinds: [], parent: parent)
    }

    /// Registers every kind of `type` (replacing a kind of the same name registered here).
    public func register(_ type: any ISCIAnnotationDefinition.Type) {
        for kind in type.annotationKinds { register(kind) }
    }

    /// Registers `kind` (replacing one of the same name registered here). The annotations it
    /// makes must be of its creation type; a kind that makes another stops the program with a
    /// message, at once.
    public func register(_ kind: SCIAnnotationKind) {
        let made = kind.make().creationType
        precondition(
            made == kind.creationType,
            "SCIAnnotationTypeRegistry: the kind \"\(kind.savedTypeName)\" makes \"\(made.rawValue)\"")
        kinds.withLock { $0[kind.savedTypeName] = kind }
    }

    /// Forgets the kind `type` registered here: documents holding it load only if the parent
    /// registry holds it.
    public func unregister(_ type: SCIAnnotationCreationType) {
        _ = kinds.withLock { $0.removeValue(forKey: type.rawValue) }
    }

    /// The saved type names this registry and its parents hold, sorted.
    public var registeredTypeNames: [String] {
        let own = kinds.withLock { Set($0.keys) }
        return own.union(parent?.registeredTypeNames ?? []).sorted()
    }

    /// The kind saved as `savedTypeName`, or `nil` when none is registered.
    public func kind(savedAs savedTypeName: String) -> SCIAnnotationKind? {
        kinds.withLock { $0[savedTypeName] } ?? parent?.kind(savedAs: savedTypeName)
    }

    /// A new, empty annotation of the kind saved as `savedTypeName`, or `nil` when none is
    /// registered.
    public func makeAnnotation(savedAs savedTypeName: String) -> SCITradingAnnotationBase? {
        kind(savedAs: savedTypeName)?.make()
    }
}

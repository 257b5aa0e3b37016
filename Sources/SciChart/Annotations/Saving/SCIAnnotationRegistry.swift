/// The annotation types documents can hold everywhere: the shared registry
/// (``SCIAnnotationTypeRegistry/shared``) that every surface's registry adds to.
///
/// It starts with the built-in types (``SCIAnnotationCreationType/builtIns``: the trading tools
/// and the classic annotations). Register a type of your own once, before saving or loading
/// documents that hold it: loading an unregistered type is a
/// ``SCIAnnotationLoadError/unknownType(_:)`` that changes nothing, and saving one is an
/// ``SCIAnnotationSaveError`` (what is saved must load). To make a type loadable on one surface
/// only, register it on that surface's ``SCIChartSurface/annotationRegistry``.
///
/// ```swift
/// SCIAnnotationRegistry.register(PriceLineAnnotation.self)
/// try surface.loadAnnotations(from: data)
/// ```
public enum SCIAnnotationRegistry {
    /// Registers every kind of `type` in the shared registry.
    public static func register(_ type: any ISCIAnnotationDefinition.Type) {
        SCIAnnotationTypeRegistry.shared.register(type)
    }

    /// Registers (or replaces) the factory of `type` in the shared registry. The annotations
    /// it makes must be of that creation type; registering a factory that makes another
    /// stops the program with a message, at once.
    public static func register(
        _ type: SCIAnnotationCreationType, make: @escaping @Sendable () -> SCITradingAnnotationBase
    ) {
        SCIAnnotationTypeRegistry.shared.register(SCIAnnotationKind(type, make: make))
    }

    /// Forgets `type`: documents holding it no longer load (unless a surface's own registry
    /// holds it).
    public static func unregister(_ type: SCIAnnotationCreationType) {
        SCIAnnotationTypeRegistry.shared.unregister(type)
    }

    /// The raw values of the types the shared registry holds, sorted.
    public static var registeredTypeNames: [String] {
        SCIAnnotationTypeRegistry.shared.registeredTypeNames
    }
}

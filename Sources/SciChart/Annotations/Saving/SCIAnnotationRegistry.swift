/// The annotation types documents can hold: each creation type's raw value (the stable name
/// saved in a document's `type` field) and how to make an empty annotation of it.
///
/// The registry starts with the built-in types (``SCIAnnotationCreationType/builtIns``: the
/// trading tools and the classic annotations). Register a type of your own once, before saving or
/// loading documents that hold it: loading an unregistered type is a
/// ``SCIAnnotationLoadError/unknownType(_:)`` that changes nothing, and saving one is an
/// ``SCIAnnotationSaveError`` (what is saved must load).
///
/// ```swift
/// SCIAnnotationRegistry.register(.priceLine) { PriceLineAnnotation() }
/// try surface.loadAnnotations(from: data)
/// ```
public enum SCIAnnotationRegistry {
    private static let factories = Locked<[String: @Sendable () -> SCITradingAnnotationBase]>([
        SCIAnnotationCreationType.measure.rawValue: { SCIMeasureAnnotation() },
        SCIAnnotationCreationType.xAbcd.rawValue: { SCIXabcdAnnotation() },
        SCIAnnotationCreationType.fibonacciRetracement.rawValue: { SCIFibonacciRetracementAnnotation() },
        SCIAnnotationCreationType.extendedLine.rawValue: { SCIExtendedLineAnnotation() },
        SCIAnnotationCreationType.pitchFork.rawValue: { SCIPitchforkAnnotation() },
        SCIAnnotationCreationType.stopLossTakeProfit.rawValue: { SCIStopLossTakeProfitAnnotation() },
        SCIAnnotationCreationType.freehandDrawing.rawValue: { SCIFreehandDrawingAnnotation() },
        SCIAnnotationCreationType.position.rawValue: { SCIPositionAnnotation() },
        SCIAnnotationCreationType.elliottImpulseWave.rawValue: { SCIElliottImpulseWaveAnnotation() },
        SCIAnnotationCreationType.headAndShoulders.rawValue: { SCIHeadAndShouldersAnnotation() },
        SCIAnnotationCreationType.line.rawValue: { SCILineAnnotation() },
        SCIAnnotationCreationType.lineArrow.rawValue: { SCILineArrowAnnotation() },
        SCIAnnotationCreationType.box.rawValue: { SCIBoxAnnotation() },
        SCIAnnotationCreationType.text.rawValue: { SCITextAnnotation() },
        SCIAnnotationCreationType.horizontalLine.rawValue: { SCIHorizontalLineAnnotation() },
        SCIAnnotationCreationType.horizontalRay.rawValue: {
            SCIHorizontalLineAnnotation(creationType: .horizontalRay, alignment: .right)
        },
        SCIAnnotationCreationType.verticalLine.rawValue: { SCIVerticalLineAnnotation() },
        SCIAnnotationCreationType.axisMarker.rawValue: { SCIAxisMarkerAnnotation() },
    ])

    /// Registers (or replaces) the factory of `type`. The annotations it makes must be of
    /// that creation type; registering a factory that makes another stops the program with
    /// a message, at once.
    public static func register(
        _ type: SCIAnnotationCreationType, make: @escaping @Sendable () -> SCITradingAnnotationBase
    ) {
        let made = make().creationType
        precondition(
            made == type,
            "SCIAnnotationRegistry: the factory of \"\(type.rawValue)\" makes \"\(made.rawValue)\"")
        factories.withLock { $0[type.rawValue] = make }
    }

    /// Forgets `type`: documents holding it no longer load.
    public static func unregister(_ type: SCIAnnotationCreationType) {
        _ = factories.withLock { $0.removeValue(forKey: type.rawValue) }
    }

    /// The raw values of the registered types, sorted.
    public static var registeredTypeNames: [String] {
        factories.withLock { $0.keys.sorted() }
    }

    /// A new, empty annotation of the type named `rawValue`, or `nil` when none is registered.
    static func makeAnnotation(rawValue: String) -> SCITradingAnnotationBase? {
        factories.withLock { $0[rawValue] }?()
    }
}

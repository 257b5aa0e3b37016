import Dispatch
import Foundation
import Testing

@testable import SciChart

/// The annotation types a surface loads: the built-in classes declare themselves, each surface
/// has a registry over the shared one, and registries may be used from any thread.
@Suite struct AnnotationTypeRegistryTests {
    @Test func theBuiltInKindsComeFromTheClassesInTheirListOrder() {
        let kinds = builtInAnnotationTypes.flatMap { $0.annotationKinds }
        #expect(kinds.map(\.creationType) == SCIAnnotationCreationType.builtIns)
        #expect(
            SCIAnnotationCreationType.builtIns.map(\.rawValue) == [
                "xabcd", "pitchFork", "freehandDrawing", "extendedLine", "fibonacciRetracement", "measure",
                "stopLossTakeProfit", "position", "elliottImpulseWave", "headAndShoulders", "line",
                "lineArrow",
                "box", "text", "horizontalLine", "horizontalRay", "verticalLine", "axisMarker",
            ])
        // Each kind makes an empty annotation of itself, and the shared registry holds it.
        for kind in kinds {
            let made = kind.make()
            #expect(made.creationType == kind.creationType && made.dataPoints.isEmpty)
            #expect(SCIAnnotationTypeRegistry.shared.kind(savedAs: kind.savedTypeName) != nil)
        }
        let ray = SCIAnnotationTypeRegistry.shared.makeAnnotation(savedAs: "horizontalRay")
        #expect((ray as? SCIHorizontalLineAnnotation)?.horizontalAlignment == .right)
    }

    @Test func aSurfacesRegistryAddsToTheSharedOneWithoutChangingIt() throws {
        let first = SCIChartSurface()
        let second = SCIChartSurface()
        let kind = SCIAnnotationKind(SCIAnnotationCreationType(rawValue: "registryTestMeasure")) {
            RenamedMeasure()
        }
        first.annotationRegistry.register(kind)
        #expect(first.annotationRegistry.registeredTypeNames.contains("registryTestMeasure"))
        #expect(first.annotationRegistry.registeredTypeNames.contains("measure"), "the shared types too")
        #expect(!second.annotationRegistry.registeredTypeNames.contains("registryTestMeasure"))
        #expect(!SCIAnnotationRegistry.registeredTypeNames.contains("registryTestMeasure"))
        // Forgetting a shared type on one surface leaves it: the shared registry still holds it.
        first.annotationRegistry.unregister(.measure)
        #expect(first.annotationRegistry.makeAnnotation(savedAs: "measure") is SCIMeasureAnnotation)
        first.annotationRegistry.unregister(kind.creationType)
        #expect(first.annotationRegistry.kind(savedAs: "registryTestMeasure") == nil)
    }

    @Test func registriesAreUsedFromManyThreadsAtOnce() {
        let registry = SCIAnnotationTypeRegistry()
        let names = (0..<64).map { "threaded\($0)" }
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let type = SCIAnnotationCreationType(rawValue: names[index])
            registry.register(SCIAnnotationKind(type) { RenamedMeasure(type) })
            #expect(registry.makeAnnotation(savedAs: names[index])?.creationType == type)
            #expect(registry.makeAnnotation(savedAs: "xabcd") is SCIXabcdAnnotation)
            if index.isMultiple(of: 2) { registry.unregister(type) }
        }
        let left = Set(registry.registeredTypeNames).intersection(names)
        #expect(left == Set(names.enumerated().filter { !$0.offset.isMultiple(of: 2) }.map(\.element)))
    }
}

/// A measure saved under another name.
private final class RenamedMeasure: SCIMultiPointAnnotationBase {
    init(_ type: SCIAnnotationCreationType = SCIAnnotationCreationType(rawValue: "registryTestMeasure")) {
        super.init(pointCount: 2, creationType: type)
    }
}

import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Random gesture sequences against the measure tool, editing, deleting, undoing and
/// redoing its measures. The seed comes from
/// `SCICHART_FUZZ_SEED` or the clock, and is printed with any failure.
@Suite struct MeasureFuzzTests {
    static let sequences = 10_000

    static var seed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["SCICHART_FUZZ_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64(Date().timeIntervalSince1970 * 1000)
    }

    enum Step: CaseIterable {
        case began, moved, ended, cancelled, hovered, reset, escape, resize, appendData, clearData, toggleSnap
        case pressOnMeasure, pressOnGrip, delete, undo, redo, undoThenRedo, saveAndLoad
        /// Whole gestures, so that finished measures and edits are common.
        case placeMeasure, dragEdit
    }

    /// The identities and points of every trading annotation, in order.
    static func snapshot(_ surface: SCIChartSurface) -> [(ObjectIdentifier, [SCIDataPoint])] {
        surface.annotations.compactMap { $0 as? SCITradingAnnotationBase }.map {
            (ObjectIdentifier($0), $0.dataPoints)
        }
    }

    static func same(_ a: [(ObjectIdentifier, [SCIDataPoint])], _ b: [(ObjectIdentifier, [SCIDataPoint])])
        -> Bool
    {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    @Test func randomGestureSequencesKeepTheInvariants() {
        let seed = Self.seed
        var random = SeededRandom(seed: seed)
        var failures = 0
        for sequence in 0..<Self.sequences where failures < 5 {
            if let problem = Self.run(&random) {
                failures += 1
                Issue.record("seed \(seed), sequence \(sequence): \(problem)")
            }
        }
    }

    /// Runs one random sequence; returns the first broken invariant.
    static func run(_ random: inout SeededRandom, trace: ((String) -> Void)? = nil) -> String? {
        // Date, category-date or numeric x; candles on it; random tool settings.
        let axisKind = Int.random(in: 0..<3, using: &random)
        let makeXAxis: () -> SCIAxisBase = {
            switch axisKind {
            case 0: SCIDateAxis()
            case 1: SCICategoryDateAxis()
            default: SCINumericAxis()
            }
        }
        let (surface, modifier) = MeasureFixture.surface(
            xAxis: makeXAxis(), data: MeasureFixture.dailyCandles(days: 30))
        let data = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        modifier.snapToCandles = Bool.random(using: &random)
        modifier.isEditable = Int.random(in: 0..<4, using: &random) > 0
        modifier.yValueScaleFactor = [1, 100, 0, -3, 1e16, .nan, .infinity].randomElement(using: &random)!
        modifier.labelStyle = SCIFontStyle(
            fontSize: [0, 12, 500].randomElement(using: &random)!, andTextColor: .white)
        modifier.growingStroke = SCISolidPenStyle(
            color: .green, thickness: [0, 1, 2000].randomElement(using: &random)!, strokeDashArray: [4, 2])
        // Measures removed while being placed: the listener must never get them.
        var discarded: [SCIMeasureAnnotation] = []
        var placingBefore: SCIMeasureAnnotation?
        // Held strongly, so identities cannot be reused by later annotations.
        var delivered: [SCIMeasureAnnotation] = []
        var problem: String?
        let listenerAction = Int.random(in: 0..<4, using: &random)
        modifier.annotationCreationCompletionListener = { annotation, type in
            guard let measure = annotation as? SCIMeasureAnnotation, type == .measure else {
                problem = "listener got \(annotation) \(type)"
                return
            }
            if delivered.contains(where: { $0 === measure }) {
                problem = "listener called twice for one measure"
            }
            delivered.append(measure)
            let values = measure.getBaseDataValues()
            if values.count != 2 || !values.allSatisfy({ $0.xValue.isFinite && $0.y.isFinite }) {
                problem = "completed measure without two finite points: \(values)"
            }
            if measure.isBeingPlaced { problem = "completed measure still marked as being placed" }
            if discarded.contains(where: { $0 === measure }) {
                problem = "listener called for a discarded measure"
            }
            if measure.parentSurface !== surface {
                problem = "listener called for a measure not on the surface"
            }
            switch listenerAction {
            case 1: modifier.reset()
            case 2: surface.annotations.remove(measure)
            default: break
            }
        }
        let length = Int.random(in: 1...30, using: &random)
        for _ in 0..<length {
            let pointerId = Int.random(in: 0...1, using: &random)
            let location: CGPoint
            switch Int.random(in: 0..<20, using: &random) {
            case 0: location = CGPoint(x: Double.nan, y: 10)
            case 1: location = CGPoint(x: -1e9, y: 1e9)
            default:
                location = CGPoint(
                    x: Double.random(in: -50...850, using: &random),
                    y: Double.random(in: -50...550, using: &random))
            }
            let step = Step.allCases.randomElement(using: &random)!
            trace?(
                "\(step) pointer \(pointerId) at \(location) placing \(modifier.isPlacing) dragging \(surface.editor.isDragging) \(Self.snapshot(surface).map(\.1))"
            )
            let wasDragging = modifier.isDragging
            let measures = surface.annotations.compactMap { $0 as? SCIMeasureAnnotation }.filter {
                !$0.isBeingPlaced
            }
            let someMeasure = measures.randomElement(using: &random)
            switch step {
            case .pressOnMeasure, .pressOnGrip:
                guard let measure = someMeasure, measure.getBasePoints().count == 2 else { break }
                let points = measure.getBasePoints()
                let target =
                    step == .pressOnGrip
                    ? points[Int.random(in: 0...1, using: &random)]
                    : CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
                surface.handlePointer(SCIPointerEvent(phase: .began, location: target, pointerId: pointerId))
            case .placeMeasure:
                for _ in 0..<2 {
                    let point = CGPoint(
                        x: Double.random(in: 0...800, using: &random),
                        y: Double.random(in: 0...500, using: &random))
                    surface.handlePointer(
                        SCIPointerEvent(phase: .began, location: point, pointerId: pointerId))
                    surface.handlePointer(
                        SCIPointerEvent(phase: .ended, location: point, pointerId: pointerId))
                }
            case .dragEdit:
                guard let measure = someMeasure, measure.getBasePoints().count == 2 else { break }
                let points = measure.getBasePoints()
                let start =
                    Bool.random(using: &random)
                    ? points[Int.random(in: 0...1, using: &random)]
                    : CGPoint(x: (points[0].x + points[1].x) / 2, y: (points[0].y + points[1].y) / 2)
                surface.handlePointer(SCIPointerEvent(phase: .began, location: start, pointerId: pointerId))
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    surface.handlePointer(
                        SCIPointerEvent(phase: .moved, location: location, pointerId: pointerId))
                }
                surface.handlePointer(
                    SCIPointerEvent(phase: .ended, location: location, pointerId: pointerId))
            case .delete: surface.handleKey(.delete)
            case .undo: surface.handleKey(.undo)
            case .redo: surface.handleKey(.redo)
            case .undoThenRedo:
                // Every undo is matched by a redo that restores the same base data values.
                guard !surface.editor.isDragging, !modifier.isPlacing else { break }
                let before = Self.snapshot(surface)
                if surface.undo() {
                    // Every step changes something: creations, deletes, loads and real moves.
                    if Self.same(before, Self.snapshot(surface)) { return "undo changed nothing" }
                    if !surface.redo() { return "undo without a redo" }
                    if !Self.same(before, Self.snapshot(surface)) {
                        return "redo did not restore what undo changed"
                    }
                }
            case .saveAndLoad:
                guard let data = try? surface.saveAnnotations() else { return "saving failed" }
                let copy = SCIChartSurface(frame: surface.frame)
                copy.xAxes.add(makeXAxis())
                copy.yAxes.add(SCINumericAxis())
                do { try copy.loadAnnotations(from: data) } catch {
                    return
                        "loading what was saved failed: \(error) in \(String(decoding: data, as: UTF8.self))"
                }
                let saved = surface.annotations.compactMap { $0 as? SCITradingAnnotationBase }.filter {
                    !$0.isBeingPlaced && $0.isComplete
                }
                let loaded = copy.annotations.compactMap { $0 as? SCITradingAnnotationBase }
                if saved.map(\.dataPoints) != loaded.map(\.dataPoints) {
                    return "a save and load changed points"
                }
            case .began:
                surface.handlePointer(
                    SCIPointerEvent(phase: .began, location: location, pointerId: pointerId))
            case .moved:
                surface.handlePointer(
                    SCIPointerEvent(phase: .moved, location: location, pointerId: pointerId))
            case .ended:
                surface.handlePointer(
                    SCIPointerEvent(phase: .ended, location: location, pointerId: pointerId))
            case .cancelled:
                surface.handlePointer(
                    SCIPointerEvent(phase: .cancelled, location: location, pointerId: pointerId))
            case .hovered: surface.handlePointer(SCIPointerEvent(phase: .hovered, location: location))
            case .reset: modifier.reset()
            case .escape: surface.handleKey(.escape)
            case .resize:
                surface.frame = CGRect(
                    x: 0, y: 0, width: Double.random(in: 0...900, using: &random),
                    height: Double.random(in: 0...600, using: &random))
            case .appendData:
                let x = Double(data.count) * 86_400
                data.append(x: x, open: 150.0, high: 155.0, low: 140.0, close: 145.0)
            case .clearData: data.clear()
            case .toggleSnap: modifier.snapToCandles.toggle()
            }
            if let problem { return "\(step): \(problem)" }
            // Nothing unfinished remains after a reset, Escape, or the cancel of the dragging pointer.
            if step == .reset || step == .escape
                || (step == .cancelled && wasDragging && !modifier.isDragging)
            {
                if surface.annotations.contains(where: {
                    ($0 as? SCIMeasureAnnotation)?.isBeingPlaced == true
                }) {
                    return "\(step) left an unfinished measure"
                }
            }
            let placing = surface.annotations.filter { ($0 as? SCIMeasureAnnotation)?.isBeingPlaced == true }
            if placing.count != (modifier.isPlacing ? 1 : 0) {
                return
                    "\(step): \(placing.count) measures being placed, modifier placing: \(modifier.isPlacing)"
            }
            // Every finished measure on the surface was delivered exactly once.
            for annotation in surface.annotations {
                guard let measure = annotation as? SCIMeasureAnnotation, !measure.isBeingPlaced else {
                    continue
                }
                if !delivered.contains(where: { $0 === measure }) {
                    return "\(step): a finished measure was never delivered"
                }
                if !measure.isComplete { return "\(step): a finished measure has \(measure.dataPoints)" }
            }
            // A measure that was being placed and left the surface unfinished is discarded.
            if let before = placingBefore, before.parentSurface == nil,
                !delivered.contains(where: { $0 === before })
            {
                discarded.append(before)
            }
            placingBefore = placing.first as? SCIMeasureAnnotation
            // No annotation is ever left with a non-finite point.
            for case let trading as SCITradingAnnotationBase in surface.annotations
            where !trading.dataPoints.allSatisfy(\.isFinite) {
                return "\(step): an annotation has a non-finite point: \(trading.dataPoints)"
            }
        }
        if !surface.renderDisplayList().isFinite { return "non-finite value in the display list" }
        return nil
    }
}

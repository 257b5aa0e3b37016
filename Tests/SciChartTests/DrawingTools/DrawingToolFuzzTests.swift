import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Random gesture sequences against every drawing tool, editing, deleting, undoing and
/// redoing what they draw. Every run tries the same fixed seeds, so a failure found once is
/// found again, and one fresh seed (from `SCICHART_FUZZ_SEED` or the clock) to find new ones;
/// the seed is printed with any failure. Each tool gets 3,600 sequences per run.
@Suite struct DrawingToolFuzzTests {
    /// Sequences per tool and seed; `SCICHART_FUZZ_SEQUENCES` overrides it (the sanitizer
    /// run uses fewer: the plain run covers the 3,600 per tool).
    static let sequencesPerSeed =
        ProcessInfo.processInfo.environment["SCICHART_FUZZ_SEQUENCES"].flatMap { Int($0) } ?? 1_200

    enum Tool: String, CaseIterable, Sendable {
        case measure, xabcd, fibonacci, pitchfork, extendedLine, stopLossTakeProfit, freehand, position,
            elliott
        case headAndShoulders
        case horizontalLine, horizontalRay, verticalLine, box, arrow, text

        var type: SCIAnnotationCreationType {
            switch self {
            case .measure: .measure
            case .xabcd: .xAbcd
            case .fibonacci: .fibonacciRetracement
            case .pitchfork: .pitchFork
            case .extendedLine: .extendedLine
            case .stopLossTakeProfit: .stopLossTakeProfit
            case .freehand: .freehandDrawing
            case .position: .position
            case .elliott: .elliottImpulseWave
            case .headAndShoulders: .headAndShoulders
            case .horizontalLine: .horizontalLine
            case .horizontalRay: .horizontalRay
            case .verticalLine: .verticalLine
            case .box: .box
            case .arrow: .lineArrow
            case .text: .text
            }
        }
    }

    static let seeds: [UInt64] = [0x5C1C_4A27, 20_261_130, freshSeed]

    static var freshSeed: UInt64 {
        if let text = ProcessInfo.processInfo.environment["SCICHART_FUZZ_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64(Date().timeIntervalSince1970 * 1000)
    }

    enum Step: CaseIterable {
        case began, moved, ended, cancelled, hovered, reset, escape, resize, appendData, clearData, toggleSnap
        case pressOnDrawing, pressOnGrip, delete, undo, redo, undoThenRedo, saveAndLoad, toggleTool, nudge
        case typeText, enter, startPlacement
        /// Whole gestures, so that finished drawings and edits are common.
        case placeDrawing, dragEdit
    }

    /// The identities, points and texts of every trading annotation, in order.
    static func snapshot(_ surface: SCIChartSurface) -> [(UInt64, [SCIDataPoint], String?)] {
        surface.annotations.compactMap { $0 as? SCITradingAnnotationBase }.map {
            ($0.annotationId, $0.dataPoints, ($0 as? SCITextAnnotation)?.text)
        }
    }

    static func same(_ a: [(UInt64, [SCIDataPoint], String?)], _ b: [(UInt64, [SCIDataPoint], String?)])
        -> Bool
    {
        a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    @Test(arguments: Tool.allCases, seeds)
    func randomGestureSequencesKeepTheInvariants(tool: Tool, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var failures = 0
        for sequence in 0..<Self.sequencesPerSeed where failures < 5 {
            if let problem = Self.run(tool, &random) {
                failures += 1
                Issue.record("\(tool), seed \(seed), sequence \(sequence): \(problem)")
            }
        }
    }

    /// A creation modifier of `tool` with random settings, on `surface`.
    static func makeModifier(_ tool: Tool, on surface: SCIChartSurface, _ random: inout SeededRandom)
        -> SCIAnnotationCreationModifierBase
    {
        switch tool {
        case .measure:
            let modifier = SCIMeasureCreationModifier()
            modifier.snapToCandles = Bool.random(using: &random)
            modifier.yValueScaleFactor = [1, 100, 0, -3, 1e16, .nan, .infinity].randomElement(using: &random)!
            modifier.labelStyle = SCIFontStyle(
                fontSize: [0, 12, 500].randomElement(using: &random)!, andTextColor: .white)
            modifier.growingStroke = SCISolidPenStyle(
                color: .green, thickness: [0, 1, 2000].randomElement(using: &random)!,
                strokeDashArray: [4, 2])
            surface.chartModifiers.add(modifier)
            return modifier
        case .xabcd:
            let modifier = SCIXabcdCreationModifier()
            modifier.snapToCandles = Bool.random(using: &random)
            modifier.labelStyle = SCIFontStyle(
                fontSize: [0, 11, 300].randomElement(using: &random)!, andTextColor: .white)
            modifier.annotationStroke = SCISolidPenStyle(
                color: .red, thickness: [0, 2, 2000].randomElement(using: &random)!)
            modifier.showsPotentialReversalZones = Bool.random(using: &random)
            surface.chartModifiers.add(modifier)
            return modifier
        case .fibonacci:
            let modifier = SCIFibonacciRetracementCreationModifier()
            modifier.levels = [
                [], [0, 1], SCIFibonacciRetracementAnnotation.defaultLevels, [-1e300, 0.5, 1e300],
            ]
            .randomElement(using: &random)!
            modifier.extendStart = Bool.random(using: &random)
            modifier.extendEnd = Bool.random(using: &random)
            modifier.fibonacciLabelPlacement = SCIFibonacciLabelPlacement.allCases.randomElement(
                using: &random)!
            modifier.regionColors = [[], [.red], SCIFibonacciRetracementAnnotation.defaultRegionColors]
                .randomElement(using: &random)!
            return add(modifier)
        case .pitchfork: return add(SCIPitchforkCreationModifier())
        case .extendedLine:
            let modifier = SCIExtendedLineCreationModifier()
            modifier.extendStart = Bool.random(using: &random)
            modifier.extendEnd = Bool.random(using: &random)
            return add(modifier)
        case .stopLossTakeProfit:
            let modifier = SCIStopLossTakeProfitCreationModifier()
            modifier.showAxisLabels = Bool.random(using: &random)
            if Bool.random(using: &random) {
                modifier.labels = [
                    .pointLabel(at: 1), .segmentLabel(from: 0, to: 1), .axisLabel(at: 0, drawMode: .both),
                    SCIMultiPointLabel(pointIndex: 7),
                ]
            }
            return add(modifier)
        case .freehand:
            let modifier = SCIFreehandDrawingModifier()
            modifier.maxPoints = [2, 5, 10_000].randomElement(using: &random)!
            modifier.pointSamplingDistancePx = [0, 2, 50].randomElement(using: &random)!
            return add(modifier)
        case .position: return add(SCIPositionCreationModifier())
        case .elliott: return add(SCIElliottImpulseWaveCreationModifier())
        case .headAndShoulders: return add(SCIHeadAndShouldersCreationModifier())
        case .horizontalLine:
            let modifier = SCIHorizontalLineCreationModifier()
            modifier.template.horizontalAlignment = [.fillHorizontal, .left, .right, .centerHorizontal, []]
                .randomElement(using: &random)!
            modifier.template.annotationLabels.add(
                SCIAnnotationLabel(labelPlacement: SCILabelPlacement.allCases.randomElement(using: &random)!))
            return add(modifier)
        case .horizontalRay: return add(SCIHorizontalRayCreationModifier())
        case .verticalLine:
            let modifier = SCIVerticalLineCreationModifier()
            modifier.template.verticalAlignment = [.fillVertical, .top, .bottom, .centerVertical]
                .randomElement(using: &random)!
            return add(modifier)
        case .box:
            let modifier = SCIBoxCreationModifier()
            modifier.template.resizeDirections = [.xDirection, .yDirection, .xyDirection].randomElement(
                using: &random)!
            return add(modifier)
        case .arrow:
            let modifier = SCILineArrowCreationModifier()
            modifier.template.headLength = [0, 12, 1e6].randomElement(using: &random)!
            return add(modifier)
        case .text:
            let modifier = SCITextCreationModifier()
            modifier.template.rotationAngle = [0, 45, 1e9].randomElement(using: &random)!
            modifier.keepPlacingAfterComplete = Bool.random(using: &random)
            return add(modifier)
        }
        func add(_ modifier: SCIAnnotationCreationModifierBase) -> SCIAnnotationCreationModifierBase {
            surface.chartModifiers.add(modifier)
            return modifier
        }
    }

    /// The point counts a finished drawing of `modifier` may have.
    static func finishedCounts(_ modifier: SCIAnnotationCreationModifierBase) -> ClosedRange<Int> {
        if let freehand = modifier as? SCIFreehandDrawingModifier { return 1...max(freehand.maxPoints, 2) }
        return modifier.pointCount...modifier.pointCount
    }

    /// A point that must be a drawing's, or the middle of its points.
    static func target(of drawing: SCITradingAnnotationBase, grip: Bool, _ random: inout SeededRandom)
        -> CGPoint?
    {
        let points = drawing.getBasePoints()
        guard !points.isEmpty else { return nil }
        if grip { return points.randomElement(using: &random) }
        let count = Double(points.count)
        return CGPoint(
            x: points.map { Double($0.x) }.reduce(0, +) / count,
            y: points.map { Double($0.y) }.reduce(0, +) / count)
    }

    /// Runs one random sequence; returns the first broken invariant.
    static func run(_ tool: Tool, _ random: inout SeededRandom, trace: ((String) -> Void)? = nil) -> String? {
        // Date, category-date or numeric x; candles on it; random tool settings.
        let axisKind = Int.random(in: 0..<3, using: &random)
        let makeXAxis: () -> SCIAxisBase = {
            switch axisKind {
            case 0: SCIDateAxis()
            case 1: SCICategoryDateAxis()
            default: SCINumericAxis()
            }
        }
        let (surface, measureTool) = MeasureFixture.surface(
            xAxis: makeXAxis(), data: MeasureFixture.dailyCandles(days: 30))
        surface.chartModifiers.remove(measureTool)
        let modifier = makeModifier(tool, on: surface, &random)
        let data = surface.renderableSeries[0].dataSeries as! SCIOhlcDataSeries
        modifier.isEditable = Int.random(in: 0..<4, using: &random) > 0
        let counts = Self.finishedCounts(modifier)
        let expectedType = tool.type
        // Drawings removed while being placed: the listener must never get them.
        var discarded: [SCITradingAnnotationBase] = []
        var placingBefore: SCITradingAnnotationBase?
        // Held strongly, so identities cannot be reused by later annotations.
        var delivered: [SCITradingAnnotationBase] = []
        var problem: String?
        let listenerAction = Int.random(in: 0..<4, using: &random)
        modifier.annotationCreationCompletionListener = { annotation, type in
            guard let drawing = annotation as? SCITradingAnnotationBase, type == expectedType,
                drawing.creationType == expectedType
            else {
                problem = "listener got \(annotation) \(type)"
                return
            }
            if delivered.contains(where: { $0 === drawing }) {
                problem = "listener called twice for one drawing"
            }
            delivered.append(drawing)
            let values = drawing.getBaseDataValues()
            if !counts.contains(values.count) || !values.allSatisfy({ $0.xValue.isFinite && $0.y.isFinite }) {
                problem = "completed drawing without \(counts) finite points: \(values)"
            }
            if drawing.isBeingPlaced { problem = "completed drawing still marked as being placed" }
            if discarded.contains(where: { $0 === drawing }) {
                problem = "listener called for a discarded drawing"
            }
            if drawing.parentSurface !== surface {
                problem = "listener called for a drawing not on the surface"
            }
            // Page 000: the callback first, showing the finished state, then the reset.
            if modifier.isPlacing || modifier.isDragging || modifier.activePointIndex != values.count - 1 {
                problem = "the listener did not see the finished state"
            }
            switch listenerAction {
            case 1: modifier.reset()
            case 2: surface.annotations.remove(drawing)
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
                "\(step) pointer \(pointerId) at \(location) placing \(modifier.isPlacing) dragging \(surface.editor.isDragging) editing \(surface.isEditingText) waits \(modifier.isWaitingForStart) \(Self.snapshot(surface).map(\.1))"
            )
            let wasDragging = modifier.isDragging
            let drawings = surface.annotations.compactMap { $0 as? SCITradingAnnotationBase }.filter {
                !$0.isBeingPlaced
            }
            let someDrawing = drawings.randomElement(using: &random)
            switch step {
            case .pressOnDrawing, .pressOnGrip:
                guard let drawing = someDrawing,
                    let target = Self.target(of: drawing, grip: step == .pressOnGrip, &random)
                else { break }
                surface.handlePointer(SCIPointerEvent(phase: .began, location: target, pointerId: pointerId))
            case .toggleTool: modifier.isEnabled.toggle()
            case .nudge:
                surface.handleKey(
                    [.left, .right, .up, .down].randomElement(using: &random)!,
                    modifiers: Bool.random(using: &random) ? [.shift] : [])
            case .placeDrawing:
                for _ in 0..<min(counts.upperBound, 7) {
                    let point = CGPoint(
                        x: Double.random(in: 0...800, using: &random),
                        y: Double.random(in: 0...500, using: &random))
                    surface.handlePointer(
                        SCIPointerEvent(phase: .began, location: point, pointerId: pointerId))
                    surface.handlePointer(
                        SCIPointerEvent(phase: .ended, location: point, pointerId: pointerId))
                }
            case .dragEdit:
                guard let drawing = someDrawing,
                    let start = Self.target(of: drawing, grip: Bool.random(using: &random), &random)
                else { break }
                surface.handlePointer(SCIPointerEvent(phase: .began, location: start, pointerId: pointerId))
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    surface.handlePointer(
                        SCIPointerEvent(phase: .moved, location: location, pointerId: pointerId))
                }
                surface.handlePointer(
                    SCIPointerEvent(phase: .ended, location: location, pointerId: pointerId))
            case .typeText:
                surface.handleText(
                    ["a", "\n", "<b>&", "😀", String(repeating: "x", count: 5_000)].randomElement(
                        using: &random)!)
            case .enter: surface.handleKey(.enter, modifiers: Bool.random(using: &random) ? [.shift] : [])
            case .startPlacement: modifier.startPlacement()
            case .delete: surface.handleKey(.delete)
            case .undo: surface.handleKey(.undo)
            case .redo: surface.handleKey(.redo)
            case .undoThenRedo:
                // Every undo is matched by a redo that restores the same base data values.
                guard !surface.editor.isDragging, !modifier.isPlacing, !surface.isEditingText else { break }
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
            case .toggleSnap:
                modifier.snapToCandles.toggle()
            }
            if let problem { return "\(step): \(problem)" }
            // Nothing unfinished remains after a reset, Escape, or the cancel of the dragging pointer.
            if step == .reset || step == .escape || (step == .toggleTool && !modifier.isEnabled)
                || (step == .cancelled && wasDragging && !modifier.isDragging)
            {
                if surface.annotations.contains(where: {
                    ($0 as? SCITradingAnnotationBase)?.isBeingPlaced == true
                }) {
                    return "\(step) left an unfinished drawing"
                }
            }
            if !(0..<counts.upperBound).contains(modifier.activePointIndex) {
                return "\(step): activePointIndex \(modifier.activePointIndex)"
            }
            let placing = surface.annotations.filter {
                ($0 as? SCITradingAnnotationBase)?.isBeingPlaced == true
            }
            if placing.count != (modifier.isPlacing ? 1 : 0) {
                return
                    "\(step): \(placing.count) drawings being placed, modifier placing: \(modifier.isPlacing)"
            }
            // Every finished drawing on the surface was delivered exactly once.
            for annotation in surface.annotations {
                guard let drawing = annotation as? SCITradingAnnotationBase, !drawing.isBeingPlaced else {
                    continue
                }
                if !delivered.contains(where: { $0 === drawing }) {
                    return "\(step): a finished drawing was never delivered"
                }
                if !drawing.isComplete { return "\(step): a finished drawing has \(drawing.dataPoints)" }
            }
            // A drawing that was being placed and left the surface unfinished is discarded.
            if let before = placingBefore, before.parentSurface == nil,
                !delivered.contains(where: { $0 === before })
            {
                discarded.append(before)
            }
            placingBefore = placing.first as? SCITradingAnnotationBase
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

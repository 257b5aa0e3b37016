import Foundation

/// The drawing tools' target (`gestures`): the input picks a tool and a chart of candles, then
/// is read as a sequence of pointer events (at any location, far off the chart or not a number
/// at all), keys, typed text, resizes, data changes, saves and loads.
///
/// After every step no annotation holds a point that is not finite unless it is being placed,
/// at most one is being placed, and what saves loads again; at the end, undo takes the chart
/// back to no drawing, and as many redos bring every drawing back where it was.
enum DrawingGestureFuzzCheck {
    /// A maker of each drawing tool: every built-in kind but the axis marker, which no tool
    /// places (``check(_:)`` stops the program if a kind is missing here).
    static let tools: [@Sendable () -> SCIAnnotationCreationModifierBase] = [
        SCIMeasureCreationModifier.init, SCIXabcdCreationModifier.init,
        SCIFibonacciRetracementCreationModifier.init,
        SCIPitchforkCreationModifier.init, SCIExtendedLineCreationModifier.init,
        SCIStopLossTakeProfitCreationModifier.init, SCIFreehandDrawingModifier.init,
        SCIPositionCreationModifier.init,
        SCIElliottImpulseWaveCreationModifier.init, SCIHeadAndShouldersCreationModifier.init,
        SCILineCreationModifier.init, SCILineArrowCreationModifier.init, SCIBoxCreationModifier.init,
        SCITextCreationModifier.init, SCIHorizontalLineCreationModifier.init,
        SCIHorizontalRayCreationModifier.init,
        SCIVerticalLineCreationModifier.init,
    ]

    /// Every built-in kind but the axis marker has a tool here.
    static let coversEveryTool: Bool = {
        let placed = Set(tools.map { $0().annotationType })
        return Set(SCIAnnotationCreationType.builtIns).subtracting([.axisMarker]).isSubset(of: placed)
    }()

    enum Step: Int, CaseIterable {
        case began, moved, ended, cancelled, hovered, tap, escape, delete, undo, redo, enter, arrow, text
        case toggleTool, startPlacement, resize, appendBar, clearData, toggleSnap, saveAndLoad, select
        case removeAll, render
    }

    static func check(_ data: Data) {
        guard coversEveryTool else {
            fatalError("a built-in drawing tool is missing from the gesture target")
        }
        var input = FuzzInput(data)
        let (surface, bars) = chart(&input)
        let tool = tools[input.below(tools.count)]()
        tool.isEditable = input.bool()
        tool.snapToCandles = input.bool()
        tool.keepPlacingAfterComplete = input.bool()
        surface.chartModifiers.add(tool)
        var steps = 0
        while !input.isAtEnd, steps < 400 {
            steps += 1
            let step = Step.allCases[input.below(Step.allCases.count)]
            perform(step, &input, surface: surface, tool: tool, bars: bars)
            checkPoints(surface, after: step)
        }
        // Whatever is under way ends; then undo goes back to no drawing and redo returns them all.
        surface.handleKey(.escape)
        tool.reset()
        let drawings = surface.drawings.count
        let points = surface.drawings.map(\.dataPoints)
        var undone = 0
        while surface.undo() {
            undone += 1
            guard undone < 10_000 else { fatalError("undo never ends") }
        }
        guard surface.drawings.isEmpty else {
            fatalError("undo left \(surface.drawings.count) of \(drawings) drawings")
        }
        for _ in 0..<undone {
            guard surface.redo() else { fatalError("undo without a redo") }
        }
        guard surface.drawings.map(\.dataPoints) == points else {
            fatalError(
                "as many redos as undos brought back \(surface.drawings.count) of \(drawings) drawings")
        }
    }

    /// A chart of 1 to 64 daily candles on a date axis.
    static func chart(_ input: inout FuzzInput) -> (SCIChartSurface, SCIOhlcDataSeries) {
        let surface = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        surface.xAxes.add(input.bool() ? SCIDateAxis() : SCICategoryDateAxis())
        surface.yAxes.add(SCINumericAxis())
        let bars = SCIOhlcDataSeries(xType: .date, yType: .double)
        for day in 0..<(1 + input.below(64)) {
            let open = input.value(in: 90...110)
            let close = input.value(in: 90...110)
            bars.append(
                x: Double(day) * 86_400, open: open, high: max(open, close) + 2, low: min(open, close) - 2,
                close: close)
        }
        let candles = SCIFastCandlestickRenderableSeries()
        candles.dataSeries = bars
        surface.renderableSeries.add(candles)
        return (surface, bars)
    }

    /// A location: mostly on the chart or near it, sometimes far away or not a number.
    static func location(_ input: inout FuzzInput) -> CGPoint {
        CGPoint(x: input.value(in: -50...850), y: input.value(in: -50...550))
    }

    static func perform(
        _ step: Step, _ input: inout FuzzInput, surface: SCIChartSurface,
        tool: SCIAnnotationCreationModifierBase,
        bars: SCIOhlcDataSeries
    ) {
        let pointer = input.below(2)
        let time = Double(input.below(1_000)) / 10
        func event(_ phase: SCIPointerPhase, _ location: CGPoint) {
            surface.handlePointer(
                SCIPointerEvent(phase: phase, location: location, pointerId: pointer, timestamp: time))
        }
        switch step {
        case .began: event(.began, location(&input))
        case .moved: event(.moved, location(&input))
        case .ended: event(.ended, location(&input))
        case .cancelled: event(.cancelled, location(&input))
        case .hovered: event(.hovered, location(&input))
        case .tap:
            let spot = location(&input)
            event(.began, spot)
            event(.ended, spot)
        case .escape: surface.handleKey(.escape)
        case .delete: surface.handleKey(.delete)
        case .undo: surface.handleKey(.undo)
        case .redo: surface.handleKey(.redo)
        case .enter: surface.handleKey(.enter, modifiers: input.bool() ? [.shift] : [])
        case .arrow:
            surface.handleKey(
                [.left, .right, .up, .down][input.below(4)], modifiers: input.bool() ? [.shift] : [])
        case .text:
            surface.handleText(
                ["a", "\n", "<b>&", "😀", "\u{0}\u{7}", String(repeating: "x", count: 300)][input.below(6)])
        case .toggleTool: tool.isEnabled.toggle()
        case .startPlacement: tool.startPlacement()
        case .resize:
            surface.frame = CGRect(
                x: 0, y: 0, width: input.value(in: 0...900), height: input.value(in: 0...600))
        case .appendBar:
            let price = input.value(in: 80...120)
            bars.append(
                x: Double(bars.count) * 86_400, open: price, high: price + 1, low: price - 1, close: price)
        case .clearData: bars.clear()
        case .toggleSnap: tool.snapToCandles.toggle()
        case .saveAndLoad: saveAndLoad(surface)
        case .select:
            let drawings = surface.drawings
            surface.selectedAnnotation = drawings.isEmpty ? nil : drawings[input.below(drawings.count)]
        case .removeAll: _ = surface.removeAllDrawings()
        case .render: _ = surface.renderFrame()
        }
    }

    /// No annotation holds a point that is not finite but one being placed; at most one is.
    static func checkPoints(_ surface: SCIChartSurface, after step: Step) {
        var placing = 0
        for case let drawing as SCITradingAnnotationBase in surface.annotations {
            if drawing.isBeingPlaced {
                placing += 1
                continue
            }
            guard drawing.dataPoints.allSatisfy(\.isFinite) else {
                fatalError("after \(step): a \(drawing.creationType) holds \(drawing.dataPoints)")
            }
        }
        guard placing <= 1 else { fatalError("after \(step): \(placing) drawings are being placed") }
    }

    /// What saves loads again on a chart like this one, with the same points.
    static func saveAndLoad(_ surface: SCIChartSurface) {
        let saved: Data
        do { saved = try surface.saveAnnotations() } catch {
            fatalError("the drawings did not save: \(error)")
        }
        let copy = SCIChartSurface(frame: CGRect(x: 0, y: 0, width: 800, height: 500))
        copy.xAxes.add(surface.xAxes[0] is SCICategoryDateAxis ? SCICategoryDateAxis() : SCIDateAxis())
        copy.yAxes.add(SCINumericAxis())
        do { try copy.loadAnnotations(from: saved) } catch {
            fatalError("what saved did not load: \(error)\n\(String(decoding: saved, as: UTF8.self))")
        }
        let drawn = surface.drawings.map(\.dataPoints)
        let loaded = copy.drawings.map(\.dataPoints)
        guard drawn == loaded else { fatalError("a save and load changed points: \(drawn) \(loaded)") }
    }

    /// Inputs that place one drawing of each tool and edit it, for the fuzzer to mutate.
    static func seeds() -> [(name: String, data: Data)] {
        tools.indices.map { index in
            // A chart of 20 bars, the tool (editable, no magnet), then seven taps across the chart,
            // a tap on the first point and an undo.
            var bytes: [UInt8] = [0, 19] + Array(repeating: 100, count: 40 * 3) + [UInt8(index), 1, 0, 0]
            for tap in 0..<7 {
                let x = UInt8(40 + tap * 25)
                bytes += [UInt8(Step.tap.rawValue), 0, 0, 0, x, 0, 0, 120, 0]
            }
            bytes += [
                UInt8(Step.toggleTool.rawValue), 0, 0, UInt8(Step.tap.rawValue), 0, 0, 0, 40, 0, 0, 120, 0,
            ]
            bytes += [UInt8(Step.undo.rawValue), 0, 0]
            return ("tool-\(index).bin", Data(bytes))
        }
    }
}

import Foundation
import TestSupport
import Testing

@testable import SciChart

/// Taps, double taps, drags and the wheel on a legend drawn on the chart, through the
/// surface's pointer routing.
@Suite struct LegendInteractionTests {
    private func chart(checkBoxes: Bool = true, _ names: [String?] = ["Alpha", "Beta", "Gamma", "Delta"])
        -> (SCIChartSurface, SCIChartLegend)
    {
        let surface = LegendFixture.surface(names)
        let modifier = LegendFixture.legend(on: surface) { $0.showCheckBoxes = checkBoxes }
        return (surface, modifier.legend)
    }

    /// The middle of item `index`'s name.
    private func name(_ legend: SCIChartLegend, _ index: Int) throws -> CGPoint {
        let cell = try #require(legend.itemFrame(at: index))
        let left = legend.checkBoxFrame(at: index)?.maxX ?? cell.minX
        return CGPoint(x: (left + cell.maxX) / 2, y: cell.midY)
    }

    @Test func aTapOnACheckboxTogglesItsSeries() throws {
        let (surface, legend) = chart()
        let box = try #require(legend.checkBoxFrame(at: 2)).centre
        surface.tap(box, at: 1)
        #expect(surface.visibility == [true, true, false, true])
        #expect(legend.seriesInfo[2].isVisible == false)
        surface.tap(box, at: 2)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func aTapOnANameTogglesItsSeriesWhenTheLegendHasCheckboxes() throws {
        let (surface, legend) = chart(checkBoxes: true)
        surface.tap(try name(legend, 1), at: 1)
        #expect(surface.visibility == [true, false, true, true])
        surface.tap(try name(legend, 1), at: 2)
        #expect(surface.visibility == [true, true, true, true])
    }

    /// The page presents checkboxes as the way to hide and show: without them, taps and
    /// double taps on the legend are the legend's, and change no visibility.
    @Test func withoutCheckboxesTapsOnTheLegendHideNothing() throws {
        let (surface, legend) = chart(checkBoxes: false)
        surface.tap(try name(legend, 1), at: 1)
        #expect(surface.visibility == [true, true, true, true])
        surface.doubleTap(try name(legend, 2), at: 2)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func quickTapsOnACheckboxAreTwoTogglesNeverADoubleTap() throws {
        let (surface, legend) = chart()
        let box = try #require(legend.checkBoxFrame(at: 0)).centre
        surface.doubleTap(box, at: 1)
        #expect(surface.visibility == [true, true, true, true])
        surface.doubleTap(box, at: 2)
        surface.tap(box, at: 2.3)
        #expect(surface.visibility == [false, true, true, true])
    }

    @Test func aDoubleTapOnANameIsolatesAndASecondRestores() throws {
        let (surface, legend) = chart()
        surface.renderableSeries[3].isVisible = false
        let beta = try name(legend, 1)
        surface.doubleTap(beta, at: 1)
        #expect(surface.visibility == [false, true, false, false])
        // Hidden items stay, greyed, so the second double tap lands on the same name.
        surface.doubleTap(beta, at: 2)
        #expect(surface.visibility == [true, true, true, false])
    }

    @Test func isolationIsJudgedFromTheVisibilityBeforeThePairsFirstTap() throws {
        let (surface, legend) = chart()
        // Beta is already the only one shown: a double tap gives the others back.
        for index in [0, 2, 3] { surface.renderableSeries[index].isVisible = false }
        surface.doubleTap(try name(legend, 1), at: 1)
        #expect(surface.visibility == [true, true, true, true])
        // A hidden series double tapped is shown alone.
        surface.renderableSeries[2].isVisible = false
        surface.doubleTap(try name(legend, 2), at: 2)
        #expect(surface.visibility == [false, false, true, false])
        // From one isolation to another, then back to what was before the first.
        surface.doubleTap(try name(legend, 0), at: 3)
        #expect(surface.visibility == [true, false, false, false])
        surface.doubleTap(try name(legend, 0), at: 4)
        #expect(surface.visibility == [true, true, false, true])
    }

    @Test func slowTapsAreTwoToggles() throws {
        let (surface, legend) = chart()
        let beta = try name(legend, 1)
        surface.tap(beta, at: 1)
        surface.tap(beta, at: 1.6)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func aDoubleTapWhoseFirstTapWasOnACheckboxIsNotADoubleTap() throws {
        let (surface, legend) = chart()
        let box = try #require(legend.checkBoxFrame(at: 1))
        // Two taps within the slop: the first on the checkbox's edge, the second just beside.
        let first = CGPoint(x: box.maxX + 2, y: box.midY)
        let second = CGPoint(x: box.maxX + 4.5, y: box.midY)
        surface.tap(first, at: 1)
        surface.tap(second, at: 1.1)
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func inAllVisibleSeriesModeADoubleTapIsolatesTheSeriesOfItsFirstTap() throws {
        let surface = LegendFixture.surface(["Alpha", "Beta", "Gamma"])
        let modifier = LegendFixture.legend(on: surface) {
            $0.sourceMode = .allVisibleSeries
            $0.showCheckBoxes = true
        }
        let legend = modifier.legend
        let alpha = try name(legend, 0)
        surface.doubleTap(alpha, at: 1)
        // The first tap hid Alpha, and Beta slid under the second: Alpha is shown alone.
        #expect(surface.visibility == [true, false, false])
        #expect(legend.names == ["Alpha"])
        // Hidden series leave this legend, so the others cannot be given back from it: a tap
        // on the last item hides that one too, and the legend is empty.
        surface.tap(try name(legend, 0), at: 2)
        #expect(surface.visibility == [false, false, false])
        #expect(legend.itemCount == 0 && legend.frame == .zero)
    }

    @Test func theLegendTakesPressesBeforeTheModifiersAndTheirTapsNever() throws {
        let (surface, legend) = chart()
        let recorder = RecordingModifier("r", handles: true)
        recorder.receiveHandledEvents = true
        surface.chartModifiers.insert(recorder, at: 0)
        let beta = try name(legend, 1)
        surface.tap(beta, at: 1)
        surface.drag([beta, CGPoint(x: beta.x + 40, y: beta.y + 60)], time: 3)
        #expect(recorder.log.filter { $0 != "attached" }.isEmpty)
        // Off the legend the modifiers see the press.
        surface.tap(CGPoint(x: 600, y: 400), at: 5)
        #expect(recorder.log.contains("began"))
    }

    @Test func aDragOnTheLegendTogglesNothing() throws {
        let (surface, legend) = chart()
        let beta = try name(legend, 1)
        surface.drag([beta, CGPoint(x: beta.x, y: beta.y + 30)], time: 1)
        #expect(surface.visibility == [true, true, true, true])
        // Out and back: a tap by the surface's rule (the pointer may wander), on a legend
        // that has nothing to scroll.
        surface.drag([beta, CGPoint(x: beta.x, y: beta.y + 30), beta], time: 2)
        #expect(surface.visibility == [true, false, true, true])
    }

    @Test func aReleaseOverAnotherItemTogglesNothing() throws {
        let (surface, legend) = chart()
        let beta = try name(legend, 1)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: beta, timestamp: 1))
        // The item under the pointer changed during the press.
        surface.renderableSeries.remove(at: 0)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: beta, timestamp: 1.05))
        #expect(surface.visibility == [true, true, true])
        #expect(legend.names == ["Beta", "Gamma", "Delta"])
    }

    @Test func aSeriesRemovedWhileItsItemIsPressedIsLeftAlone() throws {
        let (surface, legend) = chart()
        let delta = surface.renderableSeries[3]
        let point = try name(legend, 3)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: point, timestamp: 1))
        surface.renderableSeries.remove(delta)
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: point, timestamp: 1.05))
        #expect(delta.isVisible)
        #expect(surface.visibility == [true, true, true])
    }

    @Test func aCancelledPressTogglesNothing() throws {
        let (surface, legend) = chart()
        let beta = try name(legend, 1)
        surface.handlePointer(SCIPointerEvent(phase: .began, location: beta, timestamp: 1))
        surface.handlePointer(SCIPointerEvent(phase: .cancelled, location: beta, timestamp: 1.02))
        surface.handlePointer(SCIPointerEvent(phase: .ended, location: beta, timestamp: 1.05))
        #expect(surface.visibility == [true, true, true, true])
    }

    @Test func theWheelOverTheLegendIsTheLegendsAndHoversReachTheModifiers() throws {
        let (surface, legend) = chart()
        let recorder = RecordingModifier("r", handles: true)
        surface.chartModifiers.add(recorder)
        let beta = try name(legend, 1)
        #expect(surface.handleScroll(deltaX: 0, deltaY: 1, at: beta))
        #expect(!recorder.log.contains("scroll"))
        surface.handleScroll(deltaX: 0, deltaY: 1, at: CGPoint(x: 600, y: 400))
        #expect(recorder.log.contains("scroll"))
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: beta, timestamp: 2))
        #expect(recorder.log.contains("hover"))
    }

    @Test func theCursorIsAHandOverItemsAndTheArrowOnTheLegendsPadding() throws {
        let (surface, legend) = chart()
        surface.chartModifiers.add(SCIZoomPanModifier())
        #expect(surface.cursor(at: try name(legend, 0)) == .pointingHand)
        let frame = legend.frame
        #expect(surface.cursor(at: CGPoint(x: frame.minX + 2, y: frame.minY + 2)) == .arrow)
        #expect(surface.cursor(at: CGPoint(x: 600, y: 400)) == .openHand)
    }

    @Test func hoveringHighlightsTheItemUnderThePointer() throws {
        let (surface, legend) = chart()
        let redraws = Counter()
        surface.onInvalidate = { redraws.increment() }
        let before = try #require(surface.renderDisplayList().group(named: "legend")).fills.count
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: try name(legend, 2), timestamp: 1))
        #expect(redraws.value == 1)
        let hovered = try #require(surface.renderDisplayList().group(named: "legend"))
        #expect(hovered.fills.count == before + 1)
        surface.handlePointer(SCIPointerEvent(phase: .hovered, location: try name(legend, 2), timestamp: 1.1))
        #expect(redraws.value == 1)
        surface.handlePointer(SCIPointerEvent(phase: .exited, location: .zero, timestamp: 2))
        #expect(try #require(surface.renderDisplayList().group(named: "legend")).fills.count == before)
    }

    @Test func anOutsideLegendTakesTheSameGesturesInItsOwnCoordinates() throws {
        let surface = LegendFixture.surface(["Alpha", "Beta", "Gamma"])
        let legend = LegendFixture.outsideLegend(on: surface) { $0.showCheckBoxes = true }
        legend.frame.origin = CGPoint(x: 300, y: 200)
        let box = try #require(legend.checkBoxFrame(at: 0))
        #expect(box.minX < 20 && box.minY < 20)
        legend.tap(box.centre, at: 1)
        legend.tap(box.centre, at: 1.1)
        #expect(surface.visibility == [true, true, true])
        legend.tap(try name(legend, 2), at: 2)
        legend.tap(try name(legend, 2), at: 2.15)
        #expect(surface.visibility == [false, false, true])
        #expect(legend.cursor(at: try name(legend, 1)) == .pointingHand)
        #expect(legend.cursor(at: CGPoint(x: 1, y: 1)) == .arrow)
        #expect(!legend.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: 5000, y: 5))))
        #expect(
            !legend.handlePointer(SCIPointerEvent(phase: .began, location: CGPoint(x: CGFloat.nan, y: 5))))
    }
}

import Foundation
import Testing

@testable import SciChart

/// A style that paints the stroke one colour at `thickness`, saving what it replaces.
final class PenStyle: SCIStyleBase<ISCIRenderableSeries> {
    let pen: SCISolidPenStyle

    init(_ color: SCIColor, thickness: Float = 2, type: Any.Type = SCIRenderableSeriesBase.self) {
        pen = SCISolidPenStyle(color: color, thickness: thickness)
        super.init(styleableType: type)
    }

    override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
        putProperty("Stroke", value: styleableObject.strokeStyle, intoObject: styleableObject)
        styleableObject.strokeStyle = pen
    }

    override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
        styleableObject.strokeStyle =
            getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: styleableObject)
            as? SCIPenStyle
    }
}

/// The hovered style sits over the selected one; each restores exactly what it replaced,
/// in any order of changes.
@Suite struct HoverStyleTests {
    @Test func hoveringAppliesAndLeavingDiscards() {
        let series = SeriesFixture.line([1, 2], [1, 2])
        let original = series.strokeStyle
        let hover = PenStyle(.red)
        series.hoveredSeriesStyle = hover
        series.isHovered = true
        #expect(series.strokeStyle === hover.pen)
        series.isHovered = false
        #expect(series.strokeStyle === original)
        #expect(hover.savedObjectCount == 0)
    }

    /// Every order of selecting, hovering and undoing them ends where it started.
    @Test(arguments: [
        ["select", "hover", "deselect", "unhover"],
        ["select", "hover", "unhover", "deselect"],
        ["hover", "select", "unhover", "deselect"],
        ["hover", "select", "deselect", "unhover"],
        ["hover", "select", "restyle", "deselect", "unhover"],
    ])
    func selectedAndHoveredStylesUndoInAnyOrder(steps: [String]) {
        let series = SeriesFixture.line([1, 2], [1, 2])
        let original = series.strokeStyle
        let selected = PenStyle(.white, thickness: 4)
        let hover = PenStyle(.red)
        series.selectedSeriesStyle = selected
        series.hoveredSeriesStyle = hover
        for step in steps {
            switch step {
            case "select": series.isSelected = true
            case "deselect": series.isSelected = false
            case "hover": series.isHovered = true
            case "unhover": series.isHovered = false
            default: series.selectedSeriesStyle = PenStyle(.green, thickness: 3)
            }
            // The hovered style shows whenever the series is hovered.
            if series.isHovered { #expect(series.strokeStyle === hover.pen, "\(steps) after \(step)") }
        }
        #expect(series.strokeStyle === original, "\(steps)")
        #expect(selected.savedObjectCount == 0 && hover.savedObjectCount == 0)
    }

    @Test func aSeriesRemovedWhileSelectedAndHoveredIsRestored() {
        let series = SeriesFixture.line([1, 2], [1, 2])
        let original = series.strokeStyle
        let surface = SeriesFixture.surface(series)
        series.selectedSeriesStyle = PenStyle(.white, thickness: 4)
        series.hoveredSeriesStyle = PenStyle(.red)
        series.isSelected = true
        series.isHovered = true
        surface.renderableSeries.remove(series)
        #expect(!series.isSelected && !series.isHovered)
        #expect(series.strokeStyle === original)
        // Moving to another surface does the same.
        let other = SeriesFixture.surface()
        surface.renderableSeries.add(series)
        series.isSelected = true
        other.renderableSeries.add(series)
        #expect(!series.isSelected && series.strokeStyle === original)
    }

    @Test func aStyleWithOddValuesIsUndoneExactly() {
        // Zero thickness, an invisible colour and no marker: drawn as nothing, undone whole.
        let series = SeriesFixture.line([1, 2, 3], [10, 20, 30])
        series.pointMarker = SCISquarePointMarker()
        let marker = series.pointMarker
        let original = series.strokeStyle
        final class Vanish: SCIStyleBase<ISCIRenderableSeries> {
            init() { super.init(styleableType: ISCIRenderableSeries.self) }
            override func applyStyleInternal(to styleableObject: ISCIRenderableSeries!) {
                putProperty("Stroke", value: styleableObject.strokeStyle, intoObject: styleableObject)
                putProperty("Marker", value: styleableObject.pointMarker, intoObject: styleableObject)
                styleableObject.strokeStyle = SCISolidPenStyle(color: .clear, thickness: 0)
                styleableObject.pointMarker = nil
                styleableObject.opacity = .nan
            }
            override func discardStyleInternal(from styleableObject: ISCIRenderableSeries!) {
                styleableObject.strokeStyle =
                    getValueFromProperty("Stroke", ofType: SCIPenStyle.self, fromObject: styleableObject)
                    as? SCIPenStyle
                styleableObject.pointMarker =
                    getValueFromProperty("Marker", ofType: ISCIPointMarker.self, fromObject: styleableObject)
                    as? ISCIPointMarker
                styleableObject.opacity = 1
            }
        }
        let surface = SeriesFixture.surface(series)
        series.selectedSeriesStyle = Vanish()
        series.isSelected = true
        #expect(surface.renderDisplayList().isFinite)
        // A zero-width line is still found within the radius.
        #expect(series.hitTest(at: surface.point(x: 2, y: 20)).isHit)
        series.isSelected = false
        #expect(series.strokeStyle === original && series.pointMarker === marker && series.opacity == 1)
        #expect(SeriesFixture.seriesList(surface).strokes.first?.1.width == 2)
    }
}

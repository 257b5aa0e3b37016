import Foundation

extension SCIChartSurface {
    /// The drawing at `location` (as ``annotation(at:)`` finds it) and its look, for a host's
    /// style controls (the GTK view's context menu); `nil` when there is none or it has
    /// nothing to style.
    public func drawingStyle(at location: CGPoint) -> (
        drawing: SCITradingAnnotationBase, style: SCIDrawingStyle
    )? {
        guard let drawing = annotation(at: location) as? SCITradingAnnotationBase,
            let style = drawingStyle(of: drawing)
        else { return nil }
        return (drawing, style)
    }

    /// The look of `drawing`, read from the styles it saves (see
    /// ``SCITradingAnnotationBase/encodeSettings(into:)``), so every type of drawing, one of
    /// a user's own included, is covered the same way; `nil` when it has no line, fill or
    /// text to style.
    public func drawingStyle(of drawing: SCITradingAnnotationBase) -> SCIDrawingStyle? {
        let saved = Self.styleSettings(of: drawing)
        let parts = StyleParts(saved.style, of: drawing)
        guard !parts.pens.isEmpty || !parts.brushes.isEmpty || !parts.fonts.isEmpty else { return nil }
        var style = SCIDrawingStyle()
        if let main = parts.mainPen {
            let record = saved.style[main]!
            style.strokeColor = try? AnnotationCoding.color(record.color, field: main)
            style.strokeThickness = record.thickness.map(Float.init) ?? 1
            style.strokeDashes = record.dashes?.map(Float.init) ?? []
        }
        if let main = parts.mainBrush {
            style.fillColor = try? AnnotationCoding.color(saved.style[main]!.color, field: main)
        }
        if let first = parts.fonts.first {
            style.fontSize = saved.style[first]!.fontSize.map(Float.init) ?? 12
        }
        return style
    }

    /// The settings `drawing` saves (`saved`, when they are already encoded), with the pens it
    /// draws with but leaves unset.
    private static func styleSettings(
        of drawing: SCITradingAnnotationBase, saved: SCIAnnotationSettings? = nil
    ) -> SCIAnnotationSettings {
        var settings = saved ?? SCIAnnotationSettings(path: "")
        if saved == nil { drawing.encodeSettings(into: &settings) }
        for (key, pen) in drawing.unsetPensForStyling where settings.style[key] == nil {
            settings.style[key] = AnnotationCoding.style(pen)
        }
        return settings
    }

    /// Gives `drawing` the fields `style` sets (a `nil` field leaves that part as it is), as
    /// one step to undo, through the styles the drawing saves: it is saved with the new look.
    /// The line colour replaces the colour of the drawing's main line (the type's, else the
    /// colour most of its pens share) wherever it is used (pens of other colours keep theirs),
    /// the fill colour likewise, at each brush's own opacity; widths and dashes go
    /// to every line and the size to every text. Widths and sizes are kept within
    /// ``SCIDrawingStyle/thicknessRange`` and ``SCIDrawingStyle/fontSizeRange``; non-finite
    /// values are ignored. A text being typed is finished first. Whether the drawing changed.
    @discardableResult
    public func setDrawingStyle(_ style: SCIDrawingStyle, of drawing: SCITradingAnnotationBase) -> Bool {
        // A text being typed is finished first, so the new look is the step after it.
        editor.commitTextEdit()
        guard drawing.parentSurface === self else { return false }
        var original = SCIAnnotationSettings(path: "")
        drawing.encodeSettings(into: &original)
        let before = Self.styleSettings(of: drawing, saved: original)
        var after = before
        let parts = StyleParts(before.style, of: drawing)
        let mainPenColor = parts.mainPen.flatMap { before.style[$0]?.color.lowercased() }
        let mainBrushColor = parts.mainBrush.flatMap { before.style[$0]?.color.lowercased() }
        for key in parts.pens {
            var record = after.style[key]!
            if let color = style.strokeColor, record.color.lowercased() == mainPenColor {
                record.color = AnnotationCoding.hex(color)
            }
            if let thickness = style.strokeThickness, thickness.isFinite {
                let range = SCIDrawingStyle.thicknessRange
                record.thickness = Double(min(max(thickness, range.lowerBound), range.upperBound))
            }
            if let dashes = style.strokeDashes, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) {
                record.dashes =
                    dashes.isEmpty ? nil : dashes.prefix(SCIAnnotationDocument.maximumDashes).map(Double.init)
            }
            after.style[key] = record
        }
        for key in parts.brushes {
            guard let color = style.fillColor, var record = after.style[key],
                record.color.lowercased() == mainBrushColor,
                let old = try? AnnotationCoding.color(record.color, field: key)
            else { continue }
            record.color = AnnotationCoding.hex(
                SCIColor(argb: color.argb & 0x00FF_FFFF | UInt32(old.alpha) << 24))
            after.style[key] = record
        }
        for key in parts.fonts {
            guard let size = style.fontSize, size.isFinite else { continue }
            let range = SCIDrawingStyle.fontSizeRange
            after.style[key]?.fontSize = Double(min(max(size, range.lowerBound), range.upperBound))
        }
        guard after.style != before.style else { return false }
        do {
            try drawing.decodeSettings(from: after)
        } catch {
            // What the type refuses leaves it as it was.
            try? drawing.decodeSettings(from: original)
            return false
        }
        recordHistory(
            .change(drawing) { [weak self] reversed in
                // Undone, a pen left unset (at its default) is unset again.
                try? drawing.decodeSettings(from: reversed ? original : after)
                // A text's size may change how wide an axis' tags are.
                self?.invalidateLayout()
            })
        invalidateLayout()
        return true
    }
}

/// The style keys of a drawing's saved settings a user restyles, by kind, in key order: pens
/// have a thickness, fonts a size, brushes neither; and its main pen and brush.
private struct StyleParts {
    var pens: [String] = []
    var brushes: [String] = []
    var fonts: [String] = []
    /// The type's main pen, else the pen whose colour most pens share (the first in key order
    /// on a tie).
    var mainPen: String?
    var mainBrush: String?

    init(_ style: [String: StyleRecord], of drawing: SCITradingAnnotationBase) {
        let unstyled = drawing.unstyledKeys
        for key in style.keys.sorted() where !unstyled.contains(key) {
            let record = style[key]!
            if record.fontSize != nil {
                fonts.append(key)
            } else if record.thickness != nil {
                pens.append(key)
            } else {
                brushes.append(key)
            }
        }
        let main = drawing.mainStyleKeys
        mainPen = main.pen.flatMap { pens.contains($0) ? $0 : nil } ?? Self.mostShared(pens, in: style)
        mainBrush =
            main.brush.flatMap { brushes.contains($0) ? $0 : nil } ?? Self.mostShared(brushes, in: style)
    }

    private static func mostShared(_ keys: [String], in style: [String: StyleRecord]) -> String? {
        var counts: [String: Int] = [:]
        for key in keys { counts[style[key]!.color.lowercased(), default: 0] += 1 }
        // `max` keeps the first of equals: the first key in order wins a tie.
        return keys.max { counts[style[$0]!.color.lowercased()]! < counts[style[$1]!.color.lowercased()]! }
    }
}

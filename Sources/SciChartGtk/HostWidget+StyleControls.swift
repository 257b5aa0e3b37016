import CGtk
import Foundation
import SciChart

/// The style controls of the context menu opened over a drawing: swatches for its line's
/// and its fill's colour, its line's width and dashes, and its text's size. Each changes the
/// drawing at once, as one step to undo (`SCIChartSurface.setDrawingStyle(_:of:)`), and
/// leaves the menu open for the next change; the drawing is saved with its new look.
extension HostWidget {
    /// The line widths offered, in points.
    static let styleWidths: [Float] = [1, 2, 3, 4]
    /// The dashes offered, by name.
    static let styleDashes: [(name: String, title: String, dashes: [Float])] = [
        ("solid", "Solid", []), ("dashed", "Dashed", SCIDrawingStyle.dashed),
        ("dotted", "Dotted", SCIDrawingStyle.dotted),
    ]
    /// The step of the text size buttons, in points.
    static let fontStep: Float = 2
    private static let stylePrefix = "style-"

    /// Adds the controls `style` has parts for to the menu's `box`.
    func appendStyleControls(for style: SCIDrawingStyle, to box: UnsafeMutablePointer<GtkWidget>) {
        Self.installSwatchColours()
        gtk_box_append(GObjectPointers.typed(box), gtk_separator_new(GTK_ORIENTATION_HORIZONTAL))
        if style.strokeColor != nil {
            appendRow("Line", to: box) { row in
                for (index, colour) in SCIDrawingStyle.palette.enumerated() {
                    addSwatch("stroke-\(index)", index, current: colour == style.strokeColor, to: row)
                }
            }
            appendRow("Width", to: box) { row in
                for (index, width) in Self.styleWidths.enumerated() {
                    addButton(
                        "width-\(index)", title: "\(Int(width))", current: style.strokeThickness == width,
                        to: row)
                }
            }
            appendRow("Dashes", to: box) { row in
                for dash in Self.styleDashes {
                    addButton(
                        "dash-\(dash.name)", title: dash.title, current: style.strokeDashes == dash.dashes,
                        to: row)
                }
            }
        }
        if style.fillColor != nil {
            appendRow("Fill", to: box) { row in
                for (index, colour) in SCIDrawingStyle.palette.enumerated() {
                    let current = style.fillColor.map { $0.argb & 0x00FF_FFFF == colour.argb & 0x00FF_FFFF }
                    addSwatch("fill-\(index)", index, current: current == true, to: row)
                }
            }
        }
        if style.fontSize != nil {
            appendRow("Text", to: box) { row in
                addButton("text-smaller", title: "A−", current: false, to: row)
                addButton("text-larger", title: "A+", current: false, to: row)
            }
        }
    }

    /// A row of the style section: a label and the controls `fill` adds.
    private func appendRow(
        _ title: String, to box: UnsafeMutablePointer<GtkWidget>,
        _ fill: (UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        guard let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4), let label = gtk_label_new(title) else {
            return
        }
        gtk_widget_set_size_request(label, 56, -1)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_widget_set_margin_start(row, 8)
        gtk_widget_set_margin_end(row, 8)
        gtk_widget_set_margin_top(row, 2)
        gtk_widget_set_margin_bottom(row, 2)
        gtk_box_append(GObjectPointers.typed(row), label)
        fill(row)
        gtk_box_append(GObjectPointers.typed(box), row)
    }

    /// A colour swatch: a flat button painted with palette colour `index`.
    private func addSwatch(
        _ name: String, _ index: Int, current: Bool, to row: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let button = gtk_button_new() else { return }
        if current { gtk_widget_add_css_class(button, Self.currentClass) }
        gtk_widget_add_css_class(button, "scichart-swatch")
        gtk_widget_add_css_class(button, "scichart-swatch-\(index)")
        let colour = SCIDrawingStyle.palette[index]
        gtk_widget_set_tooltip_text(button, Self.colourName(colour))
        connectStyle(button, name: name, row: row)
    }

    private func addButton(
        _ name: String, title: String, current: Bool, to row: UnsafeMutablePointer<GtkWidget>
    ) {
        guard let button = gtk_button_new_with_label(title) else { return }
        if current { gtk_widget_add_css_class(button, Self.currentClass) }
        connectStyle(button, name: name, row: row)
    }

    private func connectStyle(
        _ button: UnsafeMutablePointer<GtkWidget>, name: String, row: UnsafeMutablePointer<GtkWidget>
    ) {
        gtk_widget_set_name(button, Self.stylePrefix + name)
        _ = GObjectPointers.connect(
            GObjectPointers.raw(button), "clicked", unsafeBitCast(Self.styleClicked, to: GCallback.self),
            data: Unmanaged.passUnretained(self).toOpaque())
        gtk_box_append(GObjectPointers.typed(row), button)
    }

    /// The change a style control named `name` (without the prefix) makes to `current`.
    static func styleChange(named name: String, current: SCIDrawingStyle) -> SCIDrawingStyle? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let index = Int(parts[1])
        switch parts[0] {
        case "stroke":
            guard let index, SCIDrawingStyle.palette.indices.contains(index) else { return nil }
            return SCIDrawingStyle(strokeColor: SCIDrawingStyle.palette[index])
        case "fill":
            guard let index, SCIDrawingStyle.palette.indices.contains(index) else { return nil }
            return SCIDrawingStyle(fillColor: SCIDrawingStyle.palette[index])
        case "width":
            guard let index, styleWidths.indices.contains(index) else { return nil }
            return SCIDrawingStyle(strokeThickness: styleWidths[index])
        case "dash":
            return styleDashes.first { $0.name == parts[1] }.map { SCIDrawingStyle(strokeDashes: $0.dashes) }
        case "text":
            guard let size = current.fontSize else { return nil }
            return SCIDrawingStyle(fontSize: size + (parts[1] == "larger" ? fontStep : -fontStep))
        default:
            return nil
        }
    }

    /// Carries out the style control named `name` (without the prefix) on the menu's drawing,
    /// as a click on it does; whether the drawing changed.
    @discardableResult
    func chooseStyleControl(_ name: String) -> Bool {
        guard contextMenu != nil, let drawing = styledDrawing, let surface = drawing.parentSurface,
            let current = surface.drawingStyle(of: drawing),
            let change = Self.styleChange(named: name, current: current),
            content.setDrawingStyle(change, of: drawing)
        else { return false }
        markCurrent(name)
        onDrawingStyled?(drawing)
        queueDraw()
        return true
    }

    /// The CSS class of the control showing the drawing's look (its width, its colour).
    static let currentClass = "scichart-current"

    /// Marks control `name` of the open menu as the current one of its row (the text size
    /// buttons are steps, never current).
    private func markCurrent(_ name: String) {
        guard !name.hasPrefix("text-"), let popover = contextMenu?.popover,
            let control = Self.descendant(named: Self.stylePrefix + name, of: popover),
            let row = gtk_widget_get_parent(control)
        else { return }
        var child = gtk_widget_get_first_child(row)
        while let current = child {
            gtk_widget_remove_css_class(current, Self.currentClass)
            child = gtk_widget_get_next_sibling(current)
        }
        gtk_widget_add_css_class(control, Self.currentClass)
    }

    /// The widget named `name` under `widget`, depth first.
    static func descendant(named name: String, of widget: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        if let own = gtk_widget_get_name(widget), String(cString: own) == name { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = descendant(named: name, of: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private func styleClicked(_ button: OpaquePointer?) {
        guard let button,
            let name = gtk_widget_get_name(UnsafeMutablePointer<GtkWidget>(button)).map({
                String(cString: $0)
            }),
            name.hasPrefix(Self.stylePrefix)
        else { return }
        chooseStyleControl(String(name.dropFirst(Self.stylePrefix.count)))
    }

    private static let styleClicked: @convention(c) (OpaquePointer?, gpointer?) -> Void = { button, data in
        GtkCallback.onView(data, GtkPointer(button), default: ()) { $0.styleClicked($1) }
    }

    /// A colour's name for its swatch's tooltip.
    static func colourName(_ colour: SCIColor) -> String {
        let names = ["Blue", "Red", "Green", "Orange", "Purple", "Yellow", "Grey", "White"]
        return SCIDrawingStyle.palette.firstIndex(of: colour).map { names[$0] } ?? "\(colour)"
    }

    /// Gives the swatches their colours, once for the display.
    private static func installSwatchColours() {
        guard !swatchColoursInstalled.value, let display = gdk_display_get_default(),
            let provider = gtk_css_provider_new()
        else { return }
        swatchColoursInstalled.value = true
        var css =
            ".scichart-swatch { min-width: 18px; min-height: 18px; padding: 0; border-radius: 4px; "
            + "border: 1px solid alpha(currentColor, 0.4); background-image: none; }\n"
            + ".scichart-swatch.\(currentClass) { border: 2px solid currentColor; }\n"
            + "button.\(currentClass) { font-weight: bold; box-shadow: inset 0 -2px currentColor; }\n"
        for (index, colour) in SCIDrawingStyle.palette.enumerated() {
            let hex = String(colour.argb & 0x00FF_FFFF, radix: 16)
            css +=
                ".scichart-swatch-\(index) { background-color: #\(String(repeating: "0", count: 6 - hex.count) + hex); }\n"
        }
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(GObjectPointers.raw(OpaquePointer(provider)))
    }

    /// Whether the swatch colours are installed (on the main thread only).
    @MainActor private static let swatchColoursInstalled = Flag()

    @MainActor final class Flag {
        var value = false
    }
}

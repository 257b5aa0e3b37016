import CGtk
import Foundation

/// Keeps a widget's accessible name and description (what a screen reader says of it) in
/// step with what it shows.
///
/// The name is cheap to read (a title, or the point a keyboard cursor is on) and is set as
/// soon as it changes, so a screen reader follows the cursor key by key. The description
/// (the chart in words) scans the data in view, so it is read again at most every
/// ``interval`` seconds, after the last change: a chart fed many times a second is
/// described twice a second, and the description that stays is the one of the last change.
@MainActor
final class AccessibleText {
    /// The least time between two readings of the description, in seconds.
    static let interval = 0.5

    private let widget: UnsafeMutablePointer<GtkWidget>
    private let readName: () -> String
    private let readDescription: () -> String
    private(set) var name = ""
    private(set) var description = ""
    /// Times the description was read, for tests.
    private(set) var descriptionReadings = 0
    private var lastReading = -Double.infinity
    private var isReadingScheduled = false

    init(
        widget: UnsafeMutablePointer<GtkWidget>, name: @escaping () -> String,
        description: @escaping () -> String
    ) {
        self.widget = widget
        readName = name
        readDescription = description
    }

    /// The content changed: sets the name now and schedules a reading of the description.
    func contentChanged() {
        updateName()
        guard !isReadingScheduled else { return }
        isReadingScheduled = true
        let wait = max(0, lastReading + Self.interval - FramePacing.now())
        MainLoopOnce.after(wait, priority: G_PRIORITY_DEFAULT_IDLE) { [weak self] in
            self?.updateDescription()
        }
    }

    /// Sets the name when it changed.
    func updateName() {
        let name = readName()
        guard name != self.name else { return }
        self.name = name
        set(GTK_ACCESSIBLE_PROPERTY_LABEL, to: name)
    }

    /// Reads the description now and sets it when it changed.
    func updateDescription() {
        isReadingScheduled = false
        lastReading = FramePacing.now()
        descriptionReadings += 1
        let description = readDescription()
        guard description != self.description else { return }
        self.description = description
        set(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, to: description)
    }

    private func set(_ property: GtkAccessibleProperty, to text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))  // G_TYPE_STRING
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(OpaquePointer(widget), 1, &properties, &value)
        g_value_unset(&value)
    }
}

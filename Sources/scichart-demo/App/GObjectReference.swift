import CGtk

/// A pointer to a GObject as GTK's C API types it: `OpaquePointer` where the C struct is
/// private (`GtkHeaderBar *`), `UnsafeMutablePointer<T>` where it is public (`GtkWidget *`).
///
/// One object goes by several of these types (a toggle button is a `GtkToggleButton *`, a
/// `GtkButton *` and a `GtkWidget *`); ``cast(_:)`` converts between them as a C cast between
/// a class and its parent does.
protocol GObjectReference {
    /// The same pointer, typed as another class of the object.
    init(_ pointer: OpaquePointer)
    /// The pointer, untyped.
    var opaque: OpaquePointer { get }
}

extension OpaquePointer: GObjectReference {
    init(_ pointer: OpaquePointer) {
        self = pointer
    }

    var opaque: OpaquePointer { self }
}

extension UnsafeMutablePointer: GObjectReference {
    var opaque: OpaquePointer { OpaquePointer(self) }
}

extension Optional: GObjectReference where Wrapped: GObjectReference {
    init(_ pointer: OpaquePointer) {
        self = .some(Wrapped(pointer))
    }

    var opaque: OpaquePointer {
        guard let self else { fatalError("a GTK object pointer is null") }
        return self.opaque
    }
}

/// `object` as the pointer type the caller needs (a GTK function's parameter).
func cast<Target: GObjectReference>(_ object: some GObjectReference) -> Target {
    Target(object.opaque)
}

/// `object` as an untyped `gpointer`, as GObject's functions take it.
func raw(_ object: some GObjectReference) -> gpointer {
    UnsafeMutableRawPointer(object.opaque)
}

/// A widget made by GTK, or a stop with a message when GTK could not make it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// Unwraps a constructor's result: GTK's constructors return `NULL` only when out of memory.
func made(_ widget: Widget?, _ what: String) -> Widget {
    guard let widget else { fatalError("GTK could not make a \(what)") }
    return widget
}

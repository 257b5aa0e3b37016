import CGtk

/// GTK's C types import as different Swift pointer types: `UnsafeMutablePointer<GtkWidget>`
/// where the C struct is complete, `OpaquePointer` where it is not. These convert between
/// them as a C cast between a GObject and its parent or child class does.
enum GObjectPointers {
    /// The object as an untyped `gpointer`, as GObject's functions take it.
    static func raw(_ pointer: UnsafeMutablePointer<some Any>) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }

    /// The object as an untyped `gpointer`.
    static func raw(_ pointer: OpaquePointer) -> gpointer {
        UnsafeMutableRawPointer(pointer)
    }

    /// The object as a typed pointer to one of its classes.
    static func typed<T>(_ pointer: UnsafeMutablePointer<some Any>, as type: T.Type = T.self)
        -> UnsafeMutablePointer<T>
    {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// Connects `handler` to `signal` of `instance` with `data` as its last argument, as the
    /// C macro `g_signal_connect` does; returns the handler id.
    static func connect(
        _ instance: gpointer, _ signal: String, _ handler: GCallback, data: gpointer?
    ) -> gulong {
        g_signal_connect_data(instance, signal, handler, data, nil, GConnectFlags(rawValue: 0))
    }
}

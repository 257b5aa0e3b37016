import CGtk

/// A Swift closure that GTK calls: a signal handler's body, held by the signal's connection
/// (or an idle source) and released with it.
///
/// Isolated to the main actor, which makes it `Sendable`: the C trampolines below get it back
/// from their user-data pointer on whatever thread calls them, and run it only inside
/// `MainActor.assumeIsolated`, which stops the program unless that is the main thread (GTK
/// calls handlers on the thread that runs its main loop, the main one here).
@MainActor
final class Handler<Input: Sendable, Output: Sendable> {
    let body: (Input) -> Output

    init(_ body: @escaping (Input) -> Output) {
        self.body = body
    }

    /// The handler behind a user-data pointer, called on the main actor.
    nonisolated static func call(_ data: gpointer?, _ input: Input, default fallback: Output) -> Output {
        guard let data else { return fallback }
        let handler = Unmanaged<Handler>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated { handler.body(input) }
    }

    /// A retained pointer to the handler, for a connection that releases it with
    /// ``releaseHandler``.
    func retained() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

}

/// The `GClosureNotify` that drops a signal connection's reference to its ``Handler``.
let releaseHandler: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects Swift closures to GObject signals, one function per handler signature.
///
/// Each connection holds its closure until the object is finalised (or the handler is
/// disconnected); closures that refer back to their owner capture it `weak` or `unowned`.
@MainActor
enum Signals {
    /// A signal whose handler takes only the instance: `clicked`, `toggled`, `destroy`.
    @discardableResult
    static func connect(_ instance: some GObjectReference, _ signal: String, _ body: @escaping () -> Void)
        -> gulong
    {
        connect(instance, signal, unsafeBitCast(plain, to: GCallback.self), Handler<Void, Void>(body))
    }

    /// The `notify::PROPERTY` signal: `property` of `instance` changed.
    @discardableResult
    static func connectNotify(
        _ instance: some GObjectReference, property: String, _ body: @escaping () -> Void
    ) -> gulong {
        connect(
            instance, "notify::\(property)", unsafeBitCast(notify, to: GCallback.self),
            Handler<Void, Void>(body))
    }

    /// A native dialog's `response`, with the response id.
    @discardableResult
    static func connectResponse(_ dialog: some GObjectReference, _ body: @escaping (Int32) -> Void) -> gulong
    {
        connect(dialog, "response", unsafeBitCast(response, to: GCallback.self), Handler<Int32, Void>(body))
    }

    /// A signal whose handler takes only the instance and says whether it handled it
    /// (`close-request`: `true` keeps the window open).
    @discardableResult
    static func connectHandled(
        _ instance: some GObjectReference, _ signal: String, _ body: @escaping () -> Bool
    )
        -> gulong
    {
        connect(instance, signal, unsafeBitCast(handled, to: GCallback.self), Handler<Void, Bool>(body))
    }

    /// A key controller's `key-pressed`, with the key value and the modifiers held; the body
    /// returns whether it handled the key.
    @discardableResult
    static func connectKeyPressed(
        _ controller: some GObjectReference, _ body: @escaping (KeyPress) -> Bool
    ) -> gulong {
        connect(
            controller, "key-pressed", unsafeBitCast(keyPressed, to: GCallback.self),
            Handler<KeyPress, Bool>(body))
    }

    /// An action's `activate`, with its parameter when it is a string (`nil` otherwise).
    @discardableResult
    static func connectActivate(_ action: some GObjectReference, _ body: @escaping (String?) -> Void)
        -> gulong
    {
        connect(action, "activate", unsafeBitCast(activate, to: GCallback.self), Handler<String?, Void>(body))
    }

    /// An application's `open`, with the files' paths (files that have none left out).
    @discardableResult
    static func connectOpen(_ application: some GObjectReference, _ body: @escaping ([String]) -> Void)
        -> gulong
    {
        connect(application, "open", unsafeBitCast(open, to: GCallback.self), Handler<[String], Void>(body))
    }

    private static func connect<Input, Output>(
        _ instance: some GObjectReference, _ signal: String, _ callback: GCallback,
        _ handler: Handler<Input, Output>
    ) -> gulong {
        g_signal_connect_data(
            raw(instance), signal, callback, handler.retained(), releaseHandler,
            GConnectFlags(rawValue: 0))
    }

    // MARK: - Trampolines

    private static let plain: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        Handler<Void, Void>.call(data, (), default: ())
    }

    private static let handled: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
        Handler<Void, Bool>.call(data, (), default: false) ? 1 : 0
    }

    /// The second argument is the `GParamSpec` of the property.
    private static let notify: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        Handler<Void, Void>.call(data, (), default: ())
    }

    private static let response: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, id, data in
        Handler<Int32, Void>.call(data, id, default: ())
    }

    private static let keyPressed:
        @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean =
            { _, keyval, _, state, data in
                Handler<KeyPress, Bool>.call(data, KeyPress(keyval: keyval, state: state), default: false)
                    ? 1 : 0
            }

    private static let activate: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
        _, parameter, data in
        let text: String? =
            if let parameter, g_variant_is_of_type(parameter, stringVariantType) != 0 {
                String(cString: g_variant_get_string(parameter, nil))
            } else {
                nil
            }
        Handler<String?, Void>.call(data, text, default: ())
    }

    private static let open:
        @convention(c) (
            gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<gchar>?, gpointer?
        ) ->
            Void = { _, files, count, _, data in
                var paths: [String] = []
                for index in 0..<Int(max(count, 0)) {
                    guard let file = files?[index], let path = g_file_get_path(file) else { continue }
                    paths.append(String(cString: path))
                    g_free(path)
                }
                Handler<[String], Void>.call(data, paths, default: ())
            }
}

/// A key press as a key controller reports it.
struct KeyPress: Sendable {
    /// The key's GDK key value (`GDK_KEY_z`).
    let keyval: guint
    /// The modifier keys and buttons held.
    let state: GdkModifierType

    /// The key value in lower case, so Shift+Z and Z compare alike.
    var lowercased: Int32 { Int32(bitPattern: gdk_keyval_to_lower(keyval)) }
}

extension GdkModifierType {
    /// Whether the state holds every flag of `mask`.
    func contains(_ mask: GdkModifierType) -> Bool {
        rawValue & mask.rawValue == mask.rawValue
    }
}

/// GVariant's type of a string (`G_VARIANT_TYPE_STRING`, a C macro), made once and kept.
nonisolated(unsafe) let stringVariantType = g_variant_type_new("s")

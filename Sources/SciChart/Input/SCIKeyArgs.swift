import Foundation

/// A key press as a modifier sees it.
public struct SCIKeyArgs {
    /// The key pressed.
    public let key: SCIKey
    /// The modifier keys held.
    public let modifiers: SCIKeyModifiers
    /// Whether an earlier receiver handled this key.
    public let isHandled: Bool
}

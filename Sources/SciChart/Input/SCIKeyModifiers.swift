import Foundation

/// Keyboard modifier keys held during an event.
public struct SCIKeyModifiers: OptionSet, Hashable, Sendable {
    /// The keys as bits.
    public let rawValue: Int

    /// The keys whose bits are set in `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The Shift key.
    public static let shift = SCIKeyModifiers(rawValue: 1 << 0)
    /// The Control key.
    public static let control = SCIKeyModifiers(rawValue: 1 << 1)
    /// The Alt (Option) key.
    public static let alt = SCIKeyModifiers(rawValue: 1 << 2)
    /// The Command key (macOS) or Super key.
    public static let command = SCIKeyModifiers(rawValue: 1 << 3)
}

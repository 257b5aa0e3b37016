import Foundation

/// A text a label provider or formatter returns: `String` and `NSString` are ones, so a
/// provider may return either.
public protocol ISCIString {
    /// The text, as a Swift string.
    var stringValue: String { get }
}

extension String: ISCIString {
    public var stringValue: String { self }
}

extension Substring: ISCIString {
    public var stringValue: String { String(self) }
}

extension NSString: ISCIString {
    public var stringValue: String { description }
}

extension DateFormatter {
    /// A formatter of `format` (a Unicode TR35 date pattern, such as "dd/MM/yyyy") in the
    /// POSIX locale and UTC, so its text is the same on every machine.
    public static func create(withFormat format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }
}

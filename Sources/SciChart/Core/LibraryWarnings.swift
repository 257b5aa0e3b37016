import Foundation

/// Where the library says that it refused or replaced something a program asked for (an
/// unknown legend item, axes of different kinds linked), rather than doing so silently.
enum LibraryWarnings {
    /// Writes `message` to the sink: standard error unless a test replaced it.
    static func report(_ message: String) {
        let sink = sink.withLock { $0 }
        sink(message)
    }

    /// Where reports go: standard error (tests look at them here).
    static let sink = Locked<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    })
}

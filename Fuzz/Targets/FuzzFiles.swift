import Foundation

/// A folder of the process' own for the files the targets write (a CSV, an SQLite file), under
/// the temporary folder, made once.
enum FuzzFiles {
    static let folder: String = {
        let path = NSTemporaryDirectory() + "scichart-fuzz-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Writes `data` to `name` in the folder, replacing it (and an SQLite file's journals).
    static func write(_ data: Data, to name: String) -> String {
        let path = folder + "/" + name
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            fatalError("cannot write \(path)")
        }
        return path
    }
}

import CGtk
import Foundation
import SciChart

/// ``DemoSettings`` in a `GKeyFile` (an INI file GLib reads and writes):
/// `$XDG_CONFIG_HOME/scichart-demo/settings.ini` (by default under `~/.config`). GSettings
/// would need a schema installed, which a program run from its build folder has not.
///
/// A file GLib cannot parse is moved aside (`settings.unreadable.ini`, or
/// `settings.unreadable-2.ini` and on when that is taken), never overwritten, and the defaults
/// are used; a value that makes no sense (a theme of no such name, a range with
/// no width) is left out, the others kept.
struct SettingsFile {
    let url: URL

    /// The file in `folder`.
    init(folder: URL) {
        url = folder.appendingPathComponent("settings.ini")
    }

    /// The file in the user's configuration folder as the XDG base directory rules give it
    /// from `environment`: `XDG_CONFIG_HOME` when it is an absolute path, else
    /// `HOME/.config`; `nil` when neither is set.
    init?(environment: [String: String]) {
        guard let base = XDGFolder.base("XDG_CONFIG_HOME", homeRelative: ".config", environment: environment)
        else { return nil }
        self.init(folder: base.appendingPathComponent("scichart-demo", isDirectory: true))
    }

    /// Why the settings could not be read.
    struct Unreadable: Error, Equatable {
        /// What to tell the user.
        let message: String
    }

    /// The settings in the file: the defaults when there is none; a failure, with the file
    /// moved aside, when GLib cannot parse it.
    func read() -> Result<DemoSettings, Unreadable> {
        guard FileManager.default.fileExists(atPath: url.path) else { return .success(DemoSettings()) }
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(file, url.path, G_KEY_FILE_NONE, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            let aside = Self.freeName(besides: url)
            let moved = (try? FileManager.default.moveItem(at: url, to: aside)) != nil
            return .failure(
                Unreadable(
                    message:
                        "The settings in \(url.path) could not be read (\(reason)); the defaults are used"
                        + (moved ? " and the file was moved to \(aside.lastPathComponent)." : ".")))
        }
        return .success(Self.settings(in: KeyFile(file)))
    }

    /// Writes `settings`, making the folder if need be.
    func write(_ settings: DemoSettings) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let file = g_key_file_new()
        defer { g_key_file_free(file) }
        Self.store(settings, in: KeyFile(file))
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, url.path, &error) != 0 else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw Unreadable(message: "Could not write the settings to \(url.path): \(reason)")
        }
    }

    private static let window = "window"

    /// `settings.unreadable.ini` beside `url`, or the first of `settings.unreadable-2.ini`,
    /// `-3` and on that is free.
    private static func freeName(besides url: URL) -> URL {
        let stem = url.deletingPathExtension().lastPathComponent + ".unreadable"
        let folder = url.deletingLastPathComponent()
        var number = 1
        var candidate = folder.appendingPathComponent("\(stem).ini")
        while FileManager.default.fileExists(atPath: candidate.path) {
            number += 1
            candidate = folder.appendingPathComponent("\(stem)-\(number).ini")
        }
        return candidate
    }
    /// The window sizes taken back, in points: smaller or larger ones are not a window's.
    static let sizeLimits = 200...20_000
    private static func group(_ page: String) -> String { "page \(page)" }

    private static func settings(in file: KeyFile) -> DemoSettings {
        var settings = DemoSettings()
        if let theme = file.string(window, "theme") { settings.theme = theme }
        if let magnet = file.string(window, "magnet").flatMap(SCIMagnetMode.init(rawValue:)) {
            settings.magnet = magnet
        }
        if let magnet = file.string(window, "magnet-when-on").flatMap(SCIMagnetMode.init(rawValue:)),
            magnet != .off
        {
            settings.magnetWhenOn = magnet
        }
        settings.page = file.string(window, "page")
        if let size = file.integers(window, "size"), size.count == 2, size.allSatisfy(sizeLimits.contains) {
            settings.windowSize = DemoSettings.Size(width: size[0], height: size[1])
        }
        settings.isMaximized = file.bool(window, "maximized") ?? false
        settings.folder = file.string(window, "folder").flatMap { $0.hasPrefix("/") ? $0 : nil }
        for group in file.groups where group.hasPrefix("page ") {
            var page = PageSettings()
            if let range = file.doubles(group, "x-range"), range.count == 2, range.allSatisfy(\.isFinite),
                range[0] < range[1]
            {
                page.xRange = range[0]...range[1]
            }
            page.hiddenSeries = file.strings(group, "hidden-series") ?? []
            page.legendCorner = file.string(group, "legend-corner")
            page.legendCollapsed = file.bool(group, "legend-collapsed")
            page.studies = file.strings(group, "studies")
            page.bollinger = file.bool(group, "bollinger")
            page.paneHeights = file.doubles(group, "pane-heights").flatMap { heights in
                let sensible = heights.allSatisfy { $0 >= 0 && $0 <= Double(sizeLimits.upperBound) }
                return sensible && heights.contains { $0 > 0 } ? heights : nil
            }
            settings.pages[String(group.dropFirst("page ".count))] = page
        }
        return settings
    }

    private static func store(_ settings: DemoSettings, in file: KeyFile) {
        file.set(window, "theme", string: settings.theme)
        file.set(window, "magnet", string: settings.magnet.rawValue)
        file.set(window, "magnet-when-on", string: settings.magnetWhenOn.rawValue)
        if let page = settings.page { file.set(window, "page", string: page) }
        if let size = settings.windowSize { file.set(window, "size", integers: [size.width, size.height]) }
        file.set(window, "maximized", bool: settings.isMaximized)
        if let folder = settings.folder { file.set(window, "folder", string: folder) }
        for (name, page) in settings.pages.sorted(by: { $0.key < $1.key }) {
            let group = group(name)
            if let range = page.xRange {
                file.set(group, "x-range", doubles: [range.lowerBound, range.upperBound])
            }
            file.set(group, "hidden-series", strings: page.hiddenSeries)
            if let corner = page.legendCorner { file.set(group, "legend-corner", string: corner) }
            if let collapsed = page.legendCollapsed { file.set(group, "legend-collapsed", bool: collapsed) }
            if let studies = page.studies { file.set(group, "studies", strings: studies) }
            if let bollinger = page.bollinger { file.set(group, "bollinger", bool: bollinger) }
            if let heights = page.paneHeights { file.set(group, "pane-heights", doubles: heights) }
        }
    }
}

/// Typed reads and writes of a `GKeyFile`; a key that is missing or of the wrong type reads
/// as `nil`.
private struct KeyFile {
    let file: OpaquePointer?

    init(_ file: OpaquePointer?) {
        self.file = file
    }

    var groups: [String] {
        var count: gsize = 0
        guard let names = g_key_file_get_groups(file, &count) else { return [] }
        defer { g_strfreev(names) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    func string(_ group: String, _ key: String) -> String? {
        guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    func bool(_ group: String, _ key: String) -> Bool? {
        var error: UnsafeMutablePointer<GError>?
        let value = g_key_file_get_boolean(file, group, key, &error)
        guard error == nil else {
            g_clear_error(&error)
            return nil
        }
        return value != 0
    }

    func strings(_ group: String, _ key: String) -> [String]? {
        var count: gsize = 0
        guard let values = g_key_file_get_string_list(file, group, key, &count, nil) else { return nil }
        defer { g_strfreev(values) }
        return (0..<Int(count)).compactMap { values[$0].map { String(cString: $0) } }
    }

    func doubles(_ group: String, _ key: String) -> [Double]? {
        var count: gsize = 0
        guard let values = g_key_file_get_double_list(file, group, key, &count, nil) else { return nil }
        defer { g_free(values) }
        return (0..<Int(count)).map { values[$0] }
    }

    func set(_ group: String, _ key: String, string: String) {
        g_key_file_set_string(file, group, key, string)
    }

    func set(_ group: String, _ key: String, bool: Bool) {
        g_key_file_set_boolean(file, group, key, bool ? 1 : 0)
    }

    func set(_ group: String, _ key: String, strings: [String]) {
        guard !strings.isEmpty else {
            g_key_file_set_string_list(file, group, key, nil, 0)
            return
        }
        var pointers = strings.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                g_key_file_set_string_list(file, group, key, $0, gsize(buffer.count))
            }
        }
    }

    func integers(_ group: String, _ key: String) -> [Int]? {
        var count: gsize = 0
        guard let values = g_key_file_get_integer_list(file, group, key, &count, nil) else { return nil }
        defer { g_free(values) }
        return (0..<Int(count)).map { Int(values[$0]) }
    }

    func set(_ group: String, _ key: String, integers: [Int]) {
        var values = integers.map { gint(clamping: $0) }
        values.withUnsafeMutableBufferPointer {
            g_key_file_set_integer_list(file, group, key, $0.baseAddress, gsize($0.count))
        }
    }

    func set(_ group: String, _ key: String, doubles: [Double]) {
        var values = doubles
        values.withUnsafeMutableBufferPointer {
            g_key_file_set_double_list(file, group, key, $0.baseAddress, gsize($0.count))
        }
    }
}

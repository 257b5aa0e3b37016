import Foundation

/// The XDG base directory rule for one of the user's folders: the variable when it holds an
/// absolute path, else `HOME` and the folder's default place under it.
enum XDGFolder {
    /// `variable` from `environment` when absolute, else `HOME/homeRelative`; `nil` when
    /// neither is set to an absolute path.
    static func base(_ variable: String, homeRelative: String, environment: [String: String]) -> URL? {
        if let path = environment[variable], path.hasPrefix("/") {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(homeRelative)
        }
        return nil
    }
}

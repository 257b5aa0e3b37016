import Foundation

/// Paths grouped by a key (a side of a bar, a palette's colours), in the order the keys first
/// appear: shapes of one look are drawn by one command.
struct PathGroups<Key: Hashable> {
    private(set) var keys: [Key] = []
    private(set) var paths: [SCIPath] = []
    private var positions: [Key: Int] = [:]

    /// Lets `body` add to the path of `key`.
    mutating func add(to key: Key, _ body: (inout SCIPath) -> Void) {
        let position: Int
        if let known = positions[key] {
            position = known
        } else {
            position = keys.count
            positions[key] = position
            keys.append(key)
            paths.append(SCIPath())
        }
        body(&paths[position])
    }

    /// Each key with its path.
    var groups: Zip2Sequence<[Key], [SCIPath]> { zip(keys, paths) }
}

import SciChart

/// The tables of one stored series: the rows `T`, the levels `T__level1` ... and the meta row
/// `T__meta`, from a name checked to be a plain identifier.
struct SeriesTables: Sendable {
    /// The series' name as given, a plain identifier.
    let name: String

    /// Checks `name` against `^[A-Za-z_][A-Za-z0-9_]{0,47}$`; anything else is refused.
    init(_ name: String) throws(SCIPointStoreError) {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
        }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard (1...48).contains(bytes.count), isLetter(bytes[0]),
            bytes.allSatisfy({ isLetter($0) || isDigit($0) })
        else {
            throw .refusedName(Self.shown(name))
        }
        self.name = name
    }

    /// The tables of a series about to be imported as `name`: a plain identifier without
    /// `__`, which separates a series' name from its tables' suffixes, so that no series'
    /// tables are another's (`t__meta` would be series `t`'s meta table). Series imported
    /// before the rule still open by their names.
    static func forImport(_ name: String) throws(SCIPointStoreError) -> SeriesTables {
        let tables = try SeriesTables(name)
        guard !name.contains("__") else {
            throw .refusedName("\(shown(name)): a series' name has no \"__\", which its tables' names use")
        }
        return tables
    }

    /// The most level tables an import looks for when it replaces a series.
    static let mostLevels = 64

    /// The rows' table name, unquoted (for the catalogue).
    var rawName: String { name }
    /// The meta table's name, unquoted.
    var metaName: String { name + "__meta" }
    /// The name of level `level`'s table, unquoted.
    func levelName(_ level: Int) -> String { "\(name)__level\(level)" }

    /// The rows' table, quoted for SQL.
    var raw: String { Self.quoted(rawName) }
    /// The meta table, quoted.
    var meta: String { Self.quoted(metaName) }
    /// Level `level`'s table, quoted.
    func level(_ level: Int) -> String { Self.quoted(levelName(level)) }
    /// The name of an index of level `level` on `column`, quoted.
    func levelIndex(_ level: Int, column: String) -> String { Self.quoted("\(levelName(level))__\(column)") }

    /// A checked identifier in double quotes (it holds no quote to escape).
    static func quoted(_ identifier: String) -> String { "\"\(identifier)\"" }

    /// A refused name as a message shows it: quoted, and cut when long.
    static func shown(_ name: String) -> String {
        let cut = name.count > 60 ? String(name.prefix(60)) + "…" : name
        return "\"\(cut)\""
    }
}

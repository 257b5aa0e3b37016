/// What is wrong with a price file, said so that its owner can fix it: the file, the line
/// (from 1) and the column at fault when there is one, what is wrong and what to do.
public struct SCICSVPriceError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file, as it was named.
    public let path: String
    /// The line at fault, from 1 (`nil` for the file as a whole).
    public let line: Int?
    /// The header's name of the column at fault, when one is.
    public let column: String?
    /// What is wrong, and how to fix it where there is a fix.
    public let reason: String

    /// An error about `path`, at `line` and `column` when given.
    public init(path: String, line: Int? = nil, column: String? = nil, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `path:line: reason`.
    public var description: String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(reason)"
    }
}

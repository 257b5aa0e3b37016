/// Which columns of a price file hold the date, open, high, low and close: found by the
/// names exporters use (case, spaces and punctuation aside), or named by the user.
struct PriceColumns {
    /// The column names the user gave (`--date`, `--open`, `--high`, `--low`, `--close`),
    /// by field.
    var named: [Field: String] = [:]

    enum Field: String, CaseIterable {
        case date, open, high, low, close

        /// The names exporters write for the field, best first, in the form ``key(_:)``
        /// gives: Yahoo's "Close" before its "Adj Close", barchart.com's "Last", Nasdaq's
        /// "Close/Last".
        var names: [String] {
            switch self {
            case .date:
                [
                    "date", "datetime", "time", "timestamp", "tradedate", "dateutc", "timeutc",
                    "datetimeutc", "timestamputc",
                ]
            case .open: ["open", "openprice"]
            case .high: ["high", "highprice"]
            case .low: ["low", "lowprice"]
            case .close:
                ["close", "last", "closelast", "price", "lastprice", "closeprice", "settle", "adjclose"]
            }
        }

        /// The option that names the field's column.
        var option: String { "--\(rawValue)" }

        /// The field as a header writes it.
        var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// `name` in lower case without spaces or punctuation: "Adj Close" and "adj_close" are
    /// "adjclose", "Date/Time" is "datetime".
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// What is wrong with the columns asked for.
    struct Missing: Error {
        var field: Field
        /// The name the user gave, when the header lacks it.
        var named: String?
    }

    /// The index of each field's column in `header`, `nil` for a field the file lacks;
    /// throws when the user named a column the header does not have.
    func indices(in header: [String]) throws(Missing) -> [Field: Int] {
        let keys = header.map(Self.key)
        var found: [Field: Int] = [:]
        for field in Field.allCases {
            if let name = named[field] {
                guard let index = header.firstIndex(of: name) ?? keys.firstIndex(of: Self.key(name)) else {
                    throw Missing(field: field, named: name)
                }
                found[field] = index
            } else if let index = field.names.lazy.compactMap({ keys.firstIndex(of: $0) }).first {
                found[field] = index
            }
        }
        return found
    }
}

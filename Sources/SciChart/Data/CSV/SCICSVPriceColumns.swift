/// Which columns of a price file hold the date, the prices and the volume: found by the
/// names exporters write (case, spaces and punctuation aside), or named by the user.
///
/// Yahoo's `Close` is read before its `Adj Close`, barchart.com's `Last` and Nasdaq's
/// `Close/Last` as the close; `Time`, `Datetime` and `Timestamp` as the date; `Vol` as the
/// volume.
public struct SCICSVPriceColumns: Sendable, Equatable {
    /// A column a price file may have.
    public enum Field: String, CaseIterable, Sendable {
        /// The bar's date (and time).
        case date
        /// The first price of the bar.
        case open
        /// The highest price of the bar.
        case high
        /// The lowest price of the bar.
        case low
        /// The last price of the bar.
        case close
        /// The quantity traded in the bar.
        case volume

        /// The names exporters write for the field, best first, in the form ``key(_:)``
        /// gives.
        public var names: [String] {
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
            case .volume: ["volume", "vol", "totalvolume"]
            }
        }

        /// The field as a header writes it (`Close`).
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// The column names the user gave, by field: the header's name as written, or in any
    /// case, spacing and punctuation.
    public var named: [Field: String]

    /// Columns found by their names, except those `named`.
    public init(named: [Field: String] = [:]) {
        self.named = named
    }

    /// `name` in lower case without spaces or punctuation: "Adj Close" and "adj_close" are
    /// "adjclose", "Date/Time" is "datetime".
    public static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The columns a price file whose first line is `header` would be read from, by field
    /// (indices from 0; fields it lacks, or named but missing, left out): a caller can tell
    /// a price file from other CSV files by its date and close.
    public func columns(inHeader header: String) -> [Field: Int] {
        var bytes = Array(header.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes.withUnsafeBufferPointer { buffer in
            let line = CSVLines.split(buffer).first ?? 0..<0
            let tokenizer = CSVTokenizer(separator: CSVTokenizer.separator(ofHeader: buffer, line))
            var ranges: [Range<Int>] = []
            tokenizer.split(buffer, line, into: &ranges)
            return indices(in: ranges.map { CSVTokenizer.text(buffer, $0) }).found
        }
    }

    /// The index of each field's column in `header`, without the fields the file lacks; the
    /// field the user named that `header` lacks is returned as `missing`.
    func indices(in header: [String]) -> (found: [Field: Int], missing: Field?) {
        let keys = header.map(Self.key)
        var found: [Field: Int] = [:]
        for field in Field.allCases {
            if let name = named[field] {
                guard let index = header.firstIndex(of: name) ?? keys.firstIndex(of: Self.key(name)) else {
                    return (found, field)
                }
                found[field] = index
            } else if let index = field.names.lazy.compactMap({ keys.firstIndex(of: $0) }).first {
                found[field] = index
            }
        }
        return (found, nil)
    }
}

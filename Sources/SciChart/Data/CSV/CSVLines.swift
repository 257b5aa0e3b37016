/// The lines of CSV bytes held whole in memory.
enum CSVLines {
    /// The lines of `bytes`, without their newlines or carriage returns, the first without
    /// a UTF-8 byte-order mark; a last line that is empty is not one.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline || byte == carriageReturn {
                lines.append(start..<index)
                // CRLF is one line end.
                if byte == carriageReturn, index + 1 < bytes.count, bytes[index + 1] == newline { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    /// Whether `line` holds nothing but spaces and tabs.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        bytes[line].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}

import Foundation

/// Takes passwords out of text before it reaches an error: the password of the connection
/// string wherever it appears, `password=…` settings and the password of
/// `postgresql://user:password@host` addresses.
struct PasswordScrubber: Sendable {
    /// The password the connection string gave, if any.
    let password: String?

    /// The text with every password replaced by `***`.
    func scrub(_ text: String) -> String {
        var result = text
        if let password, !password.isEmpty { result = result.replacingEvery(password, with: "***") }
        return Self.scrubSettings(Self.scrubAddresses(result))
    }

    /// `password=secret`, `password = 'se cret'` → `password=***`.
    private static func scrubSettings(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let range = rest.range(of: "password", options: .caseInsensitive) {
            output += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let afterSpaces = rest.drop(while: { $0 == " " })
            guard afterSpaces.first == "=" else { continue }
            var value = afterSpaces.dropFirst().drop(while: { $0 == " " })
            if value.first == "'" {
                // A quoted value ends at an unescaped quote.
                value = value.dropFirst()
                var escaped = false
                while let character = value.first {
                    value = value.dropFirst()
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "'" {
                        break
                    }
                }
            } else {
                value = value.drop(while: { !$0.isWhitespace && $0 != "&" })
            }
            output += "=***"
            rest = value
        }
        return output + rest
    }

    /// `scheme://user:secret@host` → `scheme://user:***@host`.
    private static func scrubAddresses(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            output += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            // The authority runs to the first "/", "?", "#" or space; its user part to the last "@".
            let authorityEnd = rest.firstIndex(where: { "/?# \n".contains($0) }) ?? rest.endIndex
            let authority = rest[..<authorityEnd]
            guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":")
            else {
                continue
            }
            output += rest[..<colon] + ":***"
            rest = rest[at...]
        }
        return output + rest
    }
}

extension String {
    /// The text with every occurrence of `target` replaced.
    fileprivate func replacingEvery(_ target: String, with replacement: String) -> String {
        var output = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            output += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return output + rest
    }
}

// Text inside HTML and XML: the reports, the JUnit file and the gallery page.

import Foundation

extension String {
    /// Escapes text for XML attributes and content; drops characters XML 1.0 forbids.
    public var markupEscaped: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A file name as a relative URL: everything but unreserved characters and @
    /// percent-encoded (a kind with spaces, commas, # or % still links).
    public var urlPathEscaped: String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~@")
        return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
    }
}

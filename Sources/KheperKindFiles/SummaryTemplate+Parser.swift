import Foundation
import KheperCore

extension SummaryTemplate {
    /// Reads a template's text into parts, one scalar at a time, naming the template's JSON path on any problem.
    struct Parser {
        let text: [Unicode.Scalar]
        let fields: [FieldSpec]
        let file: String
        let path: JSONPath
        var index = 0

        init(text: [Unicode.Scalar], fields: [FieldSpec], file: String, path: JSONPath) {
            self.text = text
            self.fields = fields
            self.file = file
            self.path = path
        }

        /// Every part, with optional sections one level deep.
        mutating func parse() throws(KindFileError) -> [Part] {
            if let control = text.first(where: { $0.properties.generalCategory == .control }) {
                throw failure("holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
            }
            var parts: [Part] = []
            var section: [Part]?
            var literal = ""
            func flush(into target: inout [Part]) {
                if !literal.isEmpty { target.append(.literal(literal)) }
                literal = ""
            }
            while index < text.count {
                let scalar = text[index]
                let doubled = index + 1 < text.count && text[index + 1] == scalar
                switch scalar {
                case "{" where doubled, "}" where doubled, "[" where doubled, "]" where doubled:
                    literal.unicodeScalars.append(scalar)
                    index += 2
                case "{":
                    if section != nil { flush(into: &section!) } else { flush(into: &parts) }
                    let placeholder = try readPlaceholder()
                    if section != nil { section!.append(placeholder) } else { parts.append(placeholder) }
                case "[":
                    guard section == nil else { throw failure("opens a \"[\" section inside another") }
                    flush(into: &parts)
                    section = []
                    index += 1
                case "]":
                    guard var inner = section else {
                        throw failure("closes a \"]\" section that was never opened; write \"]]\" for a bracket")
                    }
                    flush(into: &inner)
                    parts.append(.optional(inner))
                    section = nil
                    index += 1
                case "}":
                    throw failure("has a \"}\" outside a placeholder; write \"}}\" for a brace")
                default:
                    literal.unicodeScalars.append(scalar)
                    index += 1
                }
            }
            guard section == nil else { throw failure("leaves a \"[\" section open; close it with \"]\"") }
            flush(into: &parts)
            return parts
        }

        /// `{field}` or `{field|format}`, starting at the `{`.
        private mutating func readPlaceholder() throws(KindFileError) -> Part {
            let start = index + 1
            guard let end = text[start...].firstIndex(of: "}") else {
                throw failure("leaves a \"{\" placeholder open; close it with \"}\"")
            }
            index = end + 1
            var body = ""
            body.unicodeScalars.append(contentsOf: text[start..<end])
            let pieces = body.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pieces[0].trimmingCharacters(in: .whitespaces)
            guard let spec = fields[field: name] else {
                let known =
                    fields.isEmpty
                    ? "the file declares no fields" : "expected one of: " + fields.map(\.name).joined(separator: ", ")
                throw failure("names the field \"\(name)\" in {\(body)}, which is not declared; \(known)")
            }
            guard pieces.count == 2 else { return .field(name, format: nil) }
            let formatName = pieces[1].trimmingCharacters(in: .whitespaces)
            guard let format = Format(rawValue: formatName) else {
                let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw failure("uses the format \"\(formatName)\" in {\(body)}; expected one of: \(formats)")
            }
            if format != .unit, !spec.type.isNumeric {
                throw failure(
                    "uses the format \"\(formatName)\" for the \(spec.type.name) field \"\(name)\"; "
                        + "\"\(formatName)\" needs a number")
            }
            return .field(name, format: format)
        }

        private func failure(_ problem: String) -> KindFileError {
            KindFileError(.invalid, file: file, at: path, "the template " + problem)
        }
    }
}

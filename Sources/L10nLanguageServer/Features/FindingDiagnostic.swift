import L10nCheck
import L10nModel

/// A lint finding as an editor shows it (`Diagnostic`): its severity, its rule as the code, its
/// message made inert, and a range over what it is about — the literal in code, the key (or
/// element) in a localization file — rather than one character.
package enum FindingDiagnostic {
  /// The diagnostic of `finding` in `document`, its range in `encoding`; `data` defaults to the
  /// finding's cell.
  package static func diagnostic(
    _ finding: Finding, in document: TextDocument, encoding: PositionEncoding,
    data: LSPDiagnosticData? = nil
  ) -> LSPDiagnostic {
    LSPDiagnostic(
      range: range(at: finding.location, in: document, encoding: encoding),
      severity: severity(finding.severity), code: finding.ruleID,
      message: inert(finding.message),
      data: data
        ?? finding.cell.map {
          LSPDiagnosticData(
            key: $0.key.text, table: $0.table.path, language: $0.language.code)
        })
  }

  /// The protocol's severity of a finding's.
  package static func severity(_ severity: L10nCheck.Severity) -> LSPDiagnostic.Severity {
    switch severity {
    case .error: .error
    case .warning: .warning
    case .info: .information
    }
  }

  /// `text` with every character an editor would not show as it is (controls, line
  /// separators, direction marks: `ContentExcerpt.isShown`) written `\u{…}`.
  package static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { !ContentExcerpt.isShown($0) }) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      if ContentExcerpt.isShown(scalar) {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return output
  }

  /// The range of the token that starts at `location` (a scanner's or a reader's: line from
  /// 1, column in scalars from 1), on its line: a string literal (`"…"`, `@"…"`, `#"…"#`) to
  /// its closing quote, an XML element to its end tag, a name (`L10n.title`) to its end,
  /// anything else to the end of its line's text; at least one character when the line has one.
  package static func range(
    at location: SourceLocation, in document: TextDocument, encoding: PositionEncoding
  ) -> LSPRange {
    let start = document.position(of: location, encoding: encoding)
    let line = Array(document.line(start.line).unicodeScalars)
    let first = min(max(0, location.column - 1), line.count)
    let last = tokenEnd(line, from: first)
    var end = start
    for scalar in line[first..<last] { end.character += encoding.width(of: scalar) }
    return LSPRange(start: start, end: end)
  }

  /// Where the token starting at `start` of `line` ends (an index of `line`).
  static func tokenEnd(_ line: [Unicode.Scalar], from start: Int) -> Int {
    guard start < line.count else { return start }
    var index = start
    if line[index] == "@", index + 1 < line.count, line[index + 1] == "\"" { index += 1 }
    var hashes = 0
    while index < line.count, line[index] == "#" {
      hashes += 1
      index += 1
    }
    if index < line.count, line[index] == "\"" {
      return quotedEnd(line, from: index, hashes: hashes)
    }
    index = start
    if line[index] == "<" {
      let closing = firstIndex(of: Array("</".unicodeScalars), in: line, from: index)
      if let closing, let end = line[closing...].firstIndex(of: ">") { return end + 1 }
    }
    while index < line.count, isNamePart(line[index]) { index += 1 }
    if index > start { return index }
    var end = line.count
    while end > start + 1, line[end - 1].properties.isWhitespace { end -= 1 }
    return end
  }

  /// The end of the literal whose opening quote is at `quote` (after `hashes` `#`s): after its
  /// closing quote and as many `#`s, else the line's end.
  private static func quotedEnd(_ line: [Unicode.Scalar], from quote: Int, hashes: Int) -> Int {
    var index = quote + 1
    while index < line.count {
      if hashes == 0, line[index] == "\\" {
        index += 2
        continue
      }
      if line[index] == "\"" {
        var closing = 0
        while closing < hashes, index + 1 + closing < line.count,
          line[index + 1 + closing] == "#"
        {
          closing += 1
        }
        if closing == hashes { return index + 1 + hashes }
      }
      index += 1
    }
    return line.count
  }

  private static func firstIndex(
    of needle: [Unicode.Scalar], in line: [Unicode.Scalar], from start: Int
  ) -> Int? {
    guard start <= line.count - needle.count else { return nil }
    return (start...(line.count - needle.count)).first {
      line[$0..<$0 + needle.count] == needle[...]
    }
  }

  private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "." || scalar == "$" || scalar.properties.isAlphabetic
      || ("0"..."9").contains(scalar)
  }
}

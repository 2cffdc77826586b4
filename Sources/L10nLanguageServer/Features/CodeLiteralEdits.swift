import L10nFormats
import L10nModel

/// Edits of the string literals that spell a key in code: each use the scan found, read again
/// from the file's text as the client has it (the open document's, else the disk's), its
/// content replaced by the new key escaped for the literal's language.
enum CodeLiteralEdits {
  /// The edits, by document URI, renaming `key` to `newKey` in the literals of `uses`.
  ///
  /// Refused when a use's file is outside `root` or cannot be read as UTF-8, or its literal is
  /// no longer there or does not spell the key alone (the file changed since it was scanned, a
  /// wrapper adds text around it, literals are concatenated), or the new key cannot be spelled
  /// in it (a raw string that would have to hold its own delimiter).
  static func edits(
    renaming key: String, to newKey: String, at uses: [CodeReference], root: String,
    open: OpenDocuments, encoding: PositionEncoding, readFile: (String) -> [UInt8]?
  ) throws(EditRefusal) -> [String: [LSPTextEdit]] {
    var byPath: [String: [CodeReference]] = [:]
    for use in uses { byPath[use.path, default: []].append(use) }
    var edits: [String: [LSPTextEdit]] = [:]
    for (path, uses) in byPath.sorted(by: { $0.key < $1.key }) {
      let name = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
      guard DocumentURI.path(path, isInside: root) else {
        throw EditRefusal("\(name) uses the key and is outside the workspace")
      }
      let document = try self.document(path, name: name, open: open, readFile: readFile)
      let bytes = Array(document.text.utf8)
      var ranges: Set<Range<Int>> = []
      for use in uses {
        let place = "\(name):\(use.location)"
        let start = document.utf8Offset(
          of: document.position(of: use.location, encoding: .utf8), encoding: .utf8)
        // A literal longer than this is not a key.
        let tokens = SourceTokens(bytes, from: start, to: min(bytes.count, start + (1 << 16)))
        guard let literal = tokens.tokens.first?.string, literal.range.lowerBound == start,
          literal.isClosed, !literal.hasInterpolation
        else {
          throw EditRefusal(
            "\(place) has no literal of the key any more: save the file (or wait for the scan)")
        }
        guard tokens.text(of: literal) == key else {
          throw EditRefusal(
            "\(place): the literal there is not the key alone (a wrapper or a concatenation "
              + "adds to it, or the file changed since it was scanned)")
        }
        ranges.insert(literal.contentRange)
        let content = try spelled(newKey, in: literal, place: place)
        edits[document.uri, default: []].append(
          LSPTextEdit(
            range: document.range(utf8: literal.contentRange, encoding: encoding),
            newText: content))
      }
      // Two uses of one literal (a wrapper called twice) edit it once.
      if ranges.count < uses.count, let list = edits[document.uri] {
        var seen: Set<LSPRange> = []
        edits[document.uri] = list.filter { seen.insert($0.range).inserted }
      }
    }
    return edits
  }

  /// The open document of `path`, else the file's text as one.
  private static func document(
    _ path: String, name: String, open: OpenDocuments, readFile: (String) -> [UInt8]?
  ) throws(EditRefusal) -> TextDocument {
    if let document = open[path] { return document }
    guard let bytes = readFile(path) else { throw EditRefusal("\(name) cannot be read") }
    guard case .success(let text) = EditableText.decode(bytes) else {
      throw EditRefusal("\(name) is not UTF-8 or UTF-16 text")
    }
    return TextDocument(
      uri: DocumentURI.uri(ofPath: path), languageID: "", version: 0, text: text)
  }

  /// `key` written inside `literal`: its `\\` and `"` escaped (Swift's and C's spelling alike;
  /// a key has no control characters), or as it is in a raw string (`#"…"#`) when it does not
  /// close it there.
  static func spelled(_ key: String, in literal: SourceTokens.StringLiteral, place: String)
    throws(EditRefusal) -> String
  {
    guard literal.pounds == 0 else {
      let pounds = String(repeating: "#", count: literal.pounds)
      if key.contains("\"" + pounds) || key.contains("\\" + pounds) {
        throw EditRefusal(
          "\(place) is a raw string the new key cannot be written in (it would close it or "
            + "escape in it)")
      }
      return key
    }
    return key.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
  }
}

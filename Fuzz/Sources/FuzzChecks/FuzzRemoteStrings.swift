import L10nFormats
import L10nModel

/// Remote strings JSON: an unedited document writes back byte for byte in keep-order, in any
/// layout; the sorted write re-reads to the same cells (every language's keys and values),
/// and is idempotent.
public func fuzzRemoteStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let format = RemoteStringsFormat()
  guard let content = try? format.read(bytes, path: "fuzz.json"),
    case .document(let document) = content
  else { return 0 }
  Fuzz.requireEqual(
    format.render(content, order: .keepOrder), bytes,
    "keep-order writes an unedited file back byte for byte")
  guard let sorted = format.render(content, order: .sorted) else {
    Fuzz.fail("the format renders its own document")
  }
  let reread = Fuzz.reread("the sorted write") { try format.read(sorted, path: "fuzz.json") }
  guard case .document(let rereadDocument) = reread else {
    Fuzz.fail("the sorted write reads back as a document")
  }
  Fuzz.requireEqual(
    cells(rereadDocument), cells(document), "the sorted write keeps every language's cells")
  Fuzz.requireEqual(
    format.render(reread, order: .sorted), sorted, "the sorted write is idempotent")
  return 0
}

/// The effective cells: each language's content of each key (the last of a repeated key wins).
private func cells(_ document: any CellDocument) -> [String: CellContent] {
  var cells: [String: CellContent] = [:]
  for (entry, key) in document.keys.enumerated() {
    for language in document.languages {
      cells[Fuzz.scalars(key.text) + " " + language.code] = document.content(
        entry: entry, language: language)
    }
  }
  return cells
}

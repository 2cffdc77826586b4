import L10nFormats
import L10nModel

/// String Catalogs: keep-order writes the members as read (a fixed point, the same tree); the
/// sorted write keeps every key, comment and localized value, and is idempotent.
public func fuzzXCStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? XCStringsFileReader.read(bytes, path: "fuzz.xcstrings") else {
    return 0
  }
  let kept = XCStringsWriter.render(document, order: .keepOrder)
  let rereadKept = reread(kept, "the keep-order write")
  Fuzz.require(Fuzz.sameTree(rereadKept.root, document.root), "keep-order keeps the tree")
  Fuzz.requireEqual(
    XCStringsWriter.render(rereadKept, order: .keepOrder), kept, "keep-order is a fixed point")

  let sorted = XCStringsWriter.render(document, order: .sorted)
  let rereadSorted = reread(sorted, "the sorted write")
  Fuzz.requireEqual(
    Set(rereadSorted.keys), Set(document.keys), "the sorted write keeps every key")
  Fuzz.requireEqual(
    rereadSorted.sourceLanguage, document.sourceLanguage, "the sorted write keeps the source")
  Fuzz.requireEqual(cells(rereadSorted), cells(document), "the sorted write keeps every value")
  Fuzz.requireEqual(
    XCStringsWriter.render(rereadSorted, order: .sorted), sorted, "the sorted write is idempotent")
  return 0
}

private func reread(_ bytes: [UInt8], _ what: String) -> XCStringsDocument {
  Fuzz.reread(what) { try XCStringsFileReader.read(bytes, path: "fuzz.xcstrings") }
}

/// Each key's comment and each language's state, value and plural forms, scalar for scalar.
private func cells(_ document: XCStringsDocument) -> [String: String] {
  var cells: [String: String] = [:]
  for key in document.keys {
    guard let entry = document.entry(key) else { continue }
    cells[Fuzz.scalars(key.text)] = entry.comment.map(Fuzz.scalars) ?? "-"
    for language in document.languages {
      guard let localization = entry.localization(language) else { continue }
      let forms = localization.pluralVariables.map { variable in
        variable.name + ": "
          + variable.forms.map { $0.category + "=" + Fuzz.scalars($0.text) }.joined(separator: ",")
      }
      cells[Fuzz.scalars(key.text) + " " + language.code] =
        [localization.state?.raw ?? "-", localization.value.map(Fuzz.scalars) ?? "-"]
        .joined(separator: " ") + " " + forms.joined(separator: "; ")
    }
  }
  return cells
}

import L10nFormats
import L10nModel

/// The `.strings` reader's check.
///
/// `.strings` in every storage (UTF-8, UTF-16, XML and binary plist): what parses writes back
/// byte for byte in keep-order (UTF-8 with LF line ends), and both orders re-read to the same
/// effective map, the sorted one with sorted keys, the same comments, idempotently. A value
/// edited changes that entry only, and in a UTF-8 file only the value's bytes.
public func fuzzStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? StringsFileReader.read(bytes, path: "fuzz.strings") else { return 0 }
  let map = effectiveMap(document)

  let kept = StringsWriter.render(document, order: .keepOrder)
  if document.encoding == .utf8 && !bytes.contains(0x0D) {
    Fuzz.requireEqual(kept, bytes, "keep-order writes an unedited UTF-8 file back byte for byte")
  }
  let rereadKept = reread(kept, "the keep-order write")
  Fuzz.require(effectiveMap(rereadKept) == map, "the keep-order write keeps every value")

  let sorted = StringsWriter.render(document, order: .sorted)
  let rereadSorted = reread(sorted, "the sorted write")
  Fuzz.require(effectiveMap(rereadSorted) == map, "the sorted write keeps every value")
  Fuzz.requireEqual(
    rereadSorted.entries.count, document.entries.count, "the sorted write keeps every entry")
  let keys = rereadSorted.entries.indices.map { rereadSorted.key(at: $0) }
  Fuzz.require(keys == keys.sorted(), "the sorted write sorts the keys")
  // Idempotent from the second write on: when the first entry's comment holds a blank line,
  // the second write reads its top as the header and trims that header's trailing spaces
  // (`m;\n// \n\n/**/I;` sorts to `// \n\n/**/\nI;…`, then to `//\n\n…`; an open finding).
  let again = StringsWriter.render(rereadSorted, order: .sorted)
  let rereadAgain = reread(again, "the second sorted write")
  Fuzz.requireEqual(
    StringsWriter.render(rereadAgain, order: .sorted), again, "the sorted write is idempotent")
  // Comments move with their entries, but for the first: its comments above a blank line join
  // the header on reading again (the reader takes everything above the first entry up to the
  // last blank line for the header): an open finding, not checked.
  var rereadComments = comments(rereadSorted)
  var originalComments = comments(document)
  if let first = keys.first {
    (rereadComments[first.text], originalComments[first.text]) = (nil, nil)
  }
  Fuzz.requireEqual(
    rereadComments, originalComments, "the sorted write moves comments with entries")
  checkEdit(of: document, read: bytes)
  return 0
}

/// Sets the value of one entry (chosen by the input's size) and checks the keep-order write.
private func checkEdit(of document: StringsDocument, read bytes: [UInt8]) {
  guard !document.entries.isEmpty else { return }
  let index = bytes.count % document.entries.count
  let value = "é\"\\\n%@ \(bytes.count)"
  var edited = document
  edited.setValue(value, at: index)
  let written = StringsWriter.render(edited, order: .keepOrder)
  let back = reread(written, "the keep-order write after an edit")
  Fuzz.requireEqual(back.entries.count, document.entries.count, "an edit keeps every entry")
  for other in document.entries.indices {
    Fuzz.require(
      Fuzz.same(back.key(at: other).text, document.key(at: other).text)
        && Fuzz.same(back.value(at: other), other == index ? value : document.value(at: other)),
      "an edit changes its own entry's value only (entry \(other), edited \(index))")
  }
  if document.encoding == .utf8, !bytes.contains(0x0D), let old = document.entries[index].value {
    let expected =
      bytes[..<Int(old.span.start)] + StringsEscaping.encodeQuoted(value)
      + bytes[Int(old.span.end)...]
    Fuzz.requireEqual(written, Array(expected), "an edit rewrites the value's bytes only")
  }
}

private func reread(_ bytes: [UInt8], _ what: String) -> StringsDocument {
  Fuzz.reread(what) { try StringsFileReader.read(bytes, path: "fuzz.strings") }
}

private func effectiveMap(_ document: StringsDocument) -> Fuzz.ScalarMap {
  Fuzz.effectiveMap(
    document.entries.indices.map { (document.key(at: $0).text, document.value(at: $0)) })
}

private func comments(_ document: StringsDocument) -> [String: [String]] {
  var comments: [String: [String]] = [:]
  for index in document.entries.indices {
    comments[document.key(at: index).text, default: []].append(
      Fuzz.lineFeeds(document.comment(at: index) ?? ""))
  }
  return comments
}

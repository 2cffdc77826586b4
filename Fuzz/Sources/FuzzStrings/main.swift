import FuzzSupport
import L10nFormats
import L10nModel

/// `.strings` in every storage (UTF-8, UTF-16, XML and binary plist): what parses writes back
/// byte for byte in keep-order (UTF-8 with LF line ends), and both orders re-read to the same
/// effective map, the sorted one with sorted keys, the same comments, idempotently.
Fuzz.main(fuzzStrings)

func fuzzStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
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
  Fuzz.requireEqual(
    StringsWriter.render(rereadSorted, order: .sorted), sorted, "the sorted write is idempotent")
  // The first entry's comments above a blank line become the header when nothing else is
  // above them (the reader takes the file's first comments before a blank line for its
  // header): they stay on top, and only that entry's comment may lose them.
  var rereadComments = comments(rereadSorted)
  var originalComments = comments(document)
  if let first = keys.first, let kept = rereadComments[first.text]?.first,
    let original = originalComments[first.text]?.first, original.hasSuffix(kept)
  {
    (rereadComments[first.text], originalComments[first.text]) = (nil, nil)
  }
  Fuzz.requireEqual(
    rereadComments, originalComments, "the sorted write moves comments with entries")
  return 0
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

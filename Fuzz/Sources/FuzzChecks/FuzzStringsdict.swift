import L10nFormats
import L10nModel

/// `.stringsdict` (XML and binary plist): an XML file writes back byte for byte in keep-order,
/// and in sorted order when its keys are sorted; the sorted write re-reads with sorted keys and
/// the same entries, idempotently.
public func fuzzStringsdict(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? StringsdictFileReader.read(bytes, path: "fuzz.stringsdict") else {
    return 0
  }
  if document.source != nil {
    Fuzz.requireEqual(
      StringsdictWriter.render(document, order: .keepOrder), bytes,
      "keep-order writes an unedited file back byte for byte")
    if document.keys == document.keys.sorted() {
      Fuzz.requireEqual(
        StringsdictWriter.render(document, order: .sorted), bytes,
        "a file with sorted keys is its own sorted write")
    }
  }
  let sorted = StringsdictWriter.render(document, order: .sorted)
  let reread = Fuzz.reread("the sorted write") {
    try StringsdictFileReader.read(sorted, path: "fuzz.stringsdict")
  }
  Fuzz.requireEqual(reread.keys, document.keys.sorted(), "the sorted write sorts the keys")
  for key in document.keys {
    Fuzz.requireEqual(
      reread.entry(key), document.entry(key), "the sorted write keeps the entry \(key)")
  }
  Fuzz.require(
    Fuzz.sameTree(reread.root, sortedRoot(document.root)), "the sorted write keeps every value")
  Fuzz.requireEqual(
    StringsdictWriter.render(reread, order: .sorted), sorted, "the sorted write is idempotent")
  return 0
}

/// `root` with its top-level entries in key order (a stable sort: repeated keys keep theirs).
private func sortedRoot(_ root: PlistNode) -> PlistNode {
  guard let entries = root.entries else { return root }
  return .dictionary(
    entries.enumerated().sorted { lhs, rhs in
      let (left, right) = (
        LocalizationKey(lhs.element.key.value), LocalizationKey(rhs.element.key.value)
      )
      return left == right ? lhs.offset < rhs.offset : left < right
    }.map(\.element))
}

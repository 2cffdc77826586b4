import L10nFormats
import L10nModel

/// Binary property lists (`bplist00`, l10nedit's own reader): no input crashes or hangs, what
/// reads decodes to no more values and text than the file's budgets allow (references reused
/// count each time), and a dictionary read as a `.stringsdict` writes as XML that reads back to
/// the same tree.
public func fuzzBinaryPlist(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  _ = try? StringsFileReader.read(bytes, path: "fuzz.strings")
  guard let root = try? PlistBinaryReader.read(bytes) else { return 0 }
  var spent = (nodes: 0, text: 0)
  measure(root, &spent)
  Fuzz.require(
    spent.nodes <= PlistBinaryReader.nodeBudget(forFileSize: bytes.count),
    "\(spent.nodes) values decoded from \(bytes.count) bytes are within the budget")
  Fuzz.require(
    spent.text <= PlistBinaryReader.textBudget(forFileSize: bytes.count),
    "\(spent.text) bytes of text decoded from \(bytes.count) bytes are within the budget")
  guard root.entries != nil else { return 0 }
  let document = Fuzz.reread("the .stringsdict reader, given what the plist reader read") {
    try StringsdictFileReader.read(bytes, path: "fuzz.stringsdict")
  }
  Fuzz.require(Fuzz.sameTree(document.root, root), "the .stringsdict reader reads the same tree")
  let written = StringsdictWriter.render(document, order: .keepOrder)
  let reread = Fuzz.reread("the XML written for a binary .stringsdict") {
    try StringsdictFileReader.read(written, path: "fuzz.stringsdict")
  }
  Fuzz.require(Fuzz.sameTree(reread.root, root), "the XML written reads back to the same tree")
  return 0
}

/// Counts the values (a dictionary's keys too) and the UTF-8 bytes of text under `node`.
private func measure(_ node: PlistNode, _ spent: inout (nodes: Int, text: Int)) {
  spent.nodes += 1
  switch node {
  case .dictionary(let entries):
    for entry in entries {
      spent.nodes += 1
      spent.text += entry.key.value.utf8.count
      measure(entry.value, &spent)
    }
  case .array(let items):
    for item in items { measure(item, &spent) }
  case .string(let text): spent.text += text.value.utf8.count
  case .scalar: break
  }
}

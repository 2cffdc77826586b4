import L10nFormats
import L10nModel

/// Old-style (OpenStep) property lists: a dictionary read from text, written as an XML
/// property list, reads back as the same tree.
public func fuzzOldStylePlist(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let root = try? OldStylePlistParser.parse(utf8: bytes, path: "fuzz.plist"),
    root.entries != nil
  else { return 0 }
  let xml = StringsdictWriter.render(
    StringsdictDocument(root: root, encoding: .utf8), order: .keepOrder)
  let reread = Fuzz.reread("the XML write") {
    try StringsdictFileReader.read(xml, path: "fuzz.plist")
  }
  Fuzz.require(Fuzz.sameTree(reread.root, root), "the XML write keeps the tree")
  return 0
}

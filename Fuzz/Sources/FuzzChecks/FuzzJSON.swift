import L10nFormats
import L10nModel

/// The order-preserving JSON reader: what it reads writes, in both layouts, as text that reads
/// back to the same tree (members in order, strings and numbers as spelled), and that write is
/// a fixed point.
public func fuzzJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let node = try? JSONReader.read(bytes, path: "fuzz.json") else { return 0 }
  for style in [JSONWriter.Style.stringCatalog, .l10nedit] {
    let written = JSONWriter.render(node, style: style)
    let reread = Fuzz.reread("the \(style) write") {
      try JSONReader.read(written, path: "fuzz.json")
    }
    Fuzz.require(Fuzz.sameTree(reread, node), "the \(style) write keeps the tree")
    Fuzz.requireEqual(
      JSONWriter.render(reread, style: style), written, "the \(style) write is a fixed point")
  }
  return 0
}

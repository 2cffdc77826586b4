import L10nModel

/// Writes property lists in the XML layout Xcode writes: its prologue, tab indentation, text spelled as read unless edited.
///
/// Dictionaries keep their order, except that the top level can be sorted by key (code-point
/// order).
enum PlistXMLWriter {
  static let prologue = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The whole file for `root`.
  static func render(_ root: PlistNode, sortingTopLevel: Bool) -> [UInt8] {
    var output = prologue
    var root = root
    if sortingTopLevel, let entries = root.entries {
      // A stable sort: repeated keys keep their order, so the last still wins.
      root = .dictionary(
        entries.enumerated().sorted { lhs, rhs in
          let left = lhs.element.key.value.unicodeScalars
          let right = rhs.element.key.value.unicodeScalars
          if left.elementsEqual(right) { return lhs.offset < rhs.offset }
          return left.lexicographicallyPrecedes(right) { $0.value < $1.value }
        }.map(\.element))
    }
    write(root, indent: 0, to: &output)
    output += "\n</plist>\n"
    return Array(output.utf8)
  }

  private static func write(_ node: PlistNode, indent: Int, to output: inout String) {
    let tabs = String(repeating: "\t", count: indent)
    switch node {
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        output += "<dict/>"
        return
      }
      output += "<dict>\n"
      for entry in entries {
        output += tabs + "\t<key>" + spelling(entry.key) + "</key>\n" + tabs + "\t"
        write(entry.value, indent: indent + 1, to: &output)
        output += "\n"
      }
      output += tabs + "</dict>"
    case .array(let items):
      guard !items.isEmpty else {
        output += "<array/>"
        return
      }
      output += "<array>\n"
      for item in items {
        output += tabs + "\t"
        write(item, indent: indent + 1, to: &output)
        output += "\n"
      }
      output += tabs + "</array>"
    case .string(let text):
      output +=
        text.isSelfClosing && text.value.isEmpty
        ? "<string/>" : "<string>\(spelling(text))</string>"
    case .scalar(let tag, let text):
      output +=
        tag == "true" || tag == "false"
        ? "<\(tag)/>" : "<\(tag)>\(XMLEntities.encode(text))</\(tag)>"
    }
  }

  private static func spelling(_ text: PlistText) -> String {
    text.raw ?? XMLEntities.encode(text.value)
  }
}

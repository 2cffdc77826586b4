import L10nModel

/// Writes property lists afresh in the layout Xcode writes (its prologue, one element per line),
/// indented and ending lines in a given style: whole files that were not read from XML, and what
/// edits add to files that were.
///
/// Dictionaries keep their order, except that the top level can be sorted by key (code-point
/// order).
enum PlistXMLWriter {
  static let prologue = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// The whole file for `root`, in Xcode's layout (tabs, LF).
  static func render(_ root: PlistNode, sortingTopLevel: Bool) -> [UInt8] {
    var output = Array(prologue.utf8)
    write(
      sortingTopLevel ? self.sortingTopLevel(root) : root, indent: [], style: .xcode, to: &output)
    output += "\n</plist>\n".utf8
    return output
  }

  /// `node` with its entries sorted by key (see `sortedOrder(of:)`), if it is a dictionary.
  static func sortingTopLevel(_ node: PlistNode) -> PlistNode {
    guard let entries = node.entries else { return node }
    return .dictionary(sortedOrder(of: entries).map { entries[$0] })
  }

  /// The indices of `entries` sorted by key in code-point order; a stable sort, so repeated keys
  /// keep their order and the last still wins.
  static func sortedOrder(of entries: [PlistEntry]) -> [Int] {
    entries.indices.sorted { lhs, rhs in
      let left = entries[lhs].key.value.unicodeScalars
      let right = entries[rhs].key.value.unicodeScalars
      if left.elementsEqual(right) { return lhs < rhs }
      return left.lexicographicallyPrecedes(right) { $0.value < $1.value }
    }
  }

  /// Appends `node`, whose first line is already indented by `indent`: nested lines are
  /// indented one `style` unit deeper per level, the closing tag by `indent`.
  static func write(
    _ node: PlistNode, indent: some Collection<UInt8>, style: PlistStyle,
    to output: inout [UInt8]
  ) {
    let inner = Array(indent) + style.indentUnit
    switch node {
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        output += "<dict/>".utf8
        return
      }
      output += "<dict>".utf8
      for entry in entries {
        output += style.lineEnding + inner
        output += key(entry.key)
        output += style.lineEnding + inner
        write(entry.value, indent: inner, style: style, to: &output)
      }
      output += style.lineEnding + indent
      output += "</dict>".utf8
    case .array(let items):
      guard !items.isEmpty else {
        output += "<array/>".utf8
        return
      }
      output += "<array>".utf8
      for item in items {
        output += style.lineEnding + inner
        write(item, indent: inner, style: style, to: &output)
      }
      output += style.lineEnding + indent
      output += "</array>".utf8
    case .string(let text):
      output +=
        text.isSelfClosing && text.value.isEmpty
        ? Array("<string/>".utf8) : Array("<string>\(XMLEntities.encode(text.value))</string>".utf8)
    case .scalar(let tag, let text):
      output +=
        tag == "true" || tag == "false"
        ? Array("<\(tag)/>".utf8) : Array("<\(tag)>\(XMLEntities.encode(text))</\(tag)>".utf8)
    }
  }

  /// A `<key>` element for `text`.
  static func key(_ text: PlistText) -> [UInt8] {
    Array("<key>\(XMLEntities.encode(text.value))</key>".utf8)
  }
}

import L10nModel

/// Writes a `RemoteStringsDocument` back by changing only what was edited in the bytes as
/// read.
///
/// - An object whose members are all kept, in their order, is written as read with only the
///   edited values replaced: an edited value changes its own text, nothing else.
/// - An object that gains, loses or reorders members (sorting) is rebuilt from its members'
///   own bytes, each with the white space that led to it, new members led like their
///   siblings; commas follow the members.
/// - New text is written in the file's style: the separator between key and value of its first
///   member (`": "`, `" : "`, `":"`), its indentation (or its one-line layout), and escapes as
///   the file uses them (`\/` and `\u00e9` when the file never writes `/` or non-ASCII
///   literally).
package enum RemoteStringsWriter {
  /// The file's bytes with the document's current content, keys in `order` (`.sorted`: each
  /// language's keys in code-point order; `.keepOrder`: as written, new keys where
  /// `RemoteStringsDocument` placed them).
  package static func render(_ document: RemoteStringsDocument, order: WriteOrder) -> [UInt8] {
    let writer = Splicer(document: document, style: JSONTextStyle(document.original))
    let items = document.fileLanguages.map { writer.languageItem($0, order: order) }
    // A language given twice is read from its later object; the earlier stays as read.
    let written = Set(items.compactMap { $0.original?.range.lowerBound })
    let earlier = document.root.members.filter { !written.contains($0.range.lowerBound) }.map {
      Splicer.Item(original: $0, bytes: Array(document.original[$0.range]))
    }
    var output = Array(document.original[..<document.root.range.lowerBound])
    output += writer.object(
      document.root, depth: 0, items: Splicer.inReadOrder(items + earlier))
    output += document.original[document.root.range.upperBound...]
    return output
  }
}

/// How the file writes what l10nedit adds to it.
struct JSONTextStyle {
  /// Between a key and its value.
  var colon: [UInt8] = Array(": ".utf8)
  /// One level of indentation; `nil` when the file is written on one line.
  var indent: [UInt8]? = Array("  ".utf8)
  /// On one line: what leads a member and closes an object (`""` or `" "`).
  var inlineSpace: [UInt8] = []
  /// The line break (LF, or CRLF when the file uses it).
  var lineBreak: [UInt8] = [0x0A]
  /// Whether `/` is written `\/`.
  var escapesSlash = false
  /// Whether non-ASCII text is written as `\u` escapes.
  var escapesNonASCII = false

  /// The style of `bytes`, a JSON text.
  init(_ bytes: [UInt8]) {
    var counts = (escapedSlash: 0, slash: 0, escapedNonASCII: 0, nonASCII: 0)
    var index = 0
    var inString = false
    var colonFound = false
    while index < bytes.count {
      let byte = bytes[index]
      if !inString {
        if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: ":"), !colonFound {
          colonFound = true
          var next = index + 1
          while next < bytes.count, [0x20, 0x09].contains(bytes[next]) { next += 1 }
          var start = index
          while start > 0, [0x20, 0x09].contains(bytes[start - 1]) { start -= 1 }
          colon = Array(bytes[start..<next])
        }
        index += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\\"):
        let escape = index + 1 < bytes.count ? bytes[index + 1] : 0
        if escape == UInt8(ascii: "/") { counts.escapedSlash += 1 }
        if escape == UInt8(ascii: "u"), index + 6 <= bytes.count,
          let unit = UInt16(
            String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16),
          unit >= 0x80
        {
          counts.escapedNonASCII += 1
        }
        index += 2
        continue
      case UInt8(ascii: "\""): inString = false
      case UInt8(ascii: "/"): counts.slash += 1
      case 0x80...: counts.nonASCII += 1
      default: break
      }
      index += 1
    }
    escapesSlash = counts.escapedSlash > 0 && counts.slash == 0
    escapesNonASCII = counts.escapedNonASCII > 0 && counts.nonASCII == 0
    // The indentation: the white space before the first key, after its line break.
    if let open = bytes.firstIndex(of: UInt8(ascii: "{")),
      let keyStart = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
    {
      let leading = bytes[(open + 1)..<keyStart]
      if let lineBreak = leading.lastIndex(of: 0x0A) {
        let unit = Array(leading[(lineBreak + 1)...])
        indent = unit.isEmpty ? Array("  ".utf8) : unit
        if lineBreak > open + 1, bytes[lineBreak - 1] == 0x0D { self.lineBreak = [0x0D, 0x0A] }
      } else {
        indent = nil
        inlineSpace = Array(leading)
      }
    }
  }

  /// `text` as a JSON string literal, quotes included.
  func literal(_ text: String) -> [UInt8] {
    var output: [UInt8] = [UInt8(ascii: "\"")]
    func hex(_ unit: UInt16) {
      let digits = String(unit, radix: 16)
      output += Array(("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).utf8)
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += Array("\\\"".utf8)
      case "\\": output += Array("\\\\".utf8)
      case "\n": output += Array("\\n".utf8)
      case "\t": output += Array("\\t".utf8)
      case "\r": output += Array("\\r".utf8)
      case "/" where escapesSlash: output += Array("\\/".utf8)
      case "\u{00}"..."\u{1F}": hex(UInt16(scalar.value))
      case "\u{80}"... where escapesNonASCII:
        for unit in String(scalar).utf16 { hex(unit) }
      default: output += Array(String(scalar).utf8)
      }
    }
    output.append(UInt8(ascii: "\""))
    return output
  }
}

/// Builds the new bytes of the document's objects from the bytes as read.
private struct Splicer {
  /// A member of an object as it is written now.
  struct Item {
    /// Where it was as read, when it is one of the object's members as read.
    var original: JSONMemberSpan?
    /// Its bytes, key through value.
    var bytes: [UInt8]
  }

  let document: RemoteStringsDocument
  let style: JSONTextStyle

  var original: [UInt8] { document.original }

  /// The member of a language: as read with its object spliced, or new.
  func languageItem(_ language: RemoteStringsDocument.Language, order: WriteOrder) -> Item {
    var entries = language.entries
    if order == .sorted {
      entries = entries.enumerated().sorted {
        KeyOrder.codePoint.precedes($0.element.key, $1.element.key)
          || ($0.element.key == $1.element.key && $0.offset < $1.offset)
      }.map(\.element)
    }
    var items = entries.flatMap(entryItems)
    if order == .keepOrder { items = Self.inReadOrder(items) }
    guard let member = language.member else {
      return Item(
        original: nil,
        bytes: style.literal(language.code) + style.colon + object(nil, depth: 1, items: items))
    }
    return Item(
      original: member,
      bytes: Array(original[member.key.lowerBound..<member.value.range.lowerBound])
        + object(member.value, depth: 1, items: items))
  }

  /// `items` with the members as read back in their places (`entryItems` puts a repeated key's
  /// occurrences together), each new member still after the one before it.
  static func inReadOrder(_ items: [Item]) -> [Item] {
    var new: [Item] = []
    var read: [(position: Int, items: [Item])] = []
    for item in items {
      if let original = item.original {
        read.append((original.range.lowerBound, [item]))
      } else if read.isEmpty {
        new.append(item)
      } else {
        read[read.count - 1].items.append(item)
      }
    }
    return new + read.sorted { $0.position < $1.position }.flatMap(\.items)
  }

  /// The members an entry is written as: each member that held it as read (the last with the
  /// current key and value), or one new member.
  private func entryItems(_ entry: RemoteStringsDocument.Entry) -> [Item] {
    guard let last = entry.occurrences.last, let read = entry.read else {
      return [Item(original: nil, bytes: style.literal(entry.key) + style.colon + value(entry))]
    }
    let earlier = entry.occurrences.dropLast().map { span in
      Item(original: span, bytes: Array(original[span.range]))
    }
    let key =
      entry.key == read.key
      ? Array(original[last.key]) : style.literal(entry.key)
    let separator = original[last.key.upperBound..<last.value.range.lowerBound]
    let value: [UInt8]
    if entry.value == read.value {
      value = Array(original[last.value.range])
    } else if case .plural(let forms) = entry.value, case .plural = read.value,
      !last.value.members.isEmpty
    {
      value = pluralObject(forms, readFrom: last.value)
    } else {
      value = self.value(entry)
    }
    return earlier + [Item(original: last, bytes: key + separator + value)]
  }

  /// A value written fresh: a string literal, or a plural object in CLDR order.
  private func value(_ entry: RemoteStringsDocument.Entry) -> [UInt8] {
    switch entry.value {
    case .text(let text): return style.literal(text)
    case .plural:
      let items = entry.value.pluralForms.map { form in
        Item(
          original: nil,
          bytes: style.literal(form.category.rawValue) + style.colon + style.literal(form.text))
      }
      return object(nil, depth: 2, items: items)
    }
  }

  /// A plural object as read, with its forms changed: kept forms keep their bytes (a changed
  /// text only its literal), removed ones go, new ones are placed in CLDR order among them.
  private func pluralObject(_ forms: [PluralCategory: String], readFrom span: JSONSpan)
    -> [UInt8]
  {
    var items: [(category: PluralCategory, item: Item)] = []
    let lastIndex = Dictionary(
      span.members.enumerated().map { (category(of: $1), $0) }, uniquingKeysWith: { $1 })
    for (index, member) in span.members.enumerated() {
      guard let category = category(of: member), let text = forms[category] else { continue }
      var bytes = Array(original[member.range])
      if lastIndex[category] == index, readText(member.value) != text {
        bytes =
          Array(original[member.key.lowerBound..<member.value.range.lowerBound])
          + style.literal(text)
      }
      items.append((category, Item(original: member, bytes: bytes)))
    }
    for (category, text) in forms.sorted(by: { $0.key < $1.key })
    where !items.contains(where: { $0.category == category }) {
      let item = Item(
        original: nil,
        bytes: style.literal(category.rawValue) + style.colon + style.literal(text))
      let position = items.firstIndex { category < $0.category } ?? items.count
      items.insert((category, item), at: position)
    }
    return object(span, depth: 2, items: items.map(\.item))
  }

  private func category(of member: JSONMemberSpan) -> PluralCategory? {
    readText(JSONSpan(range: member.key)).flatMap(PluralCategory.init(rawValue:))
  }

  /// The decoded text of a string literal as read.
  private func readText(_ span: JSONSpan) -> String? {
    guard
      let node = try? JSONReader.read(Array(original[span.range]), path: ""),
      let text = node.text
    else { return nil }
    return text
  }

  /// An object with `items`: spliced into its bytes as read when it keeps every member in
  /// order, else rebuilt; written fresh (at `depth`) when it is new.
  func object(_ span: JSONSpan?, depth: Int, items: [Item]) -> [UInt8] {
    if let span, items.map(\.original?.range) == span.members.map({ Optional($0.range) }) {
      var output: [UInt8] = []
      var position = span.range.lowerBound
      for (item, member) in zip(items, span.members) {
        output += original[position..<member.range.lowerBound]
        output += item.bytes
        position = member.range.upperBound
      }
      output += original[position..<span.range.upperBound]
      return output
    }
    let fresh = freshSpacing(depth: depth)
    let leadings = span.map(leadings) ?? []
    let typical = leadings.last ?? fresh.leading
    let trailing = span.flatMap(trailing) ?? fresh.trailing
    guard !items.isEmpty else { return Array("{}".utf8) }
    var output: [UInt8] = [UInt8(ascii: "{")]
    for (index, item) in items.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      let readIndex = item.original.flatMap { member in
        span?.members.firstIndex { $0.range == member.range }
      }
      output += readIndex.map { leadings[$0] } ?? typical
      output += item.bytes
    }
    return output + trailing + [UInt8(ascii: "}")]
  }

  /// The white space before each member of an object as read, after the `{` or `,` before it.
  private func leadings(_ span: JSONSpan) -> [[UInt8]] {
    var start = span.range.lowerBound + 1
    return span.members.map { member in
      let leading = Array(original[start..<member.key.lowerBound])
      start = member.range.upperBound
      while start < span.range.upperBound, original[start] != UInt8(ascii: ",") { start += 1 }
      start += 1
      return leading
    }
  }

  /// The white space between the last member of an object as read and its `}`; `nil` for an
  /// object read empty.
  private func trailing(_ span: JSONSpan) -> [UInt8]? {
    guard let last = span.members.last else { return nil }
    return Array(original[last.range.upperBound..<(span.range.upperBound - 1)])
  }

  /// What leads a member and closes an object at `depth` in the file's layout.
  private func freshSpacing(depth: Int) -> (leading: [UInt8], trailing: [UInt8]) {
    guard let indent = style.indent else { return (style.inlineSpace, style.inlineSpace) }
    let line = style.lineBreak
    return (
      line + Array(repeating: indent, count: depth + 1).flatMap { $0 },
      line + Array(repeating: indent, count: depth).flatMap { $0 }
    )
  }
}

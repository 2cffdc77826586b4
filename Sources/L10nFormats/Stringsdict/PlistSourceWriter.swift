import L10nModel

/// Writes a property list read from XML back over the text it was read from, so that only what
/// was edited changes.
///
/// Everything the edits left alone is copied byte for byte: the prologue, each unchanged
/// element with its attributes, entity spellings and inner layout, comments, blank lines and
/// the end of the file. An edited text keeps its element's tags; an added entry takes the
/// shape of its first sibling (its indentation, what lies between key and value) and what it
/// adds inside is laid out in the file's indentation unit and line ending. A removed entry takes
/// its lines with it: the comment lines directly above it and anything after its value on the
/// same line, but not comments set apart by a blank line. Sorting the top level moves each
/// entry's block whole and leaves blank lines and set-apart comments where they were.
struct PlistSourceWriter {
  private let source: PlistSource
  private let style: PlistStyle
  private var output: [UInt8] = []

  private var text: [UInt8] { source.text }

  /// The file's bytes for `root` (the document's current tree) over `source`, the top-level
  /// entries sorted by key when `sortingTopLevel`.
  static func render(_ root: PlistNode, over source: PlistSource, sortingTopLevel: Bool)
    -> [UInt8]
  {
    var writer = PlistSourceWriter(source: source, style: PlistStyle(of: source))
    writer.output.reserveCapacity(source.text.count + 256)
    writer.output += source.text[..<source.span.range.lowerBound]
    writer.write(root, original: source.root, at: source.span, sorting: sortingTopLevel)
    writer.output += source.text[source.span.range.upperBound...]
    return writer.output
  }

  /// Appends `node`, whose original `original` was read at `element`.
  private mutating func write(
    _ node: PlistNode, original: PlistNode, at element: TextSpan, sorting: Bool
  ) {
    switch (node, original) {
    case (.dictionary(let entries), .dictionary(let originals))
    where !originals.isEmpty && originals.allSatisfy({ $0.source != nil }):
      writeDictionary(
        entries, originals: originals, spans: originals.compactMap(\.source), at: element,
        sorting: sorting)
    case (.string(let text), .string(let originalText)):
      write(text, original: originalText, at: element, tag: "string")
    default:
      if node == original {
        output += text[element.range]
      } else {
        PlistXMLWriter.write(
          sorting ? PlistXMLWriter.sortingTopLevel(node) : node,
          indent: XMLTrivia.lineIndent(in: text, at: Int(element.start)), style: style,
          to: &output)
      }
    }
  }

  /// Appends `text` as a `<tag>` element whose original `original` was read at `element`: as
  /// read when unedited, else spelled anew between the original's tags.
  private mutating func write(
    _ text: PlistText, original: PlistText, at element: TextSpan, tag: String
  ) {
    if text.span != nil, text.span == original.span {
      output += self.text[element.range]
      return
    }
    let spelling = XMLEntities.encode(text.value).utf8
    guard let span = original.span, !original.isSelfClosing else {
      // `<tag attributes/>` opens as `<tag attributes>`.
      var opening = self.text[element.range].dropLast(2)
      while let last = opening.last, last == 0x20 || last == 0x09 { opening.removeLast() }
      output += opening
      output += ">".utf8
      output += spelling
      output += "</\(tag)>".utf8
      return
    }
    output += self.text[element.range.lowerBound..<Int(span.start)]
    output += spelling
    output += self.text[Int(span.end)..<element.range.upperBound]
  }

  /// Appends a dictionary whose original entries `originals` were read at `spans` in
  /// `element`.
  private mutating func writeDictionary(
    _ entries: [PlistEntry], originals: [PlistEntry], spans: [PlistEntrySource],
    at element: TextSpan, sorting: Bool
  ) {
    let layout = PlistDictionaryLayout(of: spans, element: element, in: text, style: style)
    var indexOf: [Int32: Int] = [:]
    for (index, span) in spans.enumerated() { indexOf[span.key.start] = index }
    let kept = Set(entries.compactMap { $0.source.flatMap { indexOf[$0.key.start] } })
    let start = output.count
    output += text[element.range.lowerBound..<layout.blockStarts[0]]
    var separators: [Range<Int>] = []
    var blocks: [Range<Int>] = []
    var nextOriginal = 0
    for entry in entries {
      let separatorStart = output.count
      if let index = entry.source.flatMap({ indexOf[$0.key.start] }) {
        // Comments set apart before removed entries stay.
        for removed in nextOriginal..<max(index, nextOriginal) where !kept.contains(removed) {
          appendCommentedSeparator(before: removed, layout)
        }
        nextOriginal = max(nextOriginal, index + 1)
        if index > 0 {
          let separator = layout.separator(before: index)
          if !blocks.isEmpty || !XMLTrivia.isBlank(text, separator) { output += text[separator] }
        } else if !blocks.isEmpty {
          output += layout.newSeparator
        }
        separators.append(separatorStart..<output.count)
        writeBlock(entry, original: originals[index], span: spans[index], layout, at: index)
      } else {
        if !blocks.isEmpty { output += layout.newSeparator }
        separators.append(separatorStart..<output.count)
        writeNewBlock(entry, layout)
      }
      blocks.append(separators[separators.count - 1].upperBound..<output.count)
    }
    for removed in nextOriginal..<originals.count where !kept.contains(removed) {
      appendCommentedSeparator(before: removed, layout)
    }
    output += text[layout.blockEnds[originals.count - 1]..<element.range.upperBound]
    if sorting { sortBlocks(of: entries, separators: separators, blocks: blocks, from: start) }
  }

  /// Appends the separator before the removed entry `index` when it holds a comment.
  private mutating func appendCommentedSeparator(before index: Int, _ layout: PlistDictionaryLayout)
  {
    guard index > 0 else { return }
    let separator = layout.separator(before: index)
    if !XMLTrivia.isBlank(text, separator) { output += text[separator] }
  }

  /// Appends the block of `entry`, whose original `original` was read at `span`.
  private mutating func writeBlock(
    _ entry: PlistEntry, original: PlistEntry, span: PlistEntrySource,
    _ layout: PlistDictionaryLayout, at index: Int
  ) {
    output += text[layout.blockStarts[index]..<Int(span.key.start)]
    write(entry.key, original: original.key, at: span.key, tag: "key")
    output += text[span.key.range.upperBound..<Int(span.value.start)]
    write(entry.value, original: original.value, at: span.value, sorting: false)
    output += text[span.value.range.upperBound..<layout.blockEnds[index]]
  }

  /// Appends the block of an entry an edit added, shaped like its siblings.
  private mutating func writeNewBlock(_ entry: PlistEntry, _ layout: PlistDictionaryLayout) {
    output += layout.newLeading
    output += PlistXMLWriter.key(entry.key)
    output += layout.newBetween
    PlistXMLWriter.write(entry.value, indent: layout.indent, style: style, to: &output)
  }

  /// Puts the blocks written for `entries` in key order, each separator staying in its place.
  private mutating func sortBlocks(
    of entries: [PlistEntry], separators: [Range<Int>], blocks: [Range<Int>], from start: Int
  ) {
    let order = PlistXMLWriter.sortedOrder(of: entries)
    guard order != Array(entries.indices), let first = separators.first, let last = blocks.last
    else { return }
    var sorted = Array(output[start..<first.lowerBound])
    for (position, index) in order.enumerated() {
      sorted += output[separators[position]]
      sorted += output[blocks[index]]
    }
    sorted += output[last.upperBound...]
    output.replaceSubrange(start..., with: sorted)
  }
}

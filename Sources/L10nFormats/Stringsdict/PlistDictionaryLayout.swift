import L10nModel

/// How a `<dict>` read from XML lays out its entries, in offsets of the file's text: what belongs
/// to each entry, what lies between them, and the shape an added entry takes.
///
/// An entry's block runs from its leading part (the line break before it, the comment lines
/// directly above it, its indentation) through its value to its trailing part (anything after
/// the value on the same line). What lies between two blocks, blank lines and comments set
/// apart by a blank line, is a separator: it belongs to the place, not to an entry.
struct PlistDictionaryLayout {
  /// Where each entry's block starts.
  let blockStarts: [Int]
  /// Where each entry's block ends.
  let blockEnds: [Int]
  /// What an added entry's block starts with (a line break and the entries' indentation).
  let newLeading: [UInt8]
  /// The indentation of the entries' lines.
  let indent: ArraySlice<UInt8>
  /// What an added entry puts between its key and its value.
  let newBetween: [UInt8]
  /// What an added entry is separated from the one before by: the separator most entries
  /// have (a blank line, say), or nothing.
  let newSeparator: ArraySlice<UInt8>

  /// The layout of the entries read at `spans` (not empty) in `element` of `text`.
  init(of spans: [PlistEntrySource], element: TextSpan, in text: [UInt8], style: PlistStyle) {
    let tags = text[element.range]
    let openEnd = (tags.firstIndex(of: UInt8(ascii: ">")) ?? element.range.lowerBound) + 1
    let closeStart = tags.lastIndex(of: UInt8(ascii: "<")) ?? element.range.upperBound
    var starts: [Int] = []
    var ends: [Int] = []
    for (index, span) in spans.enumerated() {
      let gap =
        (index == 0 ? openEnd : spans[index - 1].value.range.upperBound)..<Int(span.key.start)
      let breaks = XMLTrivia.lineBreaks(in: text, gap)
      if index > 0 { ends.append(breaks.first ?? gap.upperBound) }
      starts.append(Self.leadingStart(breaks, gap: gap, in: text))
    }
    let lastGap = spans[spans.count - 1].value.range.upperBound..<closeStart
    ends.append(XMLTrivia.lineBreaks(in: text, lastGap).first ?? lastGap.upperBound)
    blockStarts = starts
    blockEnds = ends

    let first = spans[0]
    indent = XMLTrivia.lineIndent(in: text, at: Int(first.key.start))
    let leading = starts[0]..<Int(first.key.start)
    newLeading =
      XMLTrivia.isBlank(text, leading) ? Array(text[leading]) : style.lineEnding + indent
    let between = first.key.range.upperBound..<Int(first.value.start)
    newBetween =
      XMLTrivia.isBlank(text, between) ? Array(text[between]) : style.lineEnding + indent
    var counts: [ArraySlice<UInt8>: Int] = [:]
    for index in spans.indices.dropFirst() {
      let separator = ends[index - 1]..<starts[index]
      if !separator.isEmpty, XMLTrivia.isBlank(text, separator) {
        counts[text[separator], default: 0] += 1
      }
    }
    // At most one separator can be shared by more than half of the entries.
    let common = counts.max { $0.value < $1.value }
    newSeparator = common.map { $0.value * 2 > spans.count - 1 ? $0.key : [] } ?? []
  }

  /// The separator before entry `index` (from the end of the block before).
  func separator(before index: Int) -> Range<Int> {
    blockEnds[index - 1]..<blockStarts[index]
  }

  /// Where the leading part of an entry starts in the white space and comments `gap` before
  /// its key, `breaks` being the gap's line breaks: at the line break before the comment lines
  /// that directly precede the key (no blank line between).
  private static func leadingStart(_ breaks: [Int], gap: Range<Int>, in text: [UInt8]) -> Int {
    guard var line = breaks.indices.last else { return gap.upperBound }
    while line > 0, !XMLTrivia.isBlank(text, breaks[line - 1]..<breaks[line]) { line -= 1 }
    return breaks[line]
  }
}

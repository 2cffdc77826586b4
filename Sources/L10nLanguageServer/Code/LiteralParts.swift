import L10nModel

/// A Swift literal's parts read from its bytes, with no syntax tree.
///
/// Text segments, decoded and as written, and interpolations with their source: what the
/// extraction's planner needs when no scan has the literal. Types are unknown to the bytes:
/// interpolations have no specifier.
enum LiteralParts {
  /// The parts of `literal` in `bytes`; a raw or multi-line literal's text has no spelling.
  static func parts(of literal: SourceTokens.StringLiteral, in bytes: [UInt8])
    -> [HardcodedText.Part]
  {
    let content = literal.contentRange
    let isMultiline =
      literal.contentRange.lowerBound - literal.range.lowerBound > 1 + literal.pounds
    let respellable = literal.pounds == 0 && !isMultiline
    var parts: [HardcodedText.Part] = []
    var segmentStart = content.lowerBound
    var index = content.lowerBound
    func closeSegment(at end: Int) {
      guard end > segmentStart else { return }
      let written = bytes[segmentStart..<end]
      parts.append(
        .text(
          EscapedText.decode(written, pounds: literal.pounds),
          spelling: respellable ? String(decoding: written, as: UTF8.self) : nil))
    }
    while index < content.upperBound {
      let opens =
        bytes[index] == UInt8(ascii: "\\")
        && index + 1 + literal.pounds < content.upperBound
        && bytes[(index + 1)..<(index + 1 + literal.pounds)].allSatisfy { $0 == UInt8(ascii: "#") }
        && bytes[index + 1 + literal.pounds] == UInt8(ascii: "(")
      guard opens else {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        continue
      }
      closeSegment(at: index)
      let open = index + 1 + literal.pounds
      let close = matchingParenthesis(after: open, in: bytes, before: content.upperBound)
      parts.append(
        .value(String(decoding: bytes[(open + 1)..<close], as: UTF8.self), specifier: nil))
      index = min(close + 1, content.upperBound)
      segmentStart = index
    }
    closeSegment(at: content.upperBound)
    return parts
  }

  /// The offset of the `)` closing the `(` at `open` (nested parentheses and string literals
  /// skipped), or `end` when there is none.
  private static func matchingParenthesis(after open: Int, in bytes: [UInt8], before end: Int)
    -> Int
  {
    var depth = 0
    var index = open
    var inString = false
    while index < end {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return end
  }
}

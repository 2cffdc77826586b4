/// Display widths of text in a terminal.
///
/// Widths are those the terminal uses (see `ScalarWidths`), summed over the cells each
/// grapheme cluster is drawn in (see `TextWidth+Clusters`), so the grid never misaligns. Text
/// is measured, cut and padded by whole clusters, never inside one.
package enum TextWidth {
  /// The width of one scalar: 0, 1 or 2.
  package static func width(of scalar: Unicode.Scalar) -> Int {
    ScalarWidths.width(of: scalar)
  }

  /// The display width of `text`, as the grid draws it.
  package static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// `text` cut to at most `width` columns, ending with `…` when cut.
  package static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    // One pass: remember where the text must be cut if it turns out longer than `width`.
    var used = 0
    var cut = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = Self.width(of: text[index])
      if used + characterWidth > width { return String(text[..<cut]) + "…" }
      used += characterWidth
      index = text.index(after: index)
      if used <= width - 1 { cut = index }
    }
    return text
  }

  /// `text` cut at its start to at most `width` columns, starting with `…` when cut: for
  /// paths, whose end (the language's folder and the file) says the most.
  package static func truncateStart(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    guard Self.width(of: text) > width else { return text }
    return "…" + suffix(of: text, fitting: width - 1)
  }

  /// The longest end of `text` that fits in `width` columns (what a line editor shows to the
  /// left of its cursor when the text is longer than the field).
  package static func suffix(of text: String, fitting width: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      used += Self.width(of: text[previous])
      if used > width { break }
      start = previous
    }
    return text[start...]
  }

  /// `text` padded with spaces to exactly `width` columns (cut with `…` when longer).
  package static func pad(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var cut = text.startIndex
    var cutWidth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = Self.width(of: text[index])
      if used + characterWidth > width {
        return String(text[..<cut]) + "…" + String(repeating: " ", count: width - 1 - cutWidth)
      }
      used += characterWidth
      index = text.index(after: index)
      if used <= width - 1 {
        cut = index
        cutWidth = used
      }
    }
    return text + String(repeating: " ", count: width - used)
  }
}

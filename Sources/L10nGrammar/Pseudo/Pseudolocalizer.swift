/// Pseudo-localization: a value's text made visibly foreign and longer, its format specifiers,
/// plural tokens (`%#@name@`) and line breaks kept exactly, so layouts and truncation can be
/// tested without translations (Xcode's pseudolanguages, Apple's `NSDoubleLocalizedStrings`).
package struct Pseudolocalizer: Sendable {
  /// How the text is changed.
  package enum Style: String, Sendable, CaseIterable {
    /// Accented letters (`Cancel` → `Çáñçéļ`).
    case accents
    /// Accented letters between `[` and `]`, so cut-off text shows.
    case brackets
    /// Each run of text twice (`Cancel` → `Cancel Cancel`), as `NSDoubleLocalizedStrings`.
    case double
    /// Each run of text between right-to-left override marks (U+202E … U+202C).
    case rtl
  }

  /// The style.
  package var style: Style
  /// How much longer than its source a value must get, in percent (40: 1.4 times as long).
  package var expansion: Int

  /// A pseudo-localizer of `style` expanding values by `expansion` percent.
  package init(style: Style = .brackets, expansion: Int = 40) {
    self.style = style
    self.expansion = expansion
  }

  /// The pseudo-localized `text`, at least the expansion ratio longer.
  ///
  /// Runs of text between format specifiers and line breaks are changed, then `~` pads the
  /// value (an empty value stays empty). Leading and trailing whitespace stay outside the
  /// brackets and padding.
  package func transform(_ text: String) -> String {
    guard !text.isEmpty else { return text }
    let leading = text.prefix(while: \.isWhitespace)
    let rest = text.dropFirst(leading.count)
    let trailing = String(rest.reversed().prefix(while: \.isWhitespace).reversed())
    let core = String(rest.dropLast(trailing.count))
    guard !core.isEmpty else { return text }
    var result = ""
    for piece in Self.pieces(of: core) {
      switch piece {
      case .kept(let kept): result += kept
      case .text(let run): result += change(run)
      }
    }
    let goal = (text.count * (100 + expansion) + 99) / 100
    var padding = String(repeating: "~", count: max(0, goal - result.count))
    if style == .brackets {
      padding = String(padding.dropLast(2))
      return leading + "[" + result + padding + "]" + trailing
    }
    return leading + result + padding + trailing
  }

  /// Whether `text` has anything besides `%` sequences, line breaks and whitespace: a
  /// plural entry's format that is only `%#@name@` is kept, its forms carry the pseudo text.
  package static func hasText(_ text: String) -> Bool {
    pieces(of: text).contains { piece in
      if case .text(let run) = piece { return !run.allSatisfy(\.isWhitespace) }
      return false
    }
  }

  private func change(_ run: Substring) -> String {
    switch style {
    case .accents, .brackets: return String(run.map { Self.accented[$0] ?? $0 })
    case .double: return run.allSatisfy(\.isWhitespace) ? String(run) : run + " " + run
    case .rtl: return "\u{202E}" + run + "\u{202C}"
    }
  }

  private enum Piece {
    case kept(String)
    case text(Substring)
  }

  /// The text cut into runs to change and pieces to keep: `%` sequences (valid or not, so a
  /// broken one stays as broken), a String Catalog substitution's `%arg`, and line breaks.
  private static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    let scalars = Array(text.unicodeScalars)
    var offset = 0
    func addText(upTo end: Int) {
      guard offset < end else { return }
      var run = ""
      run.unicodeScalars.append(contentsOf: scalars[offset..<end])
      for (index, line) in run.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { pieces.append(.kept("\n")) }
        if !line.isEmpty { pieces.append(.text(line)) }
      }
    }
    for span in FormatString.spansWithCatalogArguments(in: text) {
      addText(upTo: span.scalars.lowerBound)
      let end = span.scalars.upperBound
      var kept = ""
      kept.unicodeScalars.append(contentsOf: scalars[span.scalars.lowerBound..<max(end, offset)])
      pieces.append(.kept(kept))
      offset = end
    }
    addText(upTo: scalars.count)
    return pieces
  }

  /// Latin letters and their accented look-alikes.
  private static let accented: [Character: Character] = Dictionary(
    uniqueKeysWithValues: zip(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
      "áƀçđéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"))
}

import Foundation  // NSRegularExpression: `$1` templates in the replacement
import L10nGrammar
import L10nModel

/// Find and replace with a regular expression in one language's texts, format specifiers
/// (`%@`, `%1$d`, `%#@files@`) kept unless asked.
///
/// The expression is ICU's (NSRegularExpression): `(?i)` for no case, `$1` in the replacement
/// for a group. Specifiers and markup tags (`<b>`, `</a>`) are taken out of the text before the
/// expression sees it (each becomes one private-use character); a change that would remove,
/// copy, move or add one leaves the cell alone and says so. Each value is matched under a time
/// bound (`timeLimit`): ICU has no timeout, and a nested repetition such as `(a+)+$` backtracks
/// for seconds on a value of 30 characters.
package enum FindReplace {
  /// How long the expression may run on one value before the whole replace stops.
  package static let timeLimit = Duration.seconds(1)

  /// The changes of replacing `pattern` with `replacement` in every text of `language`.
  ///
  /// Plural cells have each form replaced (one change per cell; a form whose placeholders the
  /// replacement would change leaves the whole cell alone). Every changed cell needs review
  /// afterwards, for the reason it needed it before or as marked by hand. With `placeholders`, specifiers and
  /// tags are text like any other. An expression that runs longer than `limit` on a value is
  /// refused, naming the value (nothing changes).
  package static func changes(
    _ project: Project, language: LanguageID, pattern: String, replacement: String,
    placeholders: Bool = false, limit: Duration = timeLimit
  ) throws(BulkError) -> BulkChange {
    let column = try BulkCells.column(of: language, in: project)
    let expression: NSRegularExpression
    do {
      expression = try NSRegularExpression(pattern: pattern)
    } catch {
      throw BulkError(description: "not a regular expression: \(pattern)")
    }
    var change = BulkChange()
    var tooSlow: CellID?
    let matcher = Matcher(expression: expression, limit: limit)
    BulkCells.forEach(column: column, of: project) { cell in
      guard tooSlow == nil else { return }
      if case .plural(let entry, _) = cell.content {
        switch BulkPlurals.replaced(entry, matcher, replacement, placeholders: placeholders) {
        case .success(let variables) where !variables.isEmpty:
          change.setForms(
            cell.id, from: entry, to: variables,
            review: review(of: cell, column: column, in: project))
        case .success: return
        case .failure(let skip) where skip.isTooSlow: tooSlow = cell.id
        case .failure(let skip): change.skipped.append(.init(cell: cell.id, reason: skip.reason))
        }
        return
      }
      guard case .text(let text, _) = cell.content, !text.isEmpty else { return }
      switch replaced(text, matcher, replacement, placeholders: placeholders) {
      case .unchanged: return
      case .tooSlow: tooSlow = cell.id
      case .changed(let new):
        change.set(
          cell.id, from: text, to: new, review: review(of: cell, column: column, in: project))
      case .touchesPlaceholder(let specifiers):
        change.skipped.append(
          .init(
            cell: cell.id,
            reason: "the replacement would change its placeholders or tags (\(specifiers)); "
              + "--placeholders allows it"))
      }
    }
    if let cell = tooSlow {
      throw BulkError(
        description: "the expression ran over \(limit) on \(cell.table) › \(cell.key) "
          + "[\(cell.language)] and was stopped; nothing changed (a nested repetition such as "
          + "(a+)+ backtracks without end: simplify it)")
    }
    return change
  }

  /// Why a replaced cell needs review: the reason it already needed review for (a source
  /// change keeps its old source text), else `markedByHand` (a bulk edit someone made); `nil`
  /// for a source text, which is what translations are reviewed against (its change marks
  /// them instead).
  private static func review(of cell: BulkCells.Cell, column: Int, in project: Project)
    -> ReviewReason?
  {
    guard project.sourceColumn(ofGrid: cell.grid) != column, !project.isSourceSide(column: column)
    else { return nil }
    return project.reviewState(of: cell.id)?.reason ?? .markedByHand
  }

  enum Outcome: Equatable {
    case unchanged
    case changed(String)
    case touchesPlaceholder(String)
    case tooSlow
  }

  /// `text` with `matcher`'s matches replaced, its specifiers and tags protected unless
  /// `placeholders`: a result with other specifiers or tags than `text`'s, in another order
  /// (the replacement's own `%@` or `<b>` included), is `touchesPlaceholder`.
  static func replaced(
    _ text: String, _ matcher: Matcher, _ replacement: String, placeholders: Bool
  ) -> Outcome {
    let (masked, tokens) = placeholders ? (text, []) : mask(text)
    guard let result = matcher.replacing(in: masked, with: replacement) else { return .tooSlow }
    guard let result else { return .unchanged }
    guard let new = unmask(result, tokens), placeholders || mask(new).1 == tokens else {
      let kept = tokens.isEmpty ? "none" : tokens.joined(separator: " ")
      return .touchesPlaceholder(kept)
    }
    return new == text ? .unchanged : .changed(new)
  }

  /// An expression run under a time bound on each text.
  struct Matcher {
    /// The expression.
    var expression: NSRegularExpression
    /// The longest it may run on one text.
    var limit: Duration

    /// `text` with every match replaced by `template`: `.some(nil)` when nothing matches,
    /// `nil` when matching ran over `limit` (stopped there).
    ///
    /// ICU reports progress while it backtracks (`reportProgress`): the enumeration is stopped
    /// at the first report past the deadline.
    func replacing(in text: String, with template: String) -> String?? {
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: limit)
      var matches: [NSTextCheckingResult] = []
      var late = false
      expression.enumerateMatches(
        in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)
      ) { match, _, stop in
        if let match { matches.append(match) }
        if clock.now > deadline {
          late = true
          stop.pointee = true
        }
      }
      if late { return nil }
      guard !matches.isEmpty else { return .some(nil) }
      var result = ""
      var done = text.startIndex
      for match in matches {
        guard let range = Range(match.range, in: text) else { continue }
        result += text[done..<range.lowerBound]
        result += expression.replacementString(for: match, in: text, offset: 0, template: template)
        done = range.upperBound
      }
      result += text[done...]
      return .some(result)
    }
  }

  /// Markup tags (`<b>`, `</b>`, `<a href="…">`, `<br/>`): kept like specifiers.
  private static let tag: NSRegularExpression? = try? NSRegularExpression(
    pattern: "</?[A-Za-z][A-Za-z0-9]*(\\s[^<>]*)?/?>")

  /// The first private-use scalar standing for a specifier (plane 15: never in real text).
  static let firstMark: UInt32 = 0xF0000

  /// `text` with each format specifier and markup tag replaced by a mark, and those in order.
  static func mask(_ text: String) -> (String, [String]) {
    var spans = FormatString.spans(in: text).compactMap { span -> Range<Int>? in
      if case .specifier = span.item { return span.scalars }
      return nil
    }
    if text.unicodeScalars.contains("<"), let tag {
      spans += tagSpans(text, tag).filter { tag in !spans.contains { $0.overlaps(tag) } }
      spans.sort { $0.lowerBound < $1.lowerBound }
    }
    guard !spans.isEmpty else { return (text, []) }
    let scalars = Array(text.unicodeScalars)
    var masked = String.UnicodeScalarView()
    var tokens: [String] = []
    var done = 0
    for span in spans {
      masked.append(contentsOf: scalars[done..<span.lowerBound])
      if let mark = Unicode.Scalar(firstMark + UInt32(tokens.count)) { masked.append(mark) }
      tokens.append(String(String.UnicodeScalarView(scalars[span])))
      done = span.upperBound
    }
    masked.append(contentsOf: scalars[done...])
    return (String(masked), tokens)
  }

  /// Where `expression` (the tag pattern) matches in `text`, in scalar offsets.
  private static func tagSpans(_ text: String, _ expression: NSRegularExpression) -> [Range<Int>] {
    expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      guard let range = Range($0.range, in: text) else { return nil }
      let start = text.unicodeScalars.distance(
        from: text.unicodeScalars.startIndex, to: range.lowerBound)
      return start..<(start + text.unicodeScalars[range].count)
    }
  }

  /// `text` with its marks put back as the specifiers, or `nil` when the marks are not each
  /// one there once, in order.
  static func unmask(_ text: String, _ tokens: [String]) -> String? {
    var result = String.UnicodeScalarView()
    var next = 0
    for scalar in text.unicodeScalars {
      guard scalar.value >= firstMark, scalar.value < firstMark + 0x10000 else {
        result.append(scalar)
        continue
      }
      guard Int(scalar.value - firstMark) == next, next < tokens.count else { return nil }
      result.append(contentsOf: tokens[next].unicodeScalars)
      next += 1
    }
    return next == tokens.count ? String(result) : nil
  }
}

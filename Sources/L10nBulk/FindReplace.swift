import Foundation  // NSRegularExpression: `$1` templates in the replacement
import L10nGrammar
import L10nModel

/// Find and replace with a regular expression in one language's texts, format specifiers
/// (`%@`, `%1$d`, `%#@files@`) kept unless asked.
///
/// The expression is ICU's (NSRegularExpression): `(?i)` for no case, `$1` in the replacement
/// for a group. Specifiers are taken out of the text before the expression sees it (each
/// becomes one private-use character); a change that would remove, copy or move one leaves
/// the cell alone and says so.
package enum FindReplace {
  /// The changes of replacing `pattern` with `replacement` in every text of `language`.
  ///
  /// Plural cells have each form replaced (one change per cell; a form whose placeholders the
  /// replacement would change leaves the whole cell alone). With `placeholders`, specifiers are
  /// text like any other.
  package static func changes(
    _ project: Project, language: LanguageID, pattern: String, replacement: String,
    placeholders: Bool = false
  ) throws(BulkError) -> BulkChange {
    let column = try BulkCells.column(of: language, in: project)
    let expression: NSRegularExpression
    do {
      expression = try NSRegularExpression(pattern: pattern)
    } catch {
      throw BulkError(description: "not a regular expression: \(pattern)")
    }
    var change = BulkChange()
    BulkCells.forEach(column: column, of: project) { cell in
      if case .plural(let entry, let state) = cell.content {
        switch BulkPlurals.replaced(entry, expression, replacement, placeholders: placeholders) {
        case .success(let variables) where !variables.isEmpty:
          change.setForms(
            cell.id, from: entry, to: variables,
            state: state.flatMap { $0 == .translated ? nil : $0 })
        case .success: return
        case .failure(let skip): change.skipped.append(.init(cell: cell.id, reason: skip.reason))
        }
        return
      }
      guard case .text(let text, let state) = cell.content, !text.isEmpty else { return }
      switch replaced(text, expression, replacement, placeholders: placeholders) {
      case .unchanged: return
      case .changed(let new):
        // A catalog translation keeps its state (setting a text makes it `translated`).
        change.set(
          cell.id, from: text, to: new, state: state.flatMap { $0 == .translated ? nil : $0 })
      case .touchesPlaceholder(let specifiers):
        change.skipped.append(
          .init(
            cell: cell.id,
            reason: "the replacement would change its placeholders (\(specifiers)); "
              + "--placeholders allows it"))
      }
    }
    return change
  }

  enum Outcome: Equatable {
    case unchanged
    case changed(String)
    case touchesPlaceholder(String)
  }

  /// `text` with `expression`'s matches replaced, its specifiers protected unless
  /// `placeholders`.
  static func replaced(
    _ text: String, _ expression: NSRegularExpression, _ replacement: String, placeholders: Bool
  ) -> Outcome {
    let (masked, tokens) = placeholders ? (text, []) : mask(text)
    let range = NSRange(masked.startIndex..., in: masked)
    guard expression.firstMatch(in: masked, range: range) != nil else { return .unchanged }
    let result = expression.stringByReplacingMatches(
      in: masked, range: range, withTemplate: replacement)
    guard let new = unmask(result, tokens) else {
      return .touchesPlaceholder(tokens.joined(separator: " "))
    }
    return new == text ? .unchanged : .changed(new)
  }

  /// The first private-use scalar standing for a specifier (plane 15: never in real text).
  static let firstMark: UInt32 = 0xF0000

  /// `text` with each format specifier replaced by a mark, and the specifiers in order.
  static func mask(_ text: String) -> (String, [String]) {
    let spans = FormatString.spans(in: text).filter {
      if case .specifier = $0.item { return true }
      return false
    }
    guard !spans.isEmpty else { return (text, []) }
    let scalars = Array(text.unicodeScalars)
    var masked = String.UnicodeScalarView()
    var tokens: [String] = []
    var done = 0
    for span in spans {
      masked.append(contentsOf: scalars[done..<span.scalars.lowerBound])
      if let mark = Unicode.Scalar(firstMark + UInt32(tokens.count)) { masked.append(mark) }
      tokens.append(String(String.UnicodeScalarView(scalars[span.scalars])))
      done = span.scalars.upperBound
    }
    masked.append(contentsOf: scalars[done...])
    return (String(masked), tokens)
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

import Foundation
import L10nModel

/// `l10nedit WORD` where WORD is a misspelt command (`lnit`), not a path: the editor is the
/// default command, so WORD would otherwise be taken for the editor's folder.
enum UnknownCommand {
  /// The error for the first of `arguments` when it is no existing path and is like one of
  /// `commands` (`error: unknown command 'lnit' — did you mean 'lint'?`); `nil` for an option, a
  /// command, a path (an existing one, or one with `/` or `.`) or a word like no command.
  static func message(for arguments: [String], commands: [String]) -> String? {
    guard let word = arguments.first, !word.isEmpty, !word.hasPrefix("-"),
      !commands.contains(word), !word.contains("/"), !word.contains("."),
      !FileManager.default.fileExists(atPath: word)
    else { return nil }
    let meant = suggestions(for: word, among: commands)
    guard let last = meant.last else { return nil }
    let quoted = meant.map { "'\($0)'" }
    let choices =
      meant.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or '\(last)'"
    return "error: unknown command '\(word)' — did you mean \(choices)?"
  }

  /// The commands `word` is likeliest a misspelling of, in `commands`' order: those it begins
  /// (`stat`, `xlif`), else the nearest within two edits (one for names of three letters: any
  /// three-letter word is two from `csv` or `gen`), ignoring case.
  static func suggestions(for word: String, among commands: [String]) -> [String] {
    let word = word.lowercased()
    let begun = commands.filter { $0.hasPrefix(word) }
    if !begun.isEmpty { return begun }
    let near = commands.map { ($0, EditDistance.between(word, $0)) }.filter {
      $0.1 <= ($0.0.count <= 3 ? 1 : 2)
    }
    guard let best = near.map(\.1).min() else { return [] }
    return near.filter { $0.1 == best }.map(\.0)
  }
}

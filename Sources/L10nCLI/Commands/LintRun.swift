import ArgumentParser
import L10nCheck

/// `l10nedit lint` in process: the findings a command line's options give, before any
/// baseline and without printing them — what the rule examples test checks of every rule's
/// examples without launching the binary for each.
package enum LintRun {
  /// The findings of `lint` with `arguments` (without the subcommand's name); throws what
  /// parsing or loading throws.
  package static func findings(_ arguments: [String]) throws -> FindingList {
    try LintCommand.parse(arguments).findings(progress: nil)
  }
}

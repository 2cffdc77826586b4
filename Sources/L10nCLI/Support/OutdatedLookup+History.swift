import L10nHistory
import L10nModel
import L10nTUI

extension OutdatedLookup {
  /// The `outdated-translation` rule's findings from the project's git history (none outside
  /// git, or when the history cannot be read), for the editor's background job.
  static let gitHistory = OutdatedLookup { project in
    guard case .read(let outdated, _) = OutdatedTranslations.find(in: project) else { return [] }
    // One marked reviewed against the source as it is now is not outdated.
    return outdated.filter { !project.isReviewedAgainstSource($0.cell) }
  }
}

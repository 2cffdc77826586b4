import L10nHistory
import L10nModel
import L10nTUI

extension OutdatedLookup {
  /// The `outdated-translation` rule's findings from the project's git history (none outside
  /// git, or when the history cannot be read), read through `cache`, for the editor's
  /// background job.
  package static func gitHistory(cache: HistoryCache? = HistoryCache()) -> OutdatedLookup {
    OutdatedLookup { project in
      let found = OutdatedTranslations.find(in: project, cache: cache)
      guard case .read(let outdated, _) = found else { return [] }
      // One marked reviewed against the source as it is now is not outdated.
      return outdated.filter { !project.isReviewedAgainstSource($0.cell) }
    }
  }
}

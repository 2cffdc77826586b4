import L10nModel

/// How the editor finds outdated translations (the `outdated-translation` rule's findings):
/// called by a background job (reading git history takes time), never on the main loop; the
/// session's caller gives it, or none.
package struct OutdatedLookup: Sendable {
  /// The outdated translations of a project; throws when the history cannot be read.
  package let find: @Sendable (Project) throws -> [OutdatedTranslation]

  /// A lookup running `find`.
  package init(find: @escaping @Sendable (Project) throws -> [OutdatedTranslation]) {
    self.find = find
  }
}

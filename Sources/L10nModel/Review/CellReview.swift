/// The review states recorded for one cell: of the whole cell and of its plural forms.
///
/// A state not recorded is the cell's default (`translated` when it has a text).
public struct CellReview: Hashable, Sendable {
  /// The whole cell's state, if recorded.
  public var whole: ReviewState?
  /// Each form's state, if recorded.
  public var forms: [PluralFormID: ReviewState]
  /// The source text the translation was last marked reviewed against, its text kept.
  ///
  /// In words, as `Project.reviewSourceText(of:)` gives it: `outdated-translation` says nothing
  /// of the cell while its source still says this. Recorded for a translated cell only
  /// (`whole` is then `nil`); dropped when the translation is edited, the cell is marked again,
  /// or the source says something else (see `Project.reviewsToSave()`).
  public var reviewedAgainst: String?

  /// A record.
  public init(
    whole: ReviewState? = nil, forms: [PluralFormID: ReviewState] = [:],
    reviewedAgainst: String? = nil
  ) {
    self.whole = whole
    self.forms = forms
    self.reviewedAgainst = reviewedAgainst
  }

  /// Whether nothing is recorded.
  public var isEmpty: Bool { whole == nil && forms.isEmpty && reviewedAgainst == nil }

  /// The state of `form` (`nil`: the whole cell's).
  public subscript(form: PluralFormID?) -> ReviewState? {
    get { form.map { forms[$0] } ?? whole }
    set {
      if let form { forms[form] = newValue } else { whole = newValue }
    }
  }

  /// The state the cell shows: needing review when it or any form does, else `new` when it or a
  /// form is, else `translated`; `nil` when nothing is recorded.
  public var summary: ReviewState? {
    let all = [whole].compactMap { $0 } + forms.keys.sorted().compactMap { forms[$0] }
    return all.first(where: \.needsReview) ?? all.first { $0 == .new } ?? all.first
  }
}

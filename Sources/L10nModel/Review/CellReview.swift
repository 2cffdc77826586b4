/// The review states recorded for one cell: of the whole cell and of its plural forms.
///
/// A state not recorded is the cell's default (`translated` when it has a text).
public struct CellReview: Hashable, Sendable {
  /// The whole cell's state, if recorded.
  public var whole: ReviewState?
  /// Each form's state, if recorded.
  public var forms: [PluralFormID: ReviewState]

  /// A record.
  public init(whole: ReviewState? = nil, forms: [PluralFormID: ReviewState] = [:]) {
    self.whole = whole
    self.forms = forms
  }

  /// Whether nothing is recorded.
  public var isEmpty: Bool { whole == nil && forms.isEmpty }

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

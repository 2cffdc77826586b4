import L10nModel
import L10nScan

/// A `String` parameter of one of the project's functions passed on inside it.
///
/// Assigned to a property, or given to a call (initialisers are named by their type). When
/// that is a text position, the parameter is one too: `portalRow(_:title:)` giving `title` to
/// `LabelField(_:)`, whose initialiser assigns it to `stringValue`, makes
/// `portalRow(view, title: "Swap:")` a text shown without localization.
struct TextFlow: Sendable, Codable {
  /// Where the parameter goes.
  enum Target: Sendable, Codable {
    /// `x.name = parameter` (not the function's own type's property).
    case property(String)
    /// The argument `label` (`_` for the first unlabelled) of a call of `callee`.
    case argument(callee: String, label: String)
  }

  /// The function's name, or its type's for an initialiser.
  var function: String
  /// The parameter's argument label (`_` for the first unlabelled parameter).
  var label: String
  var target: Target

  /// How many functions deep a parameter is followed.
  static let depth = 4

  /// `positions` with the project's functions whose parameter reaches one of them (or a
  /// SwiftUI view's `String`), followed `depth` functions deep; and those added, as the
  /// settings' `textPositions` write them (`portalRow(title:)`).
  ///
  /// A parameter that also reaches a lookup — a key argument of `localizing` (the wrappers'
  /// names and slots), or of a function whose parameter does — is a key, looked up where it
  /// is shown (`setTitle(_ title: String)` assigning `self.title = title` and showing
  /// `localizedString(title)`): not a position.
  static func positions(
    _ flows: [TextFlow], adding positions: TextPositions, localizing: Set<String>
  ) -> (positions: TextPositions, added: [String]) {
    var keys = localizing
    for _ in 0..<depth {
      let count = keys.count
      for flow in flows {
        if case .argument(let callee, let label) = flow.target, keys.contains("\(callee) \(label)")
        {
          keys.insert("\(flow.function) \(flow.label)")
        }
      }
      if keys.count == count { break }
    }
    var positions = positions
    var added: [String] = []
    var remaining = flows.filter { !keys.contains("\($0.function) \($0.label)") }
    for _ in 0..<depth {
      let count = added.count
      remaining.removeAll { flow in
        guard flow.reachesText(positions) else { return false }
        if positions.addArgument(flow.label, of: flow.function) {
          added.append("\(flow.function)(\(flow.label):)")
        }
        return true
      }
      if added.count == count { break }
    }
    return (positions, added.sorted())
  }

  /// Whether the target is a text position of `positions`.
  private func reachesText(_ positions: TextPositions) -> Bool {
    switch target {
    case .property(let name): positions.properties.contains(name)
    case .argument(let callee, let label):
      positions.arguments[callee]?.contains(label) == true
        || (label == "_" && SwiftLocalizingNames.views.contains(callee))
    }
  }
}

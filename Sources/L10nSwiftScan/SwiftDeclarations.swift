import L10nModel
import SwiftSyntax

/// What the declarations of every scanned Swift file tell about keys: the project's wrappers
/// of localizing calls and its parameters and properties typed `LocalizedStringKey`.
struct SwiftDeclarations: Sendable, Codable {
  /// A function whose parameter flows into a localizing call's key (`func showAlert(_ key:
  /// String)` calling `NSLocalizedString("alert." + key, …)`): its calls with a literal give
  /// whole keys.
  struct Wrapper: Sendable, Codable {
    /// Where the key's argument is.
    var key: ArgumentSlot
    /// What the function puts before and after the argument.
    var prefix: [CodeKey.Part]
    var suffix: [CodeKey.Part]
    /// The table.
    var table: Table
    /// Every argument label the function takes.
    var labels: Set<String>
  }

  /// Where a wrapper's table comes from.
  enum Table: Sendable, Codable {
    /// The call names none (`Localizable`).
    case standard
    /// A literal name.
    case named(String)
    /// One of the wrapper's arguments.
    case argument(ArgumentSlot)
    /// An expression the scanner cannot read.
    case unknown
  }

  /// A call in a file: its path and the UTF-8 offset where it starts.
  struct Place: Hashable, Sendable, Codable {
    var path: String
    var offset: Int
  }

  /// Wrappers by function name.
  var wrappers: [String: [Wrapper]] = [:]
  /// The localizing calls inside wrappers, with the wrapper's name: their keys come from the
  /// wrappers' callers.
  var wrapperBodies: [Place: String] = [:]
  /// The arguments typed `LocalizedStringKey` (or `LocalizedStringResource`,
  /// `String.LocalizationValue`) of the project's functions and initialisers, by function or
  /// type name.
  var localizedParameters: [String: Set<ArgumentSlot>] = [:]
  /// The names of properties typed `LocalizedStringKey`: a literal assigned to one is a key.
  var localizedProperties: Set<String> = []
  /// The key patterns properties are assigned (`self.localizationKey = "eq.preset." + name`),
  /// by property name: a lookup of the property uses any key they match.
  var keyProperties: [String: [CodeKey]] = [:]
  /// The files that are generated accessors (SwiftGen's, `l10nedit gen swift`'s).
  var generatedFiles: Set<String> = []
  /// Where the project's functions pass a `String` parameter on (`hardcoded-string`): a
  /// function whose parameter reaches a text position is one itself (`TextFlow`).
  var textFlows: [TextFlow] = []

  /// The wrappers' names and key slots, `name label` (`_` for the first unlabelled): the
  /// arguments their callers give keys in.
  var wrapperSlots: Set<String> {
    Set(
      wrappers.flatMap { name, wrappers in
        wrappers.compactMap { wrapper in
          wrapper.key.label.map { "\(name) \($0)" }
            ?? (wrapper.key.unlabelledIndex == 0 ? "\(name) _" : nil)
        }
      })
  }

  /// Whether it declares nothing.
  var isEmpty: Bool {
    wrappers.isEmpty && wrapperBodies.isEmpty && localizedParameters.isEmpty
      && localizedProperties.isEmpty && keyProperties.isEmpty && generatedFiles.isEmpty
  }

  /// Adds what another file declares.
  mutating func merge(_ other: SwiftDeclarations) {
    wrappers.merge(other.wrappers) { $0 + $1 }
    wrapperBodies.merge(other.wrapperBodies) { first, _ in first }
    localizedParameters.merge(other.localizedParameters) { $0.union($1) }
    localizedProperties.formUnion(other.localizedProperties)
    generatedFiles.formUnion(other.generatedFiles)
    keyProperties.merge(other.keyProperties) { $0 + $1 }
    textFlows += other.textFlows
  }

  /// The name an assignment's target or a key's expression reads: `name` or `self.name`.
  static func propertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text
  }
}

/// The positions of code whose text a user sees, where a string literal is a hard-coded text
/// (`hardcoded-string`): UIKit and AppKit properties, initialisers' and methods' arguments,
/// Objective-C selector parts, and a project's own (the settings' `textPositions`).
///
/// SwiftUI's views and modifiers are not listed here: their literals are looked up (a
/// `LocalizedStringKey`); the Swift scanner tells a `String` given to them apart.
package struct TextPositions: Hashable, Sendable {
  /// Properties a `String` assigned to is shown (`label.text = "…"`, `self.title = "…"`).
  package private(set) var properties: Set<String>
  /// The argument labels whose literal is shown, by called name (Swift): `_` for the first
  /// unlabelled argument (`setTitle("…", for: .normal)`).
  package private(set) var arguments: [String: Set<String>]
  /// Objective-C selector parts whose argument is shown (`setTitle`, `alertWithMessageText`).
  package private(set) var selectorParts: Set<String>
  /// The settings' entries, as given.
  package private(set) var custom: [String] = []

  /// The built-in positions and `custom` ones.
  ///
  /// `.caption` is a property, `Name(label:)` or `Name(_:)` an argument of the calls of `Name`
  /// (several labels allowed: `Name(_:title:)`), `setCaption:` an Objective-C selector part.
  /// Entries of no such form are left out (see `isValid`).
  package init(custom: [String] = []) {
    properties = Self.standardProperties
    arguments = Self.standardArguments
    selectorParts = Self.standardSelectorParts
    for entry in custom {
      guard let position = Self.parse(entry) else { continue }
      self.custom.append(entry)
      switch position {
      case .property(let name): properties.insert(name)
      case .argument(let name, let labels): arguments[name, default: []].formUnion(labels)
      case .selectorPart(let part): selectorParts.insert(part)
      }
    }
  }

  /// Adds the argument `label` (`_` for the first unlabelled) of the calls of `name`; whether
  /// it is new.
  package mutating func addArgument(_ label: String, of name: String) -> Bool {
    arguments[name, default: []].insert(label).inserted
  }

  /// Whether `entry` is a position of a form `init(custom:)` reads.
  package static func isValid(_ entry: String) -> Bool {
    parse(entry) != nil
  }

  /// A position of the settings.
  private enum Position {
    case property(String)
    case argument(String, Set<String>)
    case selectorPart(String)
  }

  private static func parse(_ entry: String) -> Position? {
    if entry.hasPrefix("."), isName(entry.dropFirst()) {
      return .property(String(entry.dropFirst()))
    }
    if entry.hasSuffix(":"), !entry.contains("("), isName(entry.dropLast()) {
      return .selectorPart(String(entry.dropLast()))
    }
    guard let open = entry.firstIndex(of: "("), entry.hasSuffix(":)") else { return nil }
    let name = entry[..<open]
    let labels = entry[entry.index(after: open)..<entry.index(entry.endIndex, offsetBy: -2)]
      .split(separator: ":", omittingEmptySubsequences: false)
    guard isName(name), !labels.isEmpty, labels.allSatisfy({ $0 == "_" || isName($0) }) else {
      return nil
    }
    return .argument(String(name), Set(labels.map(String.init)))
  }

  /// Whether `text` is an identifier (letters, digits, `_`, not starting with a digit).
  private static func isName(_ text: Substring) -> Bool {
    guard let first = text.first, !first.isNumber else { return false }
    return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
  }

  /// UIKit's and AppKit's text properties.
  static let standardProperties: Set<String> = [
    "text", "title", "subtitle", "placeholder", "placeholderString", "attributedTitle",
    "attributedText", "stringValue", "toolTip", "messageText", "informativeText",
    "accessibilityLabel", "accessibilityHint", "prompt", "alternateTitle", "paletteLabel",
    "body", "attributedStringValue", "attributedPlaceholder", "attributedAlternateTitle",
  ]

  /// UIKit's and AppKit's initialisers and methods that take a text.
  static let standardArguments: [String: Set<String>] = [
    "setTitle": ["_"], "UIAlertController": ["title", "message"], "UIAlertAction": ["title"],
    "NSMenuItem": ["title"], "NSMenu": ["title"],
    "NSButton": ["title", "checkboxWithTitle", "radioButtonWithTitle"],
    "NSTextField": ["labelWithString", "wrappingLabelWithString"],
    "UIBarButtonItem": ["title"], "UIAction": ["title", "subtitle"], "UIMenu": ["title"],
    "UIContextualAction": ["title"], "addItem": ["withTitle"], "insertItem": ["withTitle"],
    "addButton": ["withTitle"],
  ]

  /// The Objective-C selector parts that take a text.
  static let standardSelectorParts: Set<String> = [
    "setTitle", "setText", "setSubtitle", "setPlaceholder", "setPlaceholderString",
    "setStringValue", "setToolTip", "setMessageText", "setInformativeText",
    "setAccessibilityLabel", "setAccessibilityHint", "setPrompt", "setAlternateTitle",
    "setPaletteLabel", "setBody", "alertWithMessageText", "defaultButton", "alternateButton",
    "otherButton", "informativeTextWithFormat", "alertControllerWithTitle", "actionWithTitle",
    "addItemWithTitle", "insertItemWithTitle", "initWithTitle", "buttonWithTitle",
    "addButtonWithTitle", "labelWithString", "wrappingLabelWithString", "checkboxWithTitle",
    "radioButtonWithTitle", "cancelButtonTitle",
  ]

  /// Whether a file at `path` is a test's (a folder whose name ends in `Tests`, or a file
  /// named `…Tests.swift`/`…Tests.m`): its texts are no user's.
  package static func isTestFile(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    guard let name = components.last else { return false }
    let stem = name.split(separator: ".").first ?? name
    return stem.hasSuffix("Tests") || stem.hasSuffix("Test")
      || components.dropLast().contains { $0.hasSuffix("Tests") }
  }
}

import L10nModel

/// How a rewrite names a new key: the text itself (Apple's default), or a namespaced key made
/// from the file's type and the property (`settings.title`).
package enum KeyStyle: String, CaseIterable, Sendable {
  /// The text is the key (`"Tap to start"`; interpolations as specifiers, `"%lld items"`).
  case text
  /// `<type>.<property or words>`: the file's name without `View`/`ViewController`…, lower
  /// camel case, then the property the text is given to (`.title` → `title`) or, for a
  /// SwiftUI view and an unlabelled call, the text's first words (`tapToStart`).
  case namespaced

  /// The style of `keys` (a table's): namespaced when most are dotted identifiers
  /// (`settings.title`), else the text.
  package static func detected(in keys: [LocalizationKey]) -> KeyStyle {
    // A storyboard's object ids (`Kd2-mp-pUS.title`) are not the developers' style.
    let keys = keys.filter { !LocalizationKey.looksLikeObjectID($0.text) }
    let dotted = keys.count { isNamespaced($0.text) }
    return !keys.isEmpty && dotted * 2 > keys.count ? .namespaced : .text
  }

  /// Whether `key` is a dotted identifier: letters, digits, `_` and `-` in two or more parts.
  static func isNamespaced(_ key: String) -> Bool {
    let parts = key.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 2
      && parts.allSatisfy { part in
        part.first?.isLetter == true
          && part.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-")
          }
      }
  }

  /// The namespaced key of `text`: the namespace from its file's name, the name from its
  /// position or words.
  static func namespacedKey(for text: HardcodedText) -> String {
    "\(namespace(ofPath: text.path)).\(name(of: text))"
  }

  /// `Modules/Settings/SettingsViewController.swift` → `settings`.
  static func namespace(ofPath path: String) -> String {
    var stem = String(path.split(separator: "/").last ?? "")
    if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
    for suffix in ["ViewController", "Controller", "View", "Window", "Cell"]
    where stem.hasSuffix(suffix) && stem.count > suffix.count {
      stem.removeLast(suffix.count)
      break
    }
    return lowerCamel(words(stem)) ?? "app"
  }

  /// The property (`.title`, `setTitle:`, `NSButton(title:)`, `addButton(withTitle:)`) or the
  /// text's first four words.
  static func name(of text: HardcodedText) -> String {
    var property: String?
    let position = text.position
    if position.hasPrefix(".") {
      property = String(position.dropFirst())
    } else if position.hasSuffix(":"), !position.contains("("), position.hasPrefix("set") {
      property = String(position.dropFirst(3).dropLast())
    } else if position.hasSuffix(":)"), let open = position.lastIndex(of: "(") {
      let label = String(position[position.index(after: open)...].dropLast(2))
      if label != "_" {
        property = label.hasPrefix("with") && label.count > 4 ? String(label.dropFirst(4)) : label
      }
    }
    let fromText = lowerCamel(Array(words(text.text).prefix(4)))
    return lowerCamel(words(property ?? "")) ?? fromText ?? "text"
  }

  /// The words of an identifier or a text: runs of ASCII letters and digits, split at case
  /// changes (`SettingsView` → `Settings`, `View`).
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text {
      guard character.isASCII, character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last, last.isLowercase {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The words in lower camel case (`tapToStart`), `nil` for none; a leading digit gets `n`.
  static func lowerCamel(_ words: [String]) -> String? {
    guard let first = words.first else { return nil }
    let joined =
      first.lowercased()
      + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined()
    return joined.first?.isNumber == true ? "n" + joined : joined
  }
}

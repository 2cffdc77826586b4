// Tidemark's own wrapper around NSLocalizedString: a call `Strings.text("key")` in another file
// looks `key` up (the scanner follows wrappers one level) — see SampleProject/README.md, "The
// app's sources".
import Foundation

enum Strings {
  /// The localized text of `key` in Localizable.
  static func text(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
  }
}

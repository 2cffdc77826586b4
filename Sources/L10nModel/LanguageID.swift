/// A language as named by its `.lproj` folder: `en`, `pt-BR`, `zh-Hans`, `es_MX`, `Base`, `mul`.
public struct LanguageID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The folder name without `.lproj`.
  public let code: String

  /// Creates a language from its code, for example `"de"`.
  public init(_ code: String) {
    self.code = code
  }

  /// `Base`, the folder Xcode uses for base internationalization.
  public static let base = LanguageID("Base")

  /// English, the default source language.
  public static let english = LanguageID("en")

  public var description: String { code }

  public static func < (lhs: LanguageID, rhs: LanguageID) -> Bool {
    lhs.code.utf8.lexicographicallyPrecedes(rhs.code.utf8)
  }
}

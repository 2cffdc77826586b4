import L10nTestSupport

/// A project whose table and level names make one Swift type name, or a keyword: tables
/// `InfoPlist` and `infoPlist`, a table `type` (`Type`, a keyword) and `String` (a type the
/// code uses); levels `type`, `Self`, and `AlertView` / `Alertview`.
enum TypeNameProject {
  static let files = [
    "en.lproj/InfoPlist.strings": #""CFBundleName" = "App";"#,
    "en.lproj/infoPlist.strings": #""CFBundleName" = "The other app";"#,
    "en.lproj/type.strings": #""title" = "A table named like a keyword";"#,
    "en.lproj/String.strings": #""title" = "A table named like a type";"#,
    "en.lproj/Localizable.strings": #"""
    "type.name" = "A level named like a keyword";
    "Self.title" = "Another";
    "AlertView.ok" = "OK";
    "Alertview.cancel" = "Cancel";
    """#,
  ]

  /// Code that reaches every table and level of the project through the structured template.
  static let use = """

    func use() -> [String] {
      [
        L10n.InfoPlist.cfBundleName, L10n.InfoPlist2.cfBundleName, L10n.Type2.title,
        L10n.String2.title, L10n.Localizable.Type2.name, L10n.Localizable.Self2.title,
        L10n.Localizable.AlertView.ok, L10n.Localizable.AlertView.cancel,
      ]
    }

    """

  /// The project in a temporary folder.
  static func folder() throws -> TemporaryFolder {
    try TestSupport.fixture(files)
  }
}

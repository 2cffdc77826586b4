import L10nModel

/// An Xcode localization catalog (`de.xcloc`) as `xcodebuild -exportLocalizations` lays it out:
/// `contents.json`, `Localized Contents/<language>.xliff` and `Source Contents/` copies of the
/// source resources.
public enum Xcloc {
  /// The folder's files for `document` (one language's XLIFF) exported from `project`.
  ///
  /// Paths inside the `.xcloc` and their bytes; `read` gives a source resource's bytes by path.
  public static func files(
    of document: XLIFFDocument, project: Project, language: LanguageID,
    read: (String) -> [UInt8]?
  ) -> [(path: String, bytes: [UInt8])] {
    var files: [(path: String, bytes: [UInt8])] = [
      ("contents.json", contents(developmentRegion: project.sourceLanguage, language: language)),
      ("Localized Contents/\(language.code).xliff", XLIFFWriter.render(document)),
    ]
    for file in project.files
    where document.files.contains(where: { $0.original == file.relativePath }) {
      if let bytes = read(file.path) {
        files.append(("Source Contents/\(file.relativePath)", bytes))
      }
    }
    return files
  }

  /// `contents.json`: Xcode's spacing (`" : "`), keys sorted, no final line break.
  static func contents(developmentRegion: LanguageID, language: LanguageID) -> [UInt8] {
    let tool = JSONNode.object(sortingKeys: [
      ("toolBuildNumber", .string(XLIFFWriter.toolVersion.build)),
      ("toolID", .string("com.apple.dt.xcode")), ("toolName", .string("Xcode")),
      ("toolVersion", .string(XLIFFWriter.toolVersion.version)),
    ])
    let root = JSONNode.object(sortingKeys: [
      ("developmentRegion", .string(developmentRegion.code)),
      ("targetLocale", .string(language.code)), ("toolInfo", tool), ("version", .string("1.0")),
    ])
    return JSONWriter.render(root, style: .stringCatalog)
  }

  /// The XLIFF file inside an `.xcloc` folder: `Localized Contents/*.xliff`, given the folder's
  /// entries there.
  public static func xliffName(in entries: [String]) -> String? {
    entries.sorted().first { $0.hasSuffix(".xliff") }
  }
}

import L10nModel

/// An Xcode localization catalog (`de.xcloc`) as `xcodebuild -exportLocalizations` lays it out:
/// `contents.json`, `Localized Contents/<language>.xliff` and `Source Contents/` copies of the
/// source resources.
package enum Xcloc {
  /// The folder's files for `document` (one language's XLIFF) exported from `project`.
  ///
  /// Paths inside the `.xcloc` and their bytes; `read` gives a source resource's bytes by path.
  package static func files(
    of document: XLIFFDocument, project: Project, language: LanguageID,
    read: (String) -> [UInt8]?
  ) -> [(path: String, bytes: [UInt8])] {
    let region = XLIFFExport.developmentRegion(of: project)
    var files: [(path: String, bytes: [UInt8])] = [
      ("contents.json", contents(developmentRegion: region, language: language)),
      ("Localized Contents/\(language.code).xliff", XLIFFWriter.render(document)),
    ]
    for file in project.files
    where document.files.contains(where: { $0.original == file.relativePath }) {
      if let catalog = file.catalog {
        let source = catalog.sourceLanguage ?? project.sourceLanguage
        files.append(
          (
            "Source Contents/\(file.relativePath)",
            XCStringsWriter.render(sourceOnly(catalog, language: source), order: .keepOrder)
          ))
      } else if let bytes = read(file.path) {
        files.append(("Source Contents/\(file.relativePath)", bytes))
      }
    }
    return files
  }

  /// `catalog` with only `language`'s localizations, as Xcode copies a String Catalog into
  /// `Source Contents/`.
  static func sourceOnly(_ catalog: XCStringsDocument, language: LanguageID) -> XCStringsDocument {
    func keepingSource(_ entry: JSONNode) -> JSONNode {
      guard case .object(let members) = entry else { return entry }
      return .object(
        members.compactMap { member in
          guard member.key.value == "localizations", case .object(let all) = member.value else {
            return member
          }
          let kept = all.filter { $0.key.value == language.code }
          guard !kept.isEmpty else { return nil }
          var member = member
          member.value = .object(kept)
          return member
        })
    }
    guard case .object(let rootMembers) = catalog.root else { return catalog }
    return XCStringsDocument(
      root: .object(
        rootMembers.map { member in
          guard member.key.value == "strings", case .object(let strings) = member.value else {
            return member
          }
          var member = member
          member.value = .object(
            strings.map { string in
              var string = string
              string.value = keepingSource(string.value)
              return string
            })
          return member
        }))
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
  package static func xliffName(in entries: [String]) -> String? {
    entries.sorted().first { $0.hasSuffix(".xliff") }
  }
}

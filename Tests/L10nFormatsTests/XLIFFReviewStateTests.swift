import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// XLIFF carries the review state of cells whose format has none of its own (`.strings`):
/// exported as Xcode spells a target needing review, read back on import.
@Suite("XLIFF review states of .strings cells")
struct XLIFFReviewStateTests {
  static let cell = CellID(
    table: TableID("App/Main"), key: LocalizationKey("hello"), language: LanguageID("de"))

  /// A `.strings` project whose German `hello` needs review (marked by hand), `bye` not.
  static func project() throws -> Project {
    let folder = try TestSupport.fixture([
      "App/en.lproj/Main.strings": "\"bye\" = \"Bye\";\n\"hello\" = \"Hello\";\n",
      "App/de.lproj/Main.strings": "\"bye\" = \"Tschüss\";\n\"hello\" = \"Hallo\";\n",
    ])
    var project = try ProjectLoader.load(folder.path)
    _ = try project.apply([.setReview(cell, nil, .needsReview(.markedByHand))])
    return project
  }

  @Test("export: a target needing review says needs-review-l10n; a translated one no state")
  func export() throws {
    let text = XLIFFTests.text(XLIFFTests.export(try Self.project(), "de"))
    #expect(text.contains(#"<target state="needs-review-l10n">Hallo</target>"#))
    #expect(text.contains("<target>Tschüss</target>"))
  }

  @Test("import: the same text marked translated is reviewed; taken needing review, it needs it")
  func importStates() throws {
    var project = try Self.project()
    var document = XLIFFTests.export(project, "de")
    for file in document.files.indices {
      for unit in document.files[file].units.indices {
        document.files[file].units[unit].state = "translated"
      }
    }
    _ = try project.apply(XLIFFImport.edits(document, into: project).edits)
    #expect(project.reviewState(of: Self.cell) == .translated)
    // A new text in state needs-review, taken with --take all: needs review.
    for file in document.files.indices {
      for unit in document.files[file].units.indices {
        document.files[file].units[unit].state = "needs-review-translation"
        document.files[file].units[unit].target = "Servus"
      }
    }
    let all = XLIFFImport.edits(document, into: project, options: .init(policy: .all))
    _ = try project.apply(all.edits)
    #expect(project.content(of: Self.cell).text == "Servus")
    #expect(project.reviewState(of: Self.cell)?.needsReview == true)
  }
}

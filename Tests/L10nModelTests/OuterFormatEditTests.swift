import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

/// `CellEdit.setPluralFormat`: the outer format of a plural cell, the text around its
/// `%#@variable@` tokens, edited like its forms.
@Suite struct OuterFormatEditTests {
  @Test("a .stringsdict entry's NSStringLocalizedFormatKey changes, and only that line")
  func stringsdict() throws {
    let folder = try TestSupport.sampleCopy()
    var project = try folder.load()
    let target = cell("Localizable", "files.remaining", "de")
    let trip = try RoundTrip(&project, [.setPluralFormat(target, "Noch %#@files@")])
    #expect(trip.changedFiles == ["de.lproj/Localizable.stringsdict"])
    #expect(project.content(of: target).plural?.formatKey == "Noch %#@files@")
    let old = try #require(trip.before.text("de.lproj/Localizable.stringsdict"))
    let new = try #require(trip.after.text("de.lproj/Localizable.stringsdict"))
    let changed = zip(old.split(separator: "\n"), new.split(separator: "\n")).filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(changed.first?.1 == "\t\t<string>Noch %#@files@</string>")
    #expect(old.split(separator: "\n").count == new.split(separator: "\n").count)
  }

  @Test("in a language without the entry, the entry is made from the source's, format set")
  func missingEntry() throws {
    let folder = try TestSupport.sampleCopy()
    var project = try folder.load()
    let target = cell("Localizable", "files.remaining", "es")
    try RoundTrip(&project, [.setPluralFormat(target, "Quedan: %#@files@")])
    let entry = try #require(project.content(of: target).plural)
    #expect(entry.formatKey == "Quedan: %#@files@")
    #expect(entry.variables.map(\.name) == ["files"])
    #expect(entry.variables.first?.valueType == "ld")
  }

  @Test("a catalog localization with substitutions: its string unit is the format")
  func catalogSubstitution() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    var project = try folder.load()
    let target = cell("Localizable", "Photos", "de")
    let trip = try RoundTrip(&project, [.setPluralFormat(target, "Fotos: %#@plural@")])
    #expect(project.content(of: target).plural?.formatKey == "Fotos: %#@plural@")
    #expect(
      project.content(of: target).plural?.variables.first?.form("other") == "%arg Fotos")
    // The `de` localization comes first: its string unit, and nothing else, changes.
    #expect(
      trip.after.text("Localizable.xcstrings")
        == SharedFixtures.pluralSubstitutionCatalog.replacing(
          "\"value\" : \"%#@plural@\"", with: "\"value\" : \"Fotos: %#@plural@\"",
          maxReplacements: 1))
  }

  @Test("cells without a format around plural variables refuse the edit, changing nothing")
  func unsupported() throws {
    let folder = try TestSupport.sampleCopy()
    var project = try folder.load()
    #expect(throws: EditError.self) {
      try project.apply([.setPluralFormat(cell("Localizable", "Cancel", "de"), "%#@x@")])
    }
    let catalog = try SharedFixtures.threeKeyProject()
    var plain = try catalog.load()
    #expect(throws: EditError.self) {
      try plain.apply([.setPluralFormat(cell("Localizable", "Bye", "de"), "%#@x@")])
    }
  }

  @Test("a plural value told as edits sets the format when it differs")
  func aspectEdits() throws {
    let target = cell("Localizable", "files.remaining", "de")
    let variable = PluralVariable(
      id: .stringsdict("files"), valueType: "ld", forms: [("other", "%ld Dateien")])
    let old = AspectValue.content(
      .plural(PluralEntry(formatKey: "%#@files@", variables: [variable]), state: nil))
    let new = AspectValue.content(
      .plural(PluralEntry(formatKey: "Noch %#@files@", variables: [variable]), state: nil))
    let edits = try #require(new.edits(for: .content(target), from: old))
    #expect(edits.last == .setPluralFormat(target, "Noch %#@files@"))
    #expect(
      old.edits(for: .content(target), from: old)?.contains(.setPluralFormat(target, "%#@files@"))
        == false)
  }
}

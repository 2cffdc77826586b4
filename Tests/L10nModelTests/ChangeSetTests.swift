import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

/// What a `ChangeSet` reports, and change sets undone and redone as an editor's undo stack
/// does: newest first, then oldest first.
@Suite struct ChangeSetTests {
  let folder: TemporaryFolder
  var project: Project

  init() throws {
    folder = try TestSupport.sampleCopy()
    project = try folder.load()
  }

  @Test("an empty batch, or adding a language already there, changes nothing")
  mutating func empty() throws {
    #expect(try project.apply([]).isEmpty)
    let same = try project.apply([.addLanguage(LanguageID("de"))])
    #expect(same.isEmpty)
    #expect(same.files.isEmpty)
    #expect(!same.languagesChanged)
  }

  @Test("a value edit: its file, its key, no rebuilt table")
  mutating func valueEdit() throws {
    let changes = try project.apply([.setText(cell("Errors", "error.unknown", "fr"), "Erreur")])
    #expect(!changes.isEmpty)
    #expect(changes.files.map { project.files[$0].relativePath } == ["fr.lproj/Errors.strings"])
    #expect(changes.keys == [TableID("Errors"): [key("error.unknown")]])
    #expect(changes.rebuiltTables.isEmpty)
    #expect(!changes.languagesChanged)
  }

  @Test("a rename: both keys touched, the table rebuilt")
  mutating func rename() throws {
    let table = TableID("Errors")
    let changes = try project.apply([
      .renameKey(table, key("error.unknown"), to: key("error.other"))
    ])
    #expect(changes.keys == [table: [key("error.unknown"), key("error.other")]])
    #expect(changes.rebuiltTables == [table])
    #expect(changes.files.count == 10)
  }

  @Test("removing a translation removes every duplicate")
  mutating func removeDuplicates() throws {
    let target = cell("Errors", "error.network.timeout", "pl")
    let trip = try RoundTrip(&project, [.removeTranslation(target)])
    #expect(project.content(of: target) == .missing)
    #expect(
      trip.after.text("pl.lproj/Errors.strings")?.contains("error.network.timeout") == false)
  }

  @Test("a stack of change sets undone newest first and redone oldest first")
  mutating func undoStack() throws {
    let snapshots = [ProjectSnapshot(project)]
    var stack: [ChangeSet] = []
    var states = snapshots
    let edits: [[CellEdit]] = [
      // Creates zh-Hans.lproj/InfoPlist.strings.
      [.setText(cell("InfoPlist", "CFBundleDisplayName", "zh-Hans"), "潮汐")],
      // A new column and its file.
      [
        .addLanguage(LanguageID("it")),
        .setText(cell("InfoPlist", "CFBundleDisplayName", "it"), "Tidemark"),
      ],
      // A key in every file of the table, the new ones included.
      [
        .addKey(
          TableID("InfoPlist"), key("NSMicrophoneUsageDescription"), sourceValue: "Mic",
          comment: "Mic")
      ],
      [.setText(cell("InfoPlist", "NSMicrophoneUsageDescription", "it"), "Microfono")],
      [.renameKey(TableID("InfoPlist"), key("NSMicrophoneUsageDescription"), to: key("NSMic"))],
      [
        .setPluralForms(
          cell("Localizable", "notes.count.plural", "zh-Hans"), .stringsdict("notes"),
          ["other": "%d 条笔记"])
      ],
      [.deleteKey(TableID("InfoPlist"), key("CFBundleDisplayName"))],
      [.removeTranslation(cell("Localizable", "notes.count.plural", "zh-Hans"))],
    ]
    for batch in edits {
      stack.append(try project.apply(batch))
      states.append(ProjectSnapshot(project))
    }
    #expect(project.content(of: cell("InfoPlist", "NSMic", "it")) == .text("Microfono", state: nil))
    #expect(project.content(of: cell("InfoPlist", "NSMic", "zh-Hans")) == .missing)
    var redo: [ChangeSet] = []
    for index in stack.indices.reversed() {
      redo.append(project.revert(stack[index]))
      #expect(ProjectSnapshot(project).differences(from: states[index]) == [], "undo \(index)")
      #expect(
        ProjectSnapshot(project.rebuilt).differences(from: states[index]) == [], "undo \(index)")
    }
    for (index, changes) in redo.reversed().enumerated() {
      _ = project.revert(changes)
      #expect(ProjectSnapshot(project).differences(from: states[index + 1]) == [], "redo \(index)")
      #expect(
        ProjectSnapshot(project.rebuilt).differences(from: states[index + 1]) == [], "redo \(index)"
      )
    }
  }

  @Test("a file created before a language is added, in one batch")
  mutating func fileThenLanguage() throws {
    try RoundTrip(
      &project,
      [
        .setText(cell("InfoPlist", "CFBundleDisplayName", "zh-Hans"), "潮汐"),
        .addLanguage(LanguageID("nl")),
        .setText(cell("InfoPlist", "CFBundleDisplayName", "nl"), "Getijde"),
        .addLanguage(LanguageID("bg")),
        .setText(cell("Errors", "error.unknown", "bg"), "Грешка"),
      ])
    #expect(project.languages.contains(LanguageID("nl")))
    #expect(project.files.filter(\.isNew).count == 3)
  }
}

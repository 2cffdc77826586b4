import L10nCheck
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// A format added without touching the model, the checks or discovery.
///
/// A toy file type whose lines are `language<TAB>key<TAB>value` (the first line names the
/// source language), every language in one `.cells` file. It lives in this file alone, as a
/// real format lives in its folder, and is passed to the loader as `LocalizationFormats.all`
/// plus itself.
struct CellsDocument: CellDocument {
  struct Row: Sendable {
    var key: LocalizationKey
    var values: [LanguageID: String]
    var line: Int
  }

  var rows: [Row]
  var source: LanguageID

  var keys: [LocalizationKey] { rows.map(\.key) }
  var languages: Set<LanguageID> { Set(rows.flatMap(\.values.keys)).union([source]) }
  var sourceLanguage: LanguageID? { source }
  var isWritable: Bool { true }

  func content(entry: Int, language: LanguageID) -> CellContent {
    rows[entry].values[language].map { .text($0, state: nil) } ?? .missing
  }

  func location(entry: Int, language: LanguageID) -> L10nModel.SourceLocation? {
    rows[entry].line == 0 ? nil : L10nModel.SourceLocation(line: rows[entry].line, column: 1)
  }
  func comment(entry: Int) -> String? { nil }

  mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    let restore = wholeDocumentRestore
    switch edit {
    case .setText(let cell, let text):
      if let index = rows.lastIndex(where: { $0.key == cell.key }) {
        rows[index].values[cell.language] = text
      } else {
        rows.append(Row(key: cell.key, values: [cell.language: text], line: 0))
      }
    case .removeTranslation(let cell):
      for index in rows.indices where rows[index].key == cell.key {
        rows[index].values[cell.language] = nil
      }
    case .addKey(_, let key, let value, _):
      rows.append(Row(key: key, values: [context.sourceLanguage: value], line: 0))
    case .extractKey(_, let key, let value, _):
      rows.append(Row(key: key, values: [context.sourceLanguage: value ?? key.text], line: 0))
    case .renameKey(_, let key, let newKey):
      for index in rows.indices where rows[index].key == key { rows[index].key = newKey }
    case .deleteKey(_, let key):
      rows.removeAll { $0.key == key }
    case .setPluralForms, .setPluralFormat, .setState, .setFormStates, .setReview, .markReviewed,
      .setComment,
      .addLanguage, .keepOccurrence, .setShadowedText, .setKeyAttribute, .vary:
      throw .unsupported("a .cells file holds plain text only")
    }
    return DocumentChange(restore: restore)
  }
}

struct CellsFormat: LocalizationFormat {
  let fileExtension = "cells"
  let placement = FormatPlacement.allLanguages
  let saveOrder = WriteOrder.keepOrder

  func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    guard let first = lines.first, first.hasPrefix("source\t") else {
      throw ParseError(path: path, location: .init(line: 1, column: 1), reason: "no source line")
    }
    var document = CellsDocument(rows: [], source: LanguageID(String(first.dropFirst(7))))
    for (number, line) in lines.enumerated().dropFirst() {
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 3 else {
        throw ParseError(
          path: path, location: .init(line: number + 1, column: 1), reason: "expected 3 fields")
      }
      let key = LocalizationKey(parts[1])
      if let index = document.rows.firstIndex(where: { $0.key == key }) {
        document.rows[index].values[LanguageID(parts[0])] = parts[2]
      } else {
        document.rows.append(
          CellsDocument.Row(key: key, values: [LanguageID(parts[0]): parts[2]], line: number + 1))
      }
    }
    return .document(document)
  }

  func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .document(let any) = content, let document = any as? CellsDocument else {
      return nil
    }
    var text = "source\t\(document.source)\n"
    for row in document.rows {
      for language in row.values.keys.sorted() {
        text += "\(language)\t\(row.key)\t\(row.values[language] ?? "")\n"
      }
    }
    return Array(text.utf8)
  }

  func language(of content: LocalizationFile.Content) -> LanguageID? {
    (content.documentAsCells)?.source
  }
}

extension LocalizationFile.Content {
  fileprivate var documentAsCells: CellsDocument? {
    if case .document(let document) = self { return document as? CellsDocument }
    return nil
  }
}

@Suite("A format behind the cell layer's seam")
struct SeamFormatTests {
  static let text = """
    source\ten
    en\tgreeting\tHello
    de\tgreeting\tHallo
    fr\tgreeting\t
    en\tfarewell\tBye %@
    fr\tfarewell\tAu revoir %d

    """

  static func project() throws -> (TemporaryFolder, Project) {
    let folder = try TestSupport.fixture(["App/Strings.cells": text])
    let project = try ProjectLoader.load(
      folder.path, formats: LocalizationFormats.all + [CellsFormat()])
    return (folder, project)
  }

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: TableID("App/Strings"), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test("discovered, read into one grid, its gaps defined by the one coverage function")
  func gridAndCoverage() throws {
    let (_, project) = try Self.project()
    #expect(project.grids.map(\.table) == [TableID("App/Strings")])
    #expect(project.languages == [LanguageID("en"), LanguageID("de"), LanguageID("fr")])
    #expect(project.content(of: Self.cell("greeting", "de")) == .text("Hallo", state: nil))
    #expect(project.coverage(of: Self.cell("greeting", "fr")) == .gap(.empty))
    #expect(project.coverage(of: Self.cell("farewell", "de")) == .gap(.missing))
    #expect(project.coverage(of: Self.cell("farewell", "fr")) == .covered)
    #expect(project.gapFlags(grid: 0).count == 2)
  }

  @Test("the checks run on it: gaps and format mismatches, located in the file")
  func checks() throws {
    let (folder, project) = try Self.project()
    let findings = Linter().run(project)
    let path = folder.path + "/App/Strings.cells"
    let missing = findings.filter { $0.ruleID == "missing-translation" }
    #expect(missing.map(\.cell) == [Self.cell("farewell", "de")])
    #expect(missing.first?.path == path)
    let mismatch = findings.filter { $0.ruleID == "format-mismatch" }
    #expect(mismatch.map(\.cell) == [Self.cell("farewell", "fr")])
    #expect(mismatch.first?.location.line == 5)  // this toy format keeps one line per key
  }

  @Test("edits through the cell layer, undone exactly, written by the format")
  func edits() throws {
    let (folder, original) = try Self.project()
    var project = original
    let format = CellsFormat()
    let before = try #require(format.render(project.files[0].content, order: .keepOrder))
    let changes = try project.apply([
      .setText(Self.cell("farewell", "de"), "Tschüss %@"),
      .addKey(
        TableID("App/Strings"), LocalizationKey("new"), sourceValue: "New", comment: nil),
    ])
    #expect(changes.files == [0])
    #expect(project.content(of: Self.cell("farewell", "de")) == .text("Tschüss %@", state: nil))
    #expect(project.grids[0].keys.map(\.text) == ["farewell", "greeting", "new"])
    #expect(project.coverage(of: Self.cell("new", "de")) == .gap(.missing))
    let after = try #require(format.render(project.files[0].content, order: .keepOrder))
    #expect(String(decoding: after, as: UTF8.self).contains("de\tfarewell\tTschüss %@\n"))

    let redo = project.revert(changes)
    #expect(format.render(project.files[0].content, order: .keepOrder) == before)
    #expect(project.grids[0].keys.map(\.text) == ["farewell", "greeting"])
    _ = project.revert(redo)
    #expect(format.render(project.files[0].content, order: .keepOrder) == after)

    // Saved through the one write path, in the format's own save order.
    let formats = LocalizationFormats.all + [format]
    #expect(try ProjectWriter.save(project, files: [0], formats: formats).written == [0])
    // Without the format the folder holds nothing l10nedit knows.
    #expect(throws: ProjectScanner.Failure.self) { try ProjectLoader.load(folder.path) }
    let reloaded = try ProjectLoader.load(project.root, formats: formats)
    #expect(reloaded.content(of: Self.cell("farewell", "de")) == .text("Tschüss %@", state: nil))

    #expect(throws: EditError.unsupported("a .cells file holds plain text only")) {
      try project.apply([.setComment(Self.cell("new", "en"), "x")])
    }
  }
}

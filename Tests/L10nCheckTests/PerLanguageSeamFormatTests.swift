import L10nCheck
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// A per-language format added without touching the model, the checks or discovery.
///
/// A toy file type whose lines are `key=value`, one language per file in its `.lproj` folder
/// (`de.lproj/Main.kv`), as `.strings` files are. It lives in this file alone, as a real format
/// lives in its folder, and is passed to the loader and the writer as `LocalizationFormats.all`
/// plus itself.
struct KeyValueDocument: CellDocument {
  struct Entry: Sendable {
    var key: LocalizationKey
    var value: String
    var line: Int
  }

  var entries: [Entry]
  var language: LanguageID

  var keys: [LocalizationKey] { entries.map(\.key) }
  var languageScope: LanguageScope { .oneLanguage }
  var languages: Set<LanguageID> { [language] }
  var sourceLanguage: LanguageID? { nil }
  var isWritable: Bool { true }

  func content(entry: Int, language: LanguageID) -> CellContent {
    language == self.language ? .text(entries[entry].value, state: nil) : .missing
  }

  func location(entry: Int, language: LanguageID) -> L10nModel.SourceLocation? {
    entries[entry].line == 0 ? nil : L10nModel.SourceLocation(line: entries[entry].line, column: 1)
  }

  func comment(entry: Int) -> String? { nil }

  /// A key given twice: each occurrence, in the file's language (the document does not name
  /// its table, nor need it).
  var duplicates: [DuplicateOccurrence] {
    entries.indices.compactMap { index in
      let key = entries[index].key
      guard entries.filter({ $0.key == key }).count > 1 else { return nil }
      return DuplicateOccurrence(
        key: key, location: L10nModel.SourceLocation(line: entries[index].line, column: 1),
        message: "\(key) given twice")
    }
  }

  func newDocument(for language: LanguageID, overlay: Bool) -> NewDocument? {
    overlay
      ? nil
      : NewDocument(
        document: KeyValueDocument(entries: [], language: language), fileExtension: "kv")
  }

  mutating func apply(_ edit: CellEdit, context: CellEditContext) throws(EditError)
    -> DocumentChange
  {
    let restore = wholeDocumentRestore
    switch edit {
    case .setText(let cell, let text):
      if let index = entries.lastIndex(where: { $0.key == cell.key }) {
        entries[index].value = text
      } else {
        entries.append(Entry(key: cell.key, value: text, line: 0))
      }
    case .removeTranslation(let cell):
      entries.removeAll { $0.key == cell.key }
    case .addKey(_, let key, let value, _):
      entries.append(Entry(key: key, value: value, line: 0))
    case .extractKey(_, let key, let value, _):
      entries.append(Entry(key: key, value: value ?? key.text, line: 0))
    case .renameKey(_, let key, let newKey):
      for index in entries.indices where entries[index].key == key { entries[index].key = newKey }
    case .deleteKey(_, let key):
      entries.removeAll { $0.key == key }
    case .setPluralForms, .setPluralFormat, .setState, .setFormStates, .setReview, .markReviewed,
      .setComment,
      .addLanguage, .keepOccurrence, .setShadowedText, .setKeyAttribute, .vary:
      throw .unsupported("a .kv file holds plain text only")
    }
    return DocumentChange(restore: restore)
  }
}

struct KeyValueFormat: LocalizationFormat {
  let fileExtension = "kv"
  let placement = FormatPlacement.perLanguage
  let saveOrder = WriteOrder.keepOrder

  func read(_ bytes: [UInt8], path: String) throws(ParseError) -> LocalizationFile.Content {
    let folder = path.split(separator: "/").dropLast().last ?? ""
    var document = KeyValueDocument(
      entries: [], language: LanguageID(String(folder.dropLast(".lproj".count))))
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() where !line.isEmpty {
      guard let equals = line.firstIndex(of: "=") else {
        throw ParseError(path: path, location: .init(line: number + 1, column: 1), reason: "no =")
      }
      document.entries.append(
        KeyValueDocument.Entry(
          key: LocalizationKey(String(line[..<equals])),
          value: String(line[line.index(after: equals)...]), line: number + 1))
    }
    return .document(document)
  }

  func render(_ content: LocalizationFile.Content, order: WriteOrder) -> [UInt8]? {
    guard case .document(let any) = content, let document = any as? KeyValueDocument else {
      return nil
    }
    return Array(document.entries.map { "\($0.key)=\($0.value)\n" }.joined().utf8)
  }
}

@Suite("A per-language format behind the cell layer's seam")
struct PerLanguageSeamFormatTests {
  static let formats = LocalizationFormats.all + [KeyValueFormat()]

  static func project() throws -> (TemporaryFolder, Project) {
    let folder = try TestSupport.fixture([
      "UI/en.lproj/Main.kv": "greeting=Hello\nfarewell=Bye %@\n",
      "UI/de.lproj/Main.kv": "greeting=Hallo\n",
      "UI/fr.lproj/Main.kv": "greeting=\nfarewell=Au revoir %d\n",
    ])
    return (folder, try ProjectLoader.load(folder.path, formats: formats))
  }

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: TableID("UI/Main"), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test("one grid of every language's file, its gaps defined by the one coverage function")
  func gridAndCoverage() throws {
    let (_, project) = try Self.project()
    #expect(project.grids.map(\.table) == [TableID("UI/Main")])
    #expect(Set(project.languages) == [LanguageID("en"), LanguageID("de"), LanguageID("fr")])
    #expect(project.grids[0].keys.map(\.text) == ["farewell", "greeting"])
    #expect(project.content(of: Self.cell("greeting", "de")) == .text("Hallo", state: nil))
    #expect(project.coverage(of: Self.cell("greeting", "fr")) == .gap(.empty))
    #expect(project.coverage(of: Self.cell("farewell", "de")) == .gap(.missing))
    #expect(project.coverage(of: Self.cell("farewell", "fr")) == .covered)
  }

  @Test("the checks run on it, each finding in the language's own file")
  func checks() throws {
    let (folder, project) = try Self.project()
    let findings = Linter().run(project)
    let missing = findings.filter { $0.ruleID == "missing-translation" }
    #expect(missing.map(\.cell) == [Self.cell("farewell", "de")])
    let mismatch = findings.filter { $0.ruleID == "format-mismatch" }
    #expect(mismatch.map(\.cell) == [Self.cell("farewell", "fr")])
    #expect(mismatch.first?.path == folder.path + "/UI/fr.lproj/Main.kv")
    #expect(mismatch.first?.location.line == 2)
  }

  @Test("its duplicates are reported in the language's own file, on that language's cell")
  func duplicates() throws {
    let folder = try TestSupport.fixture([
      "UI/en.lproj/Main.kv": "greeting=Hello\n",
      "UI/de.lproj/Main.kv": "greeting=Hallo\ngreeting=Servus\n",
    ])
    let project = try ProjectLoader.load(folder.path, formats: Self.formats)
    let found = Linter().run(project).filter { $0.ruleID == "duplicate-key" }
    #expect(found.map(\.cell) == [Self.cell("greeting", "de"), Self.cell("greeting", "de")])
    #expect(found.map(\.location.line) == [1, 2])
    #expect(found.allSatisfy { $0.path == folder.path + "/UI/de.lproj/Main.kv" })
  }

  @Test("a key is added to the source's file only; a language's first cell makes its file")
  func edits() throws {
    let (folder, original) = try Self.project()
    var project = original
    let changes = try project.apply([
      .addKey(TableID("UI/Main"), LocalizationKey("new"), sourceValue: "New", comment: nil),
      .addLanguage(LanguageID("ja")),
      .setText(Self.cell("greeting", "ja"), "こんにちは"),
      .setText(Self.cell("farewell", "de"), "Tschüss %@"),
    ])
    let english = try #require(
      project.files.firstIndex { $0.relativePath == "UI/en.lproj/Main.kv" })
    let japanese = try #require(
      project.files.firstIndex { $0.relativePath == "UI/ja.lproj/Main.kv" })
    #expect(project.files[japanese].isNew)
    #expect(project.content(of: Self.cell("new", "en")) == .text("New", state: nil))
    #expect(project.coverage(of: Self.cell("new", "de")) == .gap(.missing))
    #expect(project.content(of: Self.cell("greeting", "ja")) == .text("こんにちは", state: nil))
    #expect(project.content(of: Self.cell("farewell", "de")) == .text("Tschüss %@", state: nil))
    #expect(changes.files.contains(english) && changes.files.contains(japanese))

    // Undone exactly: the new file goes, the key and the texts too.
    let redo = project.revert(changes)
    #expect(project.files.count == original.files.count)
    #expect(project.content(of: Self.cell("new", "en")) == .missing)
    #expect(project.content(of: Self.cell("farewell", "de")) == .missing)
    _ = project.revert(redo)

    // A rename reaches every language's file.
    let renamed = try project.apply([
      .renameKey(TableID("UI/Main"), LocalizationKey("greeting"), to: LocalizationKey("hello"))
    ])
    #expect(project.content(of: Self.cell("hello", "ja")) == .text("こんにちは", state: nil))
    #expect(project.content(of: Self.cell("hello", "fr")) == .text("", state: nil))

    // Saved through the one write path; the new file is written where `.strings` would be.
    let written = Set(changes.files).union(renamed.files).sorted()
    _ = try ProjectWriter.save(project, files: written, formats: Self.formats)
    let reloaded = try ProjectLoader.load(folder.path, formats: Self.formats)
    #expect(reloaded.content(of: Self.cell("hello", "ja")) == .text("こんにちは", state: nil))
    #expect(reloaded.content(of: Self.cell("new", "en")) == .text("New", state: nil))
    #expect(reloaded.content(of: Self.cell("new", "de")) == .missing)
  }
}

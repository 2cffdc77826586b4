import L10nCheck
import L10nMemory
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTranslate

/// `TranslationGate`: a candidate translation placed in the cell and judged by the lint rules
/// that judge translations.
@Suite struct TranslationGateTests {
  static let english = SharedFixtures.strings([
    ("greeting", "Hello %@, you have %d messages"),
    ("help", "See https://example.com/help"),
    ("keep", "Keep 3 items"),
    ("done", "Tap Done to save"),
    ("title", "Settings"),
    ("sync", "Sync with iCloud"),
    ("open", "Open %@"),
  ])
  static let spanish = SharedFixtures.strings([("title", "Ajustes")])

  /// The fixture project (English source, Spanish with one translation, a plural key).
  private func project() throws -> (TemporaryFolder, Project) {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": Self.english,
      "es.lproj/Localizable.strings": Self.spanish,
      "en.lproj/Localizable.stringsdict": SharedFixtures.pluralStringsdict(
        one: "%d file", other: "%d files"),
    ])
    return (folder, try folder.load())
  }

  /// The project's gate: `maxLength` 10 for `title`, `iCloud` never translated in Spanish.
  private func gate(levels: [String: LintConfiguration.Level] = [:]) -> TranslationGate {
    var configuration = LintConfiguration(levels: levels)
    configuration.maxLengths = [("title", 10)]
    configuration.glossary = Glossary([
      GlossaryEntry(term: "iCloud", language: LanguageID("es"), translation: "iCloud")
    ])
    return TranslationGate(linter: Linter(configuration: configuration))
  }

  private func cell(_ key: String) -> CellID {
    CellID(
      table: TableID("Localizable"), key: LocalizationKey(key), language: LanguageID("es"))
  }

  /// The gate's word on `text` as `key`'s Spanish translation.
  private func refusal(
    _ key: String, _ text: String, levels: [String: LintConfiguration.Level] = [:]
  ) throws -> String? {
    let (folder, project) = try project()
    return withExtendedLifetime(folder) {
      gate(levels: levels).refusal(of: [.setText(cell(key), text)], for: cell(key), in: project)
    }
  }

  @Test func aGoodTranslationPasses() throws {
    #expect(try refusal("greeting", "Hola %@, tienes %d mensajes") == nil)
    #expect(try refusal("help", "Consulta https://example.com/es/ayuda") == nil)
    #expect(try refusal("sync", "Sincronizar con iCloud") == nil)
  }

  @Test func aBrokenSpecifierIsRefused() throws {
    let refusal = try refusal("greeting", "Hola %, tienes %d mensajes")
    #expect(
      refusal?.contains("format-mismatch:") == true || refusal?.contains("invalid-format:") == true)
  }

  @Test func aChangedNumberIsRefused() throws {
    #expect(try refusal("keep", "Conservar 4 elementos")?.hasPrefix("numbers:") == true)
  }

  @Test func aChangedURLIsRefused() throws {
    #expect(try refusal("help", "Consulta https://example.org/help")?.hasPrefix("url:") == true)
  }

  @Test func addedMarkupIsRefused() throws {
    #expect(
      try refusal("done", "Pulsa <b>Hecho</b> para guardar")?.hasPrefix("markup-tags:") == true)
  }

  @Test func aBidiCharacterIsRefused() throws {
    #expect(
      try refusal("open", "Abrir \u{202E}%@")?.hasPrefix("invisible-characters:") == true)
  }

  @Test func aTranslationOverMaxLengthIsRefused() throws {
    #expect(try refusal("title", "Configuración")?.hasPrefix("max-length:") == true)
  }

  @Test func aGlossaryMissIsRefused() throws {
    #expect(try refusal("sync", "Sincronizar con la nube")?.hasPrefix("glossary-term:") == true)
  }

  @Test func aTextIdenticalToItsSourceIsRefused() throws {
    #expect(try refusal("done", "Tap Done to save")?.hasPrefix("untranslated:") == true)
  }

  @Test func aRuleTurnedOffStaysOff() throws {
    #expect(try refusal("help", "Consulta https://example.org/help", levels: ["url": .off]) == nil)
  }

  @Test func everyReasonIsGiven() throws {
    let refusal = try refusal("greeting", "Hola \u{200B}%@, tienes 5 mensajes <b>")
    #expect(refusal?.contains("format-mismatch:") == true)
    #expect(refusal?.contains("invisible-characters:") == true)
    #expect(refusal?.contains("markup-tags:") == true)
    #expect(refusal?.contains("; ") == true)
  }

  @Test func aPluralCellIsRefusedForAnyForm() throws {
    let (folder, project) = try project()
    let cell = cell("files")
    func refusal(_ forms: [String: String?]) -> String? {
      gate().refusal(of: [.setPluralForms(cell, .stringsdict("n"), forms)], for: cell, in: project)
    }
    withExtendedLifetime(folder) {
      #expect(refusal(["one": "%d archivo", "other": "%d archivos"]) == nil)
      #expect(refusal(["one": "%d archivo", "other": "%@ archivos"]) != nil)
      #expect(refusal(["one": "\u{202E}%d archivo", "other": "%d archivos"]) != nil)
    }
  }

  @Test func everyRuleIsJudgedOrLeftOutOnPurpose() {
    #expect(TranslationGate.ruleIDs.isDisjoint(with: TranslationGate.excludedRuleIDs))
    #expect(
      TranslationGate.ruleIDs.union(TranslationGate.excludedRuleIDs) == Set(Linter.ruleIDs))
  }
}

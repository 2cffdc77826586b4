import L10nCheck
import L10nMemory
import L10nModel
import L10nTestSupport
import L10nTranslate

/// The projects the translation plan and run tests share: a `.stringsdict` and a String
/// Catalog with plural, device and substitution cells, gaps in Polish, Russian and Arabic.
enum TranslationFixtures {
  static func dict(_ key: String, _ forms: [(String, String)]) -> String {
    SharedFixtures.pluralStringsdict(key: key, variable: "n", forms: forms)
  }

  static let files = [
    "en.lproj/Files.stringsdict": dict("files", [("one", "%d file"), ("other", "%d files")]),
    "en.lproj/Main.strings": SharedFixtures.strings([
      ("open", "Open"), ("open.again", "Open"), ("close", "Close"), ("empty", ""),
    ]),
    "pl.lproj/Main.strings": SharedFixtures.strings([("open.again", "Otwórz")]),
    "ru.lproj/Main.strings": SharedFixtures.strings([("close", "Закрыть")]),
    "pl.lproj/Files.stringsdict": dict("other", [("one", "%d inny"), ("other", "%d innych")]),
    "ru.lproj/Files.stringsdict": dict("other", [("one", "%d другой"), ("other", "%d других")]),
    "Catalog.xcstrings": SharedFixtures.variationsCatalog,
  ]

  static func project() throws -> (Project, TemporaryFolder) {
    let folder = try TestSupport.fixture(files)
    return (try TestSupport.load(folder.path), folder)
  }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  /// The plan of `options` in `project`, with the project's own memory.
  static func plan(_ project: Project, _ options: TranslationPlan.Options) throws
    -> TranslationPlan
  {
    try TranslationPlan(
      project, options: options, memory: ProjectMemory(project: project),
      rules: LintConfiguration())
  }

  /// `unit` as `cell form: source [sample]`, for comparing plans.
  static func described(_ unit: TranslationUnit) -> String {
    let form = unit.form.map { " \($0.variable.name).\($0.category)" } ?? ""
    let sample = unit.form?.sample.map { " [\($0)]" } ?? ""
    return "\(unit.cell.table) \(unit.cell.key)\(form)\(unit.isFormat ? " format" : ""): "
      + unit.source + sample
  }
}

import L10nModel

/// The edits an XLIFF document makes to a project, unit by unit as Xcode's import makes them:
/// each unit mapped back to its table, key, language and form, as cell edits (so that the
/// editor's merge, journal and writer apply).
///
/// Only values that differ become edits. Xcode's policy decides which targets count: not
/// `translate="no"` units, not targets in state `new` or `needs-review-*`; a unit without a
/// target changes nothing, an empty target sets `""`. A unit that cannot be imported (its key
/// is not in the project, its source changed, its `<file>` names no table of the project) is
/// skipped and listed in its file's report; the others are imported.
public enum XLIFFImport {
  /// Which targets are taken.
  public enum Policy: String, Sendable, CaseIterable {
    /// Xcode's: skip targets in state `new` and `needs-review-*`.
    case xcode
    /// Every target, whatever its state.
    case all
  }

  /// How an import goes.
  public struct Options: Sendable {
    /// Which targets are taken.
    public var policy: Policy
    /// Whether a key the table lacks is added: its target in the target language only (a String
    /// Catalog gets the key without a source value), unless `addingSourceText`.
    public var addingKeys: Bool
    /// Whether a key added also gets the unit's `<source>` as its source text.
    public var addingSourceText: Bool
    /// The keys the scanned code uses, by table name: a unit whose key its table lacks but the
    /// code uses is added in the target language only, as Xcode's import adds the keys its
    /// extraction found in code (`xliff import --sources`).
    public var keysInCode: [String: Set<String>] = [:]
    /// The language every `<file>` is imported into, instead of its `target-language`
    /// (`--as de` for a `de-DE` file).
    public var language: LanguageID?
    /// Whether a target whose format specifiers differ from its source's is skipped (else it
    /// is imported with a warning).
    public var strict: Bool
    /// Why `target` cannot stand for `source` as a format string, or `nil` when it can.
    public var formatProblem: (@Sendable (_ source: String, _ target: String) -> String?)?

    /// Creates options; by default Xcode's.
    public init(
      policy: Policy = .xcode, addingKeys: Bool = false, addingSourceText: Bool = false,
      language: LanguageID? = nil, strict: Bool = false,
      formatProblem: (@Sendable (_ source: String, _ target: String) -> String?)? = nil
    ) {
      self.policy = policy
      self.addingKeys = addingKeys
      self.addingSourceText = addingSourceText
      self.language = language
      self.strict = strict
      self.formatProblem = formatProblem
    }
  }

  /// The edits and what each file did.
  public struct Result: Sendable {
    /// The edits, in document order.
    public var edits: [CellEdit]
    /// One report per `<file>`.
    public var files: [FileReport]

    /// How many units (with a target) were skipped in all.
    public var skippedCount: Int {
      files.reduce(0) { $0 + $1.skipped.count }
    }
  }

  /// The edits `document` makes to `project`.
  public static func edits(
    _ document: XLIFFDocument, into project: Project, options: Options = Options()
  ) -> Result {
    var edits: [CellEdit] = []
    var reports: [FileReport] = []
    var added: Set<LanguageID> = Set(project.languages)
    for file in document.files {
      let language = options.language ?? LanguageID(file.targetLanguage)
      let match = XLIFFTableMatch.find(file.original, in: project)
      var report = FileReport(
        original: file.original, table: match.map { project.grids[$0.grid].table },
        language: language)
      if let problem = fileProblem(file, match: match, language: language, project, options) {
        report.skipped = file.units.filter { FileMapping.policyReason($0, options.policy) == nil }
          .map {
            UnitNote(reason: problem.reason, id: $0.id, line: $0.line, detail: problem.detail)
          }
        if report.skipped.isEmpty {
          report.skipped = [
            UnitNote(reason: problem.reason, id: "", line: 0, detail: problem.detail)
          ]
        }
        reports.append(report)
        continue
      }
      guard let match else { continue }
      if added.insert(language).inserted { edits.append(.addLanguage(language)) }
      var mapping = FileMapping(
        project: project, match: match, language: language, options: options, report: report)
      mapping.takeAll(file.units)
      edits += mapping.edits()
      reports.append(mapping.report)
    }
    return Result(edits: edits, files: reports)
  }

  /// The tables `document` needs that `project` does not have: those of storyboards, xibs and
  /// intent definitions whose `<lang>.lproj/<Name>.strings` no language has yet, as `name` and
  /// `folder` for `Project.addTable(named:folder:)`, each once.
  public static func newTables(for document: XLIFFDocument, in project: Project) -> [(
    name: String, folder: String
  )] {
    var seen: Set<String> = []
    return document.files.compactMap { file in
      guard let table = XLIFFTableMatch.missingInterfaceBuilderTable(file.original, in: project),
        seen.insert(table.folder + "/" + table.name).inserted
      else { return nil }
      return table
    }
  }

  /// Why no unit of `file` can be imported: no table, no language, or a language close to one
  /// the project has (`de-DE` for `de`), which is not added unless asked for (`--as`).
  private static func fileProblem(
    _ file: XLIFFFile, match: XLIFFTableMatch?, language: LanguageID, _ project: Project,
    _ options: Options
  ) -> (reason: SkipReason, detail: String?)? {
    guard match != nil else { return (.unknownFile, nil) }
    guard !language.code.isEmpty else { return (.noLanguage, nil) }
    guard options.language == nil, project.column(of: language) == nil,
      let close = closeLanguage(to: language, in: project)
    else { return nil }
    return (
      .closeLanguage,
      "\(language) is not in the project, \(close) is: --as \(close) imports into it, "
        + "--as \(language) adds \(language)"
    )
  }

  /// A language of `project` that `language` is close to: the same language, one of them
  /// without region or script (`de` and `de-DE`, `pt` and `pt-PT`).
  static func closeLanguage(to language: LanguageID, in project: Project) -> LanguageID? {
    func parts(_ code: String) -> [Substring] {
      code.split(whereSeparator: { $0 == "-" || $0 == "_" })
    }
    let mine = parts(language.code)
    guard let base = mine.first?.lowercased() else { return nil }
    return project.languages.first { other in
      let theirs = parts(other.code)
      return theirs.first?.lowercased() == base && (theirs.count == 1 || mine.count == 1)
        && other != language
    }
  }
}

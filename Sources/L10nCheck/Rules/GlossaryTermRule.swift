import L10nMemory
import L10nModel

/// `glossary-term`: the source text has a term of the project glossary and a translation does
/// not use the translation the glossary gives for its language.
///
/// Terms are found in the source as `Glossary` matches them (without case, on word
/// boundaries; inside words in scripts without spaces); a translation uses the term's
/// translation when it contains it without case. Empty translations and copies of the source
/// are left to `empty-value` and `untranslated`.
package struct GlossaryTermRule: RowRule {
  package static let id = "glossary-term"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation does not use the glossary's translation of a term in its source."

  let glossary: Glossary

  /// Creates the rule with no glossary (it then finds nothing).
  package init() { glossary = Glossary() }

  /// Creates the rule with the project's glossary.
  package init(configuration: LintConfiguration) { glossary = configuration.glossary }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard !glossary.isEmpty, let source = row.source.value, !source.isEmpty else { return }
    let matches = glossary.matches(in: source)
    guard !matches.isEmpty else { return }
    for cell in row.translations
    where !cell.isBaseBesideSource && !cell.isPseudo {
      // A cell an edit just made has no line yet: located at the source's entry, as the other
      // rules locate it.
      guard let value = cell.value, !value.isEmpty, value != source else { continue }
      let location = cell.location ?? row.sourceLocation
      var reported = Set<Int>()
      var folded: [Character]?
      for match in matches where reported.insert(match.term).inserted {
        let entries = glossary.entries(of: match.term, in: cell.language)
        guard !entries.isEmpty else { continue }
        let text = folded ?? Glossary.folded(value)
        folded = text
        guard !glossary.uses(entries, inFolded: text) else { continue }
        report(
          Problem(
            path: cell.path, location: location,
            message: message(term: glossary.terms[match.term].text, entries, cell.language),
            cell: cell.reference(row)))
      }
    }
  }

  /// `"file" is "Datei" in de (glossary l10nedit.glossary.csv:2; a note)`.
  private func message(term: String, _ entries: [GlossaryEntry], _ language: LanguageID)
    -> String
  {
    let wanted = entries.map { Quoted.text($0.translation) }.joined(separator: " or ")
    let first = entries[0]
    let name = first.path.split(separator: "/").last.map(String.init) ?? first.path
    let notes = Set(entries.map(\.note)).filter { !$0.isEmpty }.sorted()
    let note = notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")
    return "\(Quoted.text(term)) is \(wanted) in \(language.code), which this translation "
      + "does not use (glossary \(name):\(first.location.line)\(note))"
  }
}

// MARK: - Documentation and examples

extension GlossaryTermRule {
  package static let explanation = """
    The source text has a term of the project glossary and a translation does not use the \
    translation the glossary gives for its language. The glossary is \
    `l10nedit.glossary.csv` (columns `term`, `language`, `translation`, `note`) or \
    `l10nedit.glossary.tbx` (TBX, as translate-toolkit writes it), in the folder of the \
    settings file. Terms are matched without case on word boundaries (`file` is not found in \
    `profile`); in scripts written without spaces (Chinese, Japanese, Korean, Thai…) inside \
    any text. A translation uses the term's translation when it contains it without case, \
    anywhere, so inflected forms that start with it count (`Dateien` for `Datei`, `الملف` \
    for `ملف`); a form that changes inside the word does not (German plurals with an umlaut, \
    `Wörter` for `Wort`): give it a row of its own. Several entries of one term and language \
    are alternatives; an entry of `pt` \
    serves `pt-BR` and `pt-PT` unless they have their own. The message names the entry's \
    line and its note. Empty translations and copies of the source are not checked here \
    (`empty-value`, `untranslated`).
    """

  /// A project of one key: `source` in the source language (`en` unless said), its
  /// translation into `language`, and a glossary of `rows` (CSV lines after the header).
  static func example(
    _ source: String, _ language: String, _ translation: String, glossary rows: [String],
    sourceLanguage: String = "en"
  ) -> RuleExample {
    let glossary = (["term,language,translation,note"] + rows).joined(separator: "\n") + "\n"
    guard sourceLanguage != "en" else {
      return RuleExample([
        "l10nedit.glossary.csv": glossary,
        "en.lproj/Localizable.strings": "\"label\" = \"\(source)\";\n",
        "\(language).lproj/Localizable.strings": "\"label\" = \"\(translation)\";\n",
      ])
    }
    return RuleExample([
      ".l10nedit.json": "{ \"sourceLanguage\": \"\(sourceLanguage)\" }\n",
      "l10nedit.glossary.csv": glossary,
      "\(sourceLanguage).lproj/Localizable.strings": "\"label\" = \"\(source)\";\n",
      "\(language).lproj/Localizable.strings": "\"label\" = \"\(translation)\";\n",
    ])
  }

  package static let triggeringExamples = [
    example("Open the File", "de", "Dokument öffnen", glossary: ["file,de,Datei,"]),
    example("Open the file", "ja", "書類を開く", glossary: ["file,ja,ファイル,"]),
    example("Open the file", "ar", "افتح المستند", glossary: ["file,ar,ملف,"]),
    example("Open the file", "hi", "दस्तावेज़ खोलें", glossary: ["file,hi,फ़ाइल,"]),
    example(
      "ファイルを開く", "en", "Open the document", glossary: ["ファイル,en,file,"],
      sourceLanguage: "ja"),
  ]

  package static let nonTriggeringExamples = [
    example("Open the File", "de", "Dateien öffnen", glossary: ["file,de,Datei,"]),
    example("Open the file", "ja", "ファイルを開く", glossary: ["file,ja,ファイル,"]),
    example("Open the file", "ar", "افتح الملف", glossary: ["file,ar,ملف,"]),
    example("Open the file", "hi", "फ़ाइल खोलें", glossary: ["file,hi,फ़ाइल,"]),
    example("Edit the profile", "de", "Profil bearbeiten", glossary: ["file,de,Datei,"]),
  ]
}

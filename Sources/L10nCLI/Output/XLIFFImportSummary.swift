import L10nFormats
import L10nGrammar
import L10nModel

/// What `xliff import` prints about each `<file>`: its counts, then the units skipped grouped
/// by reason (each with the XLIFF file's path and line), then the warnings.
enum XLIFFImportSummary {
  /// `en.lproj/L.strings → de: added 2, changed 1, ignored 3 (state new: 3), skipped 1`, and
  /// below it the skipped units and warnings; with `listingKeys`, each key added or changed.
  static func lines(_ report: XLIFFImport.FileReport, path: String, listingKeys: Bool)
    -> [String]
  {
    var parts = [
      "added \(report.added.count)"
        + (report.addedFromCode.isEmpty ? "" : " (\(report.addedFromCode.count) from the code)"),
      "changed \(report.changed.count)",
    ]
    if !report.ignored.isEmpty {
      let reasons = report.ignored.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      parts.append(
        "ignored \(report.ignored.values.reduce(0, +)) (\(reasons.joined(separator: ", ")))")
    }
    if !report.skipped.isEmpty { parts.append("skipped \(report.skipped.count)") }
    if !report.warnings.isEmpty { parts.append("warnings \(report.warnings.count)") }
    var lines = ["\(report.original) → \(report.language): " + parts.joined(separator: ", ")]
    if listingKeys {
      let fromCode = Set(report.addedFromCode)
      for (what, keys) in [("added", report.added), ("changed", report.changed)] {
        for key in keys {
          let origin = what == "added" && fromCode.contains(key) ? " (from the code)" : ""
          lines.append("  \(what) \(key.debugDescription)\(origin)")
        }
      }
    }
    lines += grouped(report.skipped, path: path, label: "skipped")
    lines += grouped(report.warnings, path: path, label: "warning")
    return lines
  }

  /// The reasons that skip every unit of a `<file>`: said once, where the first unit is.
  private static let fileReasons: Set<XLIFFImport.SkipReason> = [
    .unknownFile, .closeLanguage, .noLanguage,
  ]

  /// `  skipped, key not in the project (2):` and a line per unit (one for a whole `<file>`).
  private static func grouped(_ notes: [XLIFFImport.UnitNote], path: String, label: String)
    -> [String]
  {
    let groups = Dictionary(grouping: notes, by: \.reason)
    return groups.keys.sorted().flatMap { reason -> [String] in
      let units = groups[reason] ?? []
      let listed = fileReasons.contains(reason) ? Array(units.prefix(1)) : units
      return ["  \(label), \(reason.rawValue) (\(units.count)):"]
        + listed.map { note in
          let place = note.line > 0 ? "\(path):\(note.line): " : "\(path): "
          let id =
            fileReasons.contains(reason) || note.id.isEmpty
            ? "every unit of this <file>" : note.id.debugDescription
          return "    \(place)\(id)" + (note.detail.map { " (\($0))" } ?? "")
        }
    }
  }

  /// Why `target` cannot stand for `source` as a format string (an argument missing, extra or
  /// of another type), or `nil` when it can.
  @Sendable static func formatProblem(source: String, target: String) -> String? {
    let expected = FormatArguments(FormatString(source))
    let found = FormatArguments(FormatString(target))
    guard expected.problems.isEmpty, found.problems.isEmpty,
      !expected.spellings.isEmpty || !found.spellings.isEmpty
    else { return nil }
    let errors = FormatComparison(source: expected, translation: found).errors
    return errors.isEmpty ? nil : errors.map(\.description).joined(separator: "; ")
  }
}

import L10nCheck
import L10nFormats
import L10nModel

/// The file of `lint --baseline` and `--write-baseline`: the accepted findings as JSON, sorted
/// by file, rule, cell and message, one accepted kind of finding per object with its count, so
/// that a change to it reads well in a review.
///
/// ```json
/// {
///   "findings" : [
///     {
///       "count" : 1,
///       "key" : "welcome.title",
///       "language" : "de",
///       "message" : "…",
///       "path" : "de.lproj/Localizable.strings",
///       "rule" : "untranslated",
///       "table" : "Localizable"
///     }
///   ],
///   "version" : 1
/// }
/// ```
enum BaselineFile {
  /// The one version written and read.
  static let version = 1

  /// The bytes `baseline` is written as.
  static func render(_ baseline: Baseline) -> [UInt8] {
    let entries = baseline.counts.sorted {
      order($0.key).lexicographicallyPrecedes(order($1.key))
    }
    let findings = entries.map { fingerprint, count in
      var members: [(key: String, value: JSONNode)] = [
        ("rule", .string(fingerprint.rule)), ("path", .string(fingerprint.path)),
        ("message", .string(fingerprint.message)), ("count", .number(count)),
      ]
      if let cell = fingerprint.cell {
        members += [
          ("table", .string(cell.table.path)), ("key", .string(cell.key.text)),
          ("language", .string(cell.language.code)),
        ]
      }
      return JSONNode.object(sortingKeys: members)
    }
    return JSONWriter.render(
      .object(sortingKeys: [("version", .number(version)), ("findings", .array(findings))]),
      style: .l10nedit)
  }

  /// Reads the baseline at `path`, or prints its located error and fails with exit status 2.
  static func readReporting(_ path: String) throws -> Baseline {
    do {
      return try read(path)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// Reads the baseline at `path`, or fails with `path:line:column: reason`.
  static func read(_ path: String) throws -> Baseline {
    let root = try JSONReader.read(try FileSystem.read(path), path: path)
    guard root["version"] == .number(String(version)), let findings = root["findings"] else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1),
        reason: "not an l10nedit baseline (an object with \"version\": \(version) and \"findings\")"
      )
    }
    guard case .array(let items) = findings else {
      throw failure(path, at: root, "\"findings\" is not an array")
    }
    var counts: [Baseline.Fingerprint: Int] = [:]
    for (index, item) in items.enumerated() {
      func text(_ name: String) throws -> String {
        guard let value = item[name]?.text else {
          throw failure(path, at: item, "finding \(index + 1) has no text \"\(name)\"")
        }
        return value
      }
      var cell: CellID?
      if item["table"] != nil || item["key"] != nil || item["language"] != nil {
        cell = CellID(
          table: TableID(try text("table")), key: LocalizationKey(try text("key")),
          language: LanguageID(try text("language")))
      }
      guard case .number(let spelled) = item["count"] ?? .number("1"), let count = Int(spelled),
        count > 0
      else {
        throw failure(
          path, at: item, "finding \(index + 1): \"count\" is not a whole number above 0")
      }
      let fingerprint = Baseline.Fingerprint(
        rule: try text("rule"), path: try text("path"), cell: cell, message: try text("message"))
      counts[fingerprint, default: 0] += count
    }
    return Baseline(counts: counts)
  }

  /// How entries are sorted: file, rule, cell, message.
  private static func order(_ fingerprint: Baseline.Fingerprint) -> [String] {
    [
      fingerprint.path, fingerprint.rule, fingerprint.cell?.table.path ?? "",
      fingerprint.cell?.key.text ?? "", fingerprint.cell?.language.code ?? "", fingerprint.message,
    ]
  }

  /// A failure located at the first member of `node` (an object), else at the file's start.
  private static func failure(_ path: String, at node: JSONNode, _ reason: String) -> ParseError {
    let location = node.members?.first?.location
    return ParseError(
      path: path,
      location: SourceLocation(line: Int(location?.line ?? 1), column: Int(location?.column ?? 1)),
      reason: reason)
  }
}

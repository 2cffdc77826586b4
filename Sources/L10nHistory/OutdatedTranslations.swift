import Foundation
import L10nFormats
import L10nModel

/// Finds the translations of a project whose source text changed after they were last
/// written, from the git history of its files: what the `outdated-translation` rule reports
/// and the editor shows as needing review.
///
/// For each table, key and language other than the source with a non-empty translation: S is
/// the most recent commit (`git log --topo-order` over HEAD's history) that added or changed
/// the source's value (the commit that creates the source's file adds none of its keys), T
/// the most recent that added or changed the translation; the translation is outdated when S
/// exists, S ≠ T and S is not an ancestor of T. Values are compared decoded, without their
/// review state; renamed files are followed. Cells already marked as needing review are left
/// out.
package enum OutdatedTranslations {
  /// How far a reading may go.
  package struct Limits: Sendable {
    /// The most commits of the localization files' history read (the newest).
    package var commits = 20_000
    /// Seconds each git process may go without printing anything.
    package var seconds = 60.0
    /// Bytes of log output read at most.
    package var logBytes = 256 << 20

    /// The default limits.
    package init() {}
  }

  /// The outdated translations of `project`, or why its history could not be read.
  ///
  /// A reading is kept in `cache` (the user's cache folder by default; `nil`: none): the next
  /// run at the same HEAD reads no history, and one at a commit descending from it only the
  /// commits after it.
  package static func find(
    in project: Project, limits: Limits = Limits(), cache: HistoryCache? = HistoryCache()
  ) -> TranslationHistory {
    read(in: project, limits: limits, cache: cache).history
  }

  /// `find`, and how the history was read; `commit` reads up to another commit than HEAD
  /// (the benchmark keeps a reading at an older commit with it).
  package static func read(
    in project: Project, limits: Limits = Limits(), cache: HistoryCache? = HistoryCache(),
    upTo commit: String = "HEAD"
  ) -> (history: TranslationHistory, counts: ReadCounts) {
    let (history, counts) = judged(in: project, limits: limits, cache: cache, upTo: commit)
    return (history, counts ?? ReadCounts())
  }

  private static func judged(
    in project: Project, limits: Limits, cache: HistoryCache?, upTo commit: String
  ) -> (TranslationHistory, ReadCounts?) {
    let folder = workFolder(of: project)
    let top: String
    let head: String
    do {
      top = try git(in: folder, ["rev-parse", "--show-toplevel"], limits)
      guard let id = try? git(in: folder, ["rev-parse", "--verify", "--quiet", commit], limits),
        !id.isEmpty
      else { return (.unavailable("the repository at \(top) has no commits yet"), nil) }
      head = id
    } catch {
      return (
        .unavailable(
          error.reason.contains("not a git repository")
            ? "\(folder) is not in a git work tree" : error.reason), nil
      )
    }
    var notes: [String] = []
    if (try? git(in: folder, ["rev-parse", "--is-shallow-repository"], limits)) == "true" {
      notes.append(
        "a shallow clone: changes older than its history are not known (git fetch --unshallow)")
    }
    let realTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
    let (histories, outside) = watchedFiles(of: project, top: realTop)
    if outside > 0 {
      notes.append("\(outside) file(s) outside the repository at \(top) have no history here")
    }
    guard !histories.isEmpty else { return (.read(outdated: [], notes: notes), nil) }
    let reader = Reader(top: realTop, head: head, histories: histories, limits: limits)
    let kept = cache?.reading(top: realTop, root: project.root)
    let reading: HistoryReading
    let counts: ReadCounts
    switch reader.update(kept) {
    case .failure(let failure): return (.unavailable(failure.reason), nil)
    case .success(let (updated, read)):
      (reading, counts) = (updated, read)
      if read.source != .kept { cache?.keep(updated, top: realTop, root: project.root) }
    }
    notes += reading.said
    let all = judge(histories, changes: reading.changes(of: histories), commits: reading.commits)
    let edited = editedCells(histories, in: realTop, project: project, limits: limits)
    return (.read(outdated: all.filter { !edited.contains($0.cell) }, notes: notes), counts)
  }

  /// The folder git runs in: the project's, or the folder of a project that is one file.
  private static func workFolder(of project: Project) -> String {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: project.root, isDirectory: &isFolder)
    return exists && !isFolder.boolValue
      ? (project.root as NSString).deletingLastPathComponent : project.root
  }

  /// Runs git; its output without the last line break.
  static func git(in folder: String, _ arguments: [String], _ limits: Limits)
    throws(GitProcess.Failure) -> String
  {
    let process = try GitProcess(in: folder, arguments, timeLimit: limits.seconds)
    var text = String(decoding: try process.readAll(limit: 1 << 20), as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// The pathspecs of the files' formats (any folder).
  static func patterns(of files: [FileHistory]) -> [String] {
    Array(Set(files.map { "*." + $0.format.fileExtension })).sorted()
  }

  /// A history for each readable file of the project inside `top`, with every cell it holds
  /// and which of them the rule judges (a translation with a value, not needing review,
  /// whose key the source has); and how many files are outside `top`.
  private static func watchedFiles(of project: Project, top: String) -> ([FileHistory], Int) {
    var cells: [Int: [(cell: WatchedCell, judged: Bool)]] = [:]
    for (gridIndex, grid) in project.grids.enumerated() {
      guard let sourceColumn = project.sourceColumn(ofGrid: gridIndex) else { continue }
      for row in grid.keys.indices {
        let hasSource = grid.entry(row: row, language: sourceColumn) != nil
        for column in project.languages.indices {
          let isSource = column == sourceColumn
          guard let entry = grid.entry(row: row, language: column),
            isSource || !project.isBaseBesideSource(grid: gridIndex, column: column)
          else { continue }
          let judged =
            !isSource && hasSource
            && isTranslated(project.content(grid: gridIndex, row: row, column: column))
            && project.reviewState(grid: gridIndex, row: row, column: column)?.needsReview != true
          let cell = WatchedCell(
            key: grid.keys[row], language: project.languages[column], isSource: isSource)
          cells[Int(entry.file), default: []].append((cell, judged))
        }
      }
    }
    var histories: [FileHistory] = []
    var outside = 0
    for (file, watched) in cells.sorted(by: { $0.key < $1.key }) {
      let record = project.files[file]
      guard let format = LocalizationFormats.format(ofPath: record.path) else { continue }
      let path = URL(fileURLWithPath: record.path).resolvingSymlinksInPath().path
      guard path.hasPrefix(top + "/") else {
        outside += 1
        continue
      }
      let relative = String(path.dropFirst(top.count + 1))
      histories.append(
        FileHistory(
          path: relative, table: record.table, format: format, language: record.language,
          cells: watched.map(\.cell), isJudged: watched.map(\.judged), origin: relative))
    }
    return (histories, outside)
  }

  /// Whether a cell holds a translation: a non-empty value.
  private static func isTranslated(_ content: CellContent) -> Bool {
    switch content {
    case .text(let text, _): return !text.isEmpty
    case .plural, .structured: return true
    case .missing, .unreadable: return false
    }
  }

  /// Reads the versions of one file (one `git cat-file` of its own) and finds the changes of
  /// its cells.
  static func readChanges(of file: FileHistory, in top: String, limits: Limits)
    throws(GitProcess.Failure) -> (changes: [[ValueChange]], unreadable: Int)
  {
    let needed = file.blobs
    var uses: [String: Int] = [:]
    var order: [String] = []
    for blob in needed {
      if uses[blob] == nil { order.append(blob) }
      uses[blob, default: 0] += 1
    }
    guard !order.isEmpty else {
      return (Array(repeating: [], count: file.cells.count), 0)
    }
    let stream = try BlobStream(in: top, ids: order, timeLimit: limits.seconds)
    var parsed: [String: ParsedVersion?] = [:]
    var next = 0
    var failure: GitProcess.Failure?
    var unreadable = 0
    let changes = file.changes(
      read: { blob in
        while parsed[blob] == nil, next < order.count, failure == nil {
          do throws(GitProcess.Failure) {
            let bytes = try stream.next()
            parsed[order[next]] = .some(
              bytes.flatMap { ParsedVersion($0, format: file.format, path: file.path) })
            next += 1
          } catch { failure = error }
        }
        let version = parsed[blob] ?? nil
        uses[blob, default: 1] -= 1
        if uses[blob] == 0 { parsed[blob] = nil }
        return version
      }, unreadable: &unreadable)
    if let failure { throw failure }
    if next < order.count {
      // Not every blob was needed (every translation's latest change was found).
      stream.stop()
    } else {
      try stream.finish()
    }
    return (changes, unreadable)
  }

  /// The translated cells whose value in the work tree is not HEAD's (being edited): not
  /// judged.
  private static func editedCells(
    _ files: [FileHistory], in top: String, project: Project, limits: Limits
  ) -> Set<CellID> {
    guard
      let listed = try? GitProcess(
        in: top, ["diff", "--name-only", "-z", "--no-ext-diff", "HEAD", "--"] + files.map(\.path),
        timeLimit: limits.seconds
      ).readAll(limit: 1 << 24)
    else { return [] }
    let modified = Set(listed.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    var edited: Set<CellID> = []
    for file in files where modified.contains(file.path) {
      guard
        let stream = try? BlobStream(
          in: top, ids: ["HEAD:" + file.path], timeLimit: limits.seconds),
        let bytes = try? stream.next()
      else { continue }
      try? stream.finish()
      let committed = ParsedVersion(bytes, format: file.format, path: file.path)
      for (index, cell) in file.cells.enumerated() where file.isJudged[index] {
        let id = CellID(table: file.table, key: cell.key, language: cell.language)
        let before = committed?.value(cell.key, cell.language, isSource: false)
        if before == nil || before != CellValue(project.content(of: id)) { edited.insert(id) }
      }
    }
    return edited
  }
}

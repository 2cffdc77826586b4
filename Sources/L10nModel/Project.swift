/// A loaded project: its files, languages and tables, and a grid per table.
public struct Project: Sendable {
  /// The folder the project was opened at.
  public let root: String
  /// Every localization file found, in discovery order (sorted by relative path).
  public internal(set) var files: [LocalizationFile]
  /// The language translations are compared against.
  public let sourceLanguage: LanguageID
  /// All languages: the source language first, then the rest in code-point order.
  ///
  /// Or in the order shown (see `init`). `CellEdit.addLanguage` adds one.
  public internal(set) var languages: [LanguageID]
  /// How String Catalog members are ordered when one is added: Xcode's order, so that a
  /// keep-order write of an edited catalog is what Xcode would write.
  public var catalogKeyOrder = KeyOrder.xcode
  /// One grid per table, ordered by table identifier.
  public internal(set) var grids: [TableGrid]
  /// The languages each table's bundle has: its `.lproj` folders, a catalog's languages.
  ///
  /// A table is compared only with these; a table without an entry with every language.
  public internal(set) var bundleLanguages: [TableID: Set<LanguageID>] = [:]
  /// What the loader guessed about the project's bundles, to say once (see `BundleLayout`).
  public var layoutNotes: [String] = []
  /// Files and folders that cannot be read as they ship (see `LayoutProblem`).
  public var layoutProblems: [LayoutProblem] = []
  /// The resources of the targets whose bundles hold each table, for the tables a project file
  /// (an Xcode project, a Swift package) claims: what `unshippedNewFile(of:language:plural:)`
  /// asks (see `BundleLayout`).
  package var targetResources: [TableID: [BundleSources]] = [:]
  /// The review states recorded beside the files (the review file's; see `ReviewLedger`).
  ///
  /// Set by the loader; edits change it through `CellEdit.setReview`, text edits and source
  /// changes (see `apply(_:)`), so that undo takes it back.
  public var reviews = ReviewLedger()
  /// The review file's path and whether it could be read.
  public var reviewFile = ReviewFileStatus()
  /// Whether changing a source text marks its non-empty translations `needs review: source
  /// changed` (the settings file's `markSourceChanges`; on by default).
  public var marksSourceChanges = true

  /// Builds a project from its files.
  ///
  /// The source language is `sourceLanguage` when given, else `en` when an `en.lproj` exists,
  /// else `Base` when a `Base.lproj` exists, else the language with the most keys.
  /// `folderLanguages` are the languages of every `.lproj` folder, including folders without
  /// files l10nedit reads. The source language is always a column, even without files (its
  /// tables then have nothing to compare translations with).
  ///
  /// `shownLanguages`, when given, are the columns after the source language, in that order;
  /// other languages' files stay loaded but get no column.
  ///
  /// `ignoredLanguages` get no column (their files stay loaded, unchecked); the source language
  /// cannot be ignored.
  ///
  /// `bundleFolders` are the `.lproj` languages of each folder holding `.lproj` folders (by
  /// path relative to the root): a table is compared only with the languages of its folder
  /// (and, for a catalog, its own). Without them every table is compared with every language.
  public init(
    root: String, files: [LocalizationFile], sourceLanguage: LanguageID? = nil,
    folderLanguages: Set<LanguageID> = [], shownLanguages: [LanguageID]? = nil,
    bundleFolders: [String: Set<LanguageID>] = [:], ignoredLanguages: Set<LanguageID> = []
  ) {
    self.root = root
    self.files = files
    // A catalog that failed to parse says nothing of its languages (its `mul` is a stand-in).
    var present = Set(files.filter { !($0.holdsEveryLanguage && $0.error != nil) }.map(\.language))
    for file in files {
      present.formUnion(file.cellDocument?.languages ?? [])
    }
    let source =
      sourceLanguage
      ?? files.lazy.compactMap { $0.cellDocument?.sourceLanguage }
      .first
      ?? Self.defaultSourceLanguage(files: files, present: present.union(folderLanguages))
    self.sourceLanguage = source
    if let shownLanguages {
      self.languages = [source] + shownLanguages.filter { $0 != source }
    } else {
      self.languages =
        [source] + present.subtracting([source]).subtracting(ignoredLanguages).sorted()
    }
    self.grids = Self.buildGrids(files: files, languages: languages)
    if !bundleFolders.isEmpty {
      bundleLanguages = Self.bundleLanguages(grids: grids, files: files, folders: bundleFolders)
    }
  }

  /// The languages of each table's bundle: the `.lproj` folders beside its files, the languages
  /// of its files, and a catalog's own languages.
  static func bundleLanguages(
    grids: [TableGrid], files: [LocalizationFile], folders: [String: Set<LanguageID>]
  ) -> [TableID: Set<LanguageID>] {
    var result: [TableID: Set<LanguageID>] = [:]
    for file in files {
      var languages = folders[bundleFolder(of: file.relativePath)] ?? []
      if !(file.holdsEveryLanguage && file.error != nil) { languages.insert(file.language) }
      languages.formUnion(file.cellDocument?.languages ?? [])
      result[file.table, default: []].formUnion(languages)
    }
    return result
  }

  /// The folder holding the `.lproj` folders of the file at `relativePath` (a catalog's own
  /// folder, or the one holding its `.lproj`).
  public static func bundleFolder(of relativePath: String) -> String {
    var parts = relativePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if parts.last?.hasSuffix(".lproj") == true { parts = parts.dropLast() }
    return parts.joined(separator: "/")
  }

  /// Whether the language at `column` is one of the grid's table's bundle.
  public func isInBundle(grid: Int, column: Int) -> Bool {
    bundleLanguages[grids[grid].table]?.contains(languages[column]) ?? true
  }

  /// The columns of the languages of the grid's table's bundle (see `isInBundle`), in order:
  /// the only ones that can hold its cells, however many languages other tables name.
  public func bundleColumns(grid: Int) -> [Int] {
    guard let bundle = bundleLanguages[grids[grid].table] else { return Array(languages.indices) }
    return languages.indices.filter { bundle.contains(languages[$0]) }
  }

  /// The path of `table`'s file for `language` (`.strings`, or `.stringsdict` when `plural`;
  /// a file of another per-language format named by `fileExtension`), whether or not it exists
  /// yet: the language's `.lproj` in the folder where the table's files of that kind are (the
  /// source's first; a bundle may join several folders), else where its other files are, else
  /// the folder its id names.
  public func path(
    of table: TableID, language: LanguageID, plural: Bool = false, fileExtension: String? = nil
  ) -> String {
    let name = String(table.name)
    var folder = String(table.path.dropLast(name.count).dropLast())
    if let grid = gridIndex(of: table) {
      let source = column(of: sourceLanguage)
      let kinds =
        plural
        ? [grids[grid].pluralFiles, grids[grid].files]
        : [grids[grid].files, grids[grid].pluralFiles]
      let existing = kinds.lazy.compactMap { columns in
        (source.flatMap { columns[$0] } ?? columns.lazy.compactMap { $0 }.first)
      }.first { !self.files[$0].holdsEveryLanguage }
      if let existing { folder = Self.bundleFolder(of: files[existing].relativePath) }
    }
    return [
      root, folder, "\(language.code).lproj",
      "\(name).\(fileExtension ?? (plural ? "stringsdict" : "strings"))",
    ]
    .filter { !$0.isEmpty }.joined(separator: "/")
  }

  /// The plural entry at a location, if it holds one (a `.stringsdict` entry, a String
  /// Catalog's plural variations).
  public func plural(at location: EntryLocation) -> PluralEntry? {
    files[Int(location.file)].cellDocument?.content(
      entry: Int(location.entry), language: language(at: location)
    ).plural
  }

  /// The language of the cell a location is of: its column's, for a file holding every
  /// language; else its file's.
  public func language(at location: EntryLocation) -> LanguageID {
    location.column >= 0 ? languages[Int(location.column)] : files[Int(location.file)].language
  }

  /// The file holding every language of a grid's table (a String Catalog, a remote strings
  /// file), if one holds it: its keys and comments are the table's, not a language's.
  package func everyLanguageFile(ofGrid grid: Int) -> Int? {
    guard let first = grids[grid].files.first ?? nil, files[first].holdsEveryLanguage else {
      return nil
    }
    return first
  }

  /// Where the file holds the value at `location` (see `CellDocument.location`); `nil` when
  /// unknown.
  public func location(at location: EntryLocation) -> SourceLocation? {
    files[Int(location.file)].cellDocument?.location(
      entry: Int(location.entry), language: language(at: location))
  }

  /// The review state of each plural form at an entry location, for a format that keeps them
  /// (`CellDocument.formStates`: a String Catalog's); empty otherwise.
  package func formStates(at location: EntryLocation) -> [VariableID: [String: TranslationState]] {
    files[Int(location.file)].cellDocument?.formStates(
      entry: Int(location.entry), language: language(at: location)) ?? [:]
  }

  /// The decoded value at an entry location (`nil` for a plural entry: see `plural(at:)`).
  ///
  /// For a catalog key without a source-language localization, the source value is the key.
  public func value(at location: EntryLocation) -> String? {
    files[Int(location.file)].cellDocument?.text(
      entry: Int(location.entry), language: language(at: location))
  }

  private static func defaultSourceLanguage(
    files: [LocalizationFile], present: Set<LanguageID>
  ) -> LanguageID {
    if present.contains(.english) { return .english }
    if present.contains(.base) { return .base }
    var counts: [LanguageID: Int] = [:]
    for file in files where file.languageScope == .oneLanguage {
      counts[file.language, default: 0] += file.cellDocument?.entryCount ?? 0
    }
    let best = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }
    return best?.key ?? .english
  }

  /// The grids of `files`' tables (of `table` alone when given), ordered by table.
  static func buildGrids(
    files: [LocalizationFile], languages: [LanguageID], only table: TableID? = nil
  ) -> [TableGrid] {
    let languageIndex = Dictionary(
      uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
    var strings: [TableID: [Int?]] = [:]
    var plurals: [TableID: [Int?]] = [:]
    var documents: [TableID: [Int]] = [:]
    let empty = [Int?](repeating: nil, count: languages.count)
    for (index, file) in files.enumerated() where table.map({ file.table == $0 }) ?? true {
      if file.holdsEveryLanguage {
        documents[file.table, default: []].append(index)
        continue
      }
      guard let column = languageIndex[file.language] else { continue }
      if file.isOverlay {
        plurals[file.table, default: empty][column] = index
        strings[file.table] = strings[file.table] ?? empty
      } else {
        strings[file.table, default: empty][column] = index
      }
    }
    let tables = Set(strings.keys).union(documents.keys).sorted()
    return tables.map { table in
      if let documents = documents[table], strings[table] == nil {
        return TableGrid(table: table, documents: documents, languages: languages, all: files)
      }
      return TableGrid(
        table: table, files: strings[table] ?? empty, pluralFiles: plurals[table] ?? empty,
        all: files)
    }
  }
}

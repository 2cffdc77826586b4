import L10nModel
import L10nScan
import SwiftParser
import SwiftSyntax

/// Finds the keys Swift code localizes, on swift-syntax's parser: `NSLocalizedString`,
/// `String(localized:)`, `LocalizedStringResource`, SwiftUI views and modifiers that take a
/// `LocalizedStringKey`, the project's own localized parameters and wrappers, and custom
/// routines.
package struct SwiftScanner: Sendable {
  /// The routines that localize.
  package var routines: LocalizingRoutines

  /// How deeply the parser nests before it stops reading a file (a file deeper than this is
  /// reported unscanned): swift-syntax's release default, whatever the build; the scan needs
  /// a thread with a large stack for it (`l10nedit-swift-scan` runs it on one).
  package static let maximumNestingLevel = 256

  /// Creates a scanner.
  package init(routines: LocalizingRoutines = LocalizingRoutines()) {
    self.routines = routines
  }

  /// Scans the Swift source `text` of the file at `path` alone.
  package func scan(path: String, text: String) -> CodeUsage {
    scan(files: [(path, text)])
  }

  /// Scans Swift files (path and text) together: first every file's declarations (wrappers,
  /// localized parameters, generated files), then each file's calls knowing them all; a
  /// generated accessor's key is used when code outside generated files names it.
  ///
  /// `known` are the declarations of other files, read before (`declarations(of:)`); those of
  /// a file among `files` are its text's. A file nested deeper than `maximumNestingLevel` is
  /// listed unscanned. `willRead` is told each file's path before each pass reads it (what a
  /// crash was reading).
  package func scan(
    files: [(path: String, text: String)], known: SwiftFileDeclarations = SwiftFileDeclarations(),
    willRead: (String) -> Void = { _ in }
  ) -> CodeUsage {
    var usage = CodeUsage()
    let trees = parse(files, unscanned: &usage.unscannedFiles, willRead: willRead)
    var declarations = SwiftDeclarations()
    for (file, tree) in zip(files, trees) {
      willRead(file.path)
      let own = declared(in: tree, path: file.path)
      if !own.isEmpty { usage.declaringFiles.append(file.path) }
      declarations.merge(own)
    }
    declarations.merge(known.merged(skipping: Set(files.map(\.path))))
    let (positions, derived) = TextFlow.positions(
      declarations.textFlows, adding: routines.textPositions,
      localizing: declarations.wrapperSlots)
    usage.derivedTextPositions = derived
    var accessors: [GeneratedAccessor] = []
    var memberNames: Set<String> = []
    var calledWrappers: Set<String> = []
    var wrapperPatterns: [(wrapper: String, reference: CodeReference)] = []
    for (file, tree) in zip(files, trees) {
      willRead(file.path)
      let visitor = LocalizationVisitor(
        path: file.path, text: file.text, routines: routines, positions: positions,
        declarations: declarations)
      visitor.walk(tree)
      visitor.usage.fileCount = 1
      visitor.usage.hardcodedTexts = visitor.hardcodedTexts()
      // Calls are visited outside in (`Label("a").navigationTitle("b")` gives `b` first).
      visitor.usage.references.sort { $0.location < $1.location }
      usage.merge(visitor.usage)
      accessors += visitor.accessors
      memberNames.formUnion(visitor.memberNames)
      calledWrappers.formUnion(visitor.calledWrappers)
      wrapperPatterns += visitor.wrapperPatterns
    }
    // A wrapper no code calls leaves its own key pattern.
    for (wrapper, reference) in wrapperPatterns where !calledWrappers.contains(wrapper) {
      usage.addMadeAtRunTime(reference)
    }
    for accessor in accessors {
      guard memberNames.contains(accessor.name) else {
        usage.unreferencedAccessors.append(accessor)
        continue
      }
      var reference = CodeReference(
        path: accessor.place.path, location: accessor.place.location,
        key: CodeKey(accessor.key), table: accessor.table, routine: accessor.name)
      reference.namesTable = true
      usage.references.append(reference)
    }
    return usage
  }

  /// What each of `files` declares (wrappers, localized parameters, generated files), for
  /// later scans of other files (`scan(files:known:)`); `willRead` as in `scan(files:)`.
  package func declarations(
    of files: [(path: String, text: String)], willRead: (String) -> Void = { _ in }
  ) -> SwiftFileDeclarations {
    var unscanned: [UnscannedFile] = []
    var found = SwiftFileDeclarations()
    for (file, tree) in zip(files, parse(files, unscanned: &unscanned, willRead: willRead)) {
      willRead(file.path)
      let own = declared(in: tree, path: file.path)
      if !own.isEmpty { found.files.append(.init(path: file.path, declarations: own)) }
    }
    return found
  }

  /// The syntax trees of `files`, those nested too deeply listed in `unscanned`.
  private func parse(
    _ files: [(path: String, text: String)], unscanned: inout [UnscannedFile],
    willRead: (String) -> Void
  ) -> [SourceFileSyntax] {
    files.map { file in
      willRead(file.path)
      var text = file.text
      // The parser copies the text into its own arena.
      let tree = text.withUTF8 {
        Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel)
      }
      if tree.hasMaximumNestingLevelOverflow {
        unscanned.append(
          UnscannedFile(
            path: file.path,
            reason: "nested more than \(Self.maximumNestingLevel) levels deep: not parsed whole"))
      }
      return tree
    }
  }

  /// What the file at `path` whose tree is `tree` declares.
  private func declared(in tree: SourceFileSyntax, path: String) -> SwiftDeclarations {
    let visitor = DeclarationVisitor(path: path, routines: routines)
    visitor.walk(tree)
    return visitor.declarations
  }
}

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
  /// A file nested deeper than `maximumNestingLevel` is listed unscanned. `willRead` is told
  /// each file's path before each pass reads it (what a crash was reading).
  package func scan(
    files: [(path: String, text: String)], willRead: (String) -> Void = { _ in }
  ) -> CodeUsage {
    var usage = CodeUsage()
    let trees = files.map { file in
      willRead(file.path)
      var text = file.text
      // The parser copies the text into its own arena.
      let tree = text.withUTF8 {
        Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel)
      }
      if tree.hasMaximumNestingLevelOverflow {
        usage.unscannedFiles.append(
          UnscannedFile(
            path: file.path,
            reason: "nested more than \(Self.maximumNestingLevel) levels deep: not parsed whole"))
      }
      return tree
    }
    var declarations = SwiftDeclarations()
    for (file, tree) in zip(files, trees) {
      willRead(file.path)
      let visitor = DeclarationVisitor(path: file.path, routines: routines)
      visitor.walk(tree)
      if !visitor.declarations.isEmpty { usage.declaringFiles.append(file.path) }
      declarations.merge(visitor.declarations)
    }
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
}

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
  package func scan(files: [(path: String, text: String)]) -> CodeUsage {
    let trees = files.map { Parser.parse(source: $0.text) }
    var declarations = SwiftDeclarations()
    for (file, tree) in zip(files, trees) {
      let visitor = DeclarationVisitor(path: file.path, routines: routines)
      visitor.walk(tree)
      declarations.merge(visitor.declarations)
    }
    var usage = CodeUsage()
    var accessors: [GeneratedAccessor] = []
    var memberNames: Set<String> = []
    var calledWrappers: Set<String> = []
    var wrapperPatterns: [(wrapper: String, reference: CodeReference)] = []
    for (file, tree) in zip(files, trees) {
      let visitor = LocalizationVisitor(
        path: file.path, locations: ScalarLocations(file.text), routines: routines,
        declarations: declarations)
      visitor.walk(tree)
      visitor.usage.fileCount = 1
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

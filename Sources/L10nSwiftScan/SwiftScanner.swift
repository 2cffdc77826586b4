import L10nModel
import L10nScan
import SwiftParser
import SwiftSyntax

/// Finds the keys Swift code localizes, on swift-syntax's parser: `NSLocalizedString`,
/// `String(localized:)`, `LocalizedStringResource`, SwiftUI views and modifiers that take a
/// `LocalizedStringKey`, and custom routines.
public struct SwiftScanner: Sendable {
  /// The routines that localize.
  public var routines: LocalizingRoutines

  /// Creates a scanner.
  public init(routines: LocalizingRoutines = LocalizingRoutines()) {
    self.routines = routines
  }

  /// Scans the Swift source `text` of the file at `path`.
  public func scan(path: String, text: String) -> CodeUsage {
    let tree = Parser.parse(source: text)
    let visitor = LocalizationVisitor(
      path: path, locations: ScalarLocations(text), routines: routines)
    visitor.walk(tree)
    visitor.usage.fileCount = 1
    // Calls are visited outside in (`Label("a").navigationTitle("b")` gives `b` first).
    visitor.usage.references.sort { $0.location < $1.location }
    return visitor.usage
  }
}

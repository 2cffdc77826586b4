/// What each of some Swift files declares (wrappers, localized parameters, generated
/// accessors), file by file: what `l10nedit-swift-scan --declarations-out` writes once, so that
/// the scans of an editor's buffer (`--declarations`) need not parse those files again.
package struct SwiftFileDeclarations: Sendable, Codable {
  /// One file's declarations.
  struct File: Sendable, Codable {
    var path: String
    var declarations: SwiftDeclarations
  }

  /// The files that declare something, in the order read.
  var files: [File] = []

  /// No declarations.
  package init() {}

  /// The paths of the files that declare something, in the order read.
  package var paths: [String] { files.map(\.path) }

  /// Every file's declarations merged in order, but those of `skipped` (files read anew).
  func merged(skipping skipped: Set<String>) -> SwiftDeclarations {
    var merged = SwiftDeclarations()
    for file in files where !skipped.contains(file.path) { merged.merge(file.declarations) }
    return merged
  }
}

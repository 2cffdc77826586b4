import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nScan
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// What a client does with a workspace edit, for tests: each document's edits applied to its
/// text (last first, as they do not overlap), and the texts written back.
enum WorkspaceEditApplier {
  /// `text` with `edits` applied, positions read in `encoding`.
  static func apply(_ edits: [LSPTextEdit], to text: String, encoding: PositionEncoding) -> String {
    let document = TextDocument(uri: "", languageID: "", version: 0, text: text)
    var bytes = Array(text.utf8)
    let sorted = edits.sorted { $0.range.start > $1.range.start }
    for edit in sorted {
      let start = document.utf8Offset(of: edit.range.start, encoding: encoding)
      let end = document.utf8Offset(of: edit.range.end, encoding: encoding)
      bytes.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Applies `edit` to the files on disk (each decoded as an editor opens it, re-encoded as
  /// UTF-8, or as UTF-16 when it was), returning the paths changed.
  @discardableResult
  static func applyToDisk(_ edit: LSPWorkspaceEdit, encoding: PositionEncoding) throws -> [String] {
    var paths: [String] = []
    for (uri, edits) in edit.changes {
      let path = try #require(DocumentURI.path(of: uri))
      let bytes = try FileSystem.read(path)
      let utf16 = bytes.starts(with: [0xFF, 0xFE])
      let text = try EditableText.decode(bytes).get()
      let new = apply(edits, to: text, encoding: encoding)
      let data =
        utf16
        ? (new.data(using: .utf16LittleEndian).map { Data([0xFF, 0xFE]) + $0 }) : Data(new.utf8)
      try #require(data).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    return paths
  }
}

/// Snapshots of fixture workspaces for the edit features' tests.
enum EditFixture {
  /// The snapshot of the project at `root`, with `usage` matched to it.
  static func snapshot(_ root: String, usage: CodeUsage? = nil) throws -> WorkspaceSnapshot {
    let project = try TestSupport.load(root)
    return WorkspaceSnapshot(
      root: root, project: project, settings: ProjectSettings(),
      configuration: LintConfiguration(), routines: LocalizingRoutines(),
      usage: usage.map { KeyUsageIndex(project: project, usage: $0) }, generation: 1)
  }

  /// The text of the file at `relativePath` of `folder`.
  static func text(_ folder: TemporaryFolder, _ relativePath: String) throws -> String {
    String(decoding: try folder.read(relativePath), as: UTF8.self)
  }
}

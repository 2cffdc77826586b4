import Dispatch
import L10nFormats
import L10nGrammar
import L10nModel

/// Cell edits (a key renamed, added, extracted) carried out on a workspace's localization files
/// as text edits the client applies, so that the change is one undo in the editor and nothing is
/// written behind its back.
package enum LocalizationFileEdits {
  /// The text edits that carry `edits` out on the localization files of `snapshot`.
  ///
  /// The edits are applied to a copy of the project (`Project.apply`; a key renamed, to each
  /// file on its own: see `changedFiles`); each file they change is rendered as l10nedit's save renders it (`ProjectWriter.bytes`, in each file's own order
  /// unless the settings say `sort: true`, as the commands that change a few keys write), and
  /// its text as the client has it (the open document's, else the file's on disk) is turned
  /// into the rendered text by the fewest line-diff edits, in `encoding`'s positions.
  ///
  /// Refused, with the reason: an edit the project refuses (a key that exists, a file that did
  /// not parse), a file whose text is not what the snapshot read (changed since, or laid out
  /// otherwise than l10nedit writes it, which the save would change too), a file that is not
  /// UTF-8 or UTF-16 text with a byte order mark, a file the edit would create (a language's
  /// first file of the table: this server sends text edits only), a file outside the workspace.
  package static func workspaceEdit(
    applying edits: [CellEdit], in snapshot: WorkspaceSnapshot, openDocuments: [TextDocument],
    encoding: PositionEncoding,
    readFile: @Sendable (String) -> [UInt8]? = { try? FileSystem.read($0) }
  ) throws(EditRefusal) -> LSPWorkspaceEdit {
    let (indices, changedFile) = try changedFiles(applying: edits, to: snapshot.project)
    let order: WriteOrder? = snapshot.settings.sort == true ? nil : .keepOrder
    let open = OpenDocuments(openDocuments)
    // Each file rendered and diffed on its own (in parallel: a rename changes every language's
    // file of its table); the first refusal in file order is the answer.
    final class Results: @unchecked Sendable {
      var edits: [Result<(uri: String, edits: [LSPTextEdit]), EditRefusal>?]
      init(_ count: Int) { edits = Array(repeating: nil, count: count) }
    }
    let results = Results(indices.count)
    let lock = Lock()
    DispatchQueue.concurrentPerform(iterations: indices.count) { position in
      let index = indices[position]
      let result = Result { () throws(EditRefusal) in
        try fileEdits(
          index, changed: try changedFile(index).get(), in: snapshot, order: order, open: open,
          encoding: encoding, readFile: readFile)
      }
      lock.withLock { results.edits[position] = result }
    }
    var workspaceEdit = LSPWorkspaceEdit()
    for result in results.edits {
      guard let (uri, edits) = try result?.get(), !edits.isEmpty else { continue }
      workspaceEdit.changes[uri] = edits
    }
    return workspaceEdit
  }

  /// The indices of the files `edits` change in `project`, sorted, and what each becomes.
  ///
  /// A key renamed in a table of one-language files (`.strings`, `.stringsdict`) is renamed in
  /// each file when it is asked for (`Project.renamingKey(inFileAt:)`): the renders, two at a
  /// time, then hold two changed documents, not every language's (a table of 40 languages in
  /// files of 2 MB held 100 MB more). Other edits are applied to a copy of the project.
  private static func changedFiles(applying edits: [CellEdit], to project: Project)
    throws(EditRefusal) -> (
      indices: [Int], changed: @Sendable (Int) -> Result<LocalizationFile, EditRefusal>
    )
  {
    if edits.count == 1, case .renameKey(let table, let key, let newKey) = edits[0],
      let grid = project.gridIndex(of: table), project.everyLanguageFile(ofGrid: grid) == nil
    {
      do {
        let indices = try project.filesRenaming(key, of: table, to: newKey).sorted()
        return (
          indices,
          { index in
            do throws(EditError) {
              return .success(
                try project.renamingKey(key, of: table, to: newKey, inFileAt: index))
            } catch {
              return .failure(EditRefusal(error.description))
            }
          }
        )
      } catch {
        throw EditRefusal(error.description)
      }
    }
    var changed = project
    let changes: ChangeSet
    do {
      changes = try changed.apply(edits)
    } catch {
      throw EditRefusal(error.description)
    }
    let applied = changed
    return (changes.files.sorted(), { .success(applied.files[$0]) })
  }

  /// The text edits carrying the changes of the file at `index` of the snapshot's project,
  /// `changed` by the edits, out on its text, with the URI they are for.
  private static func fileEdits(
    _ index: Int, changed file: LocalizationFile, in snapshot: WorkspaceSnapshot,
    order: WriteOrder?, open: OpenDocuments, encoding: PositionEncoding,
    readFile: @Sendable (String) -> [UInt8]?
  ) throws(EditRefusal) -> (uri: String, edits: [LSPTextEdit]) {
    let name = file.relativePath
    guard !file.isNew, index < snapshot.project.files.count else {
      throw EditRefusal(
        "\(name) would be created, and this server edits existing files only: add the "
          + "language's file first (or use `l10nedit edit`)")
    }
    guard DocumentURI.path(file.path, isInside: snapshot.root) else {
      throw EditRefusal("\(name) is outside the workspace")
    }
    guard let before = ProjectWriter.bytes(of: snapshot.project.files[index], order: order),
      let after = ProjectWriter.bytes(of: file, order: order)
    else {
      throw EditRefusal("\(name) cannot be rewritten without loss (it is read-only to l10nedit)")
    }
    let document = open[file.path]
    let current: String
    if let document {
      current = document.text
    } else {
      guard let bytes = readFile(file.path) else {
        throw EditRefusal("\(name) cannot be read")
      }
      current = try text(of: bytes, name: name)
    }
    let read = try text(of: before, name: name)
    guard current == read else {
      throw EditRefusal(
        "\(name) is not as l10nedit read it (it changed since, or l10nedit would write it "
          + "laid out otherwise: `l10nedit format` shows how); save it, or format it first")
    }
    let textEdits = TextChanges.edits(
      from: current, to: try text(of: after, name: name), encoding: encoding)
    return (document?.uri ?? DocumentURI.uri(ofPath: file.path), textEdits)
  }

  /// The text of a file's bytes as an editor opens them, or a refusal naming the file.
  private static func text(of bytes: [UInt8], name: String) throws(EditRefusal) -> String {
    switch EditableText.decode(bytes) {
    case .success(let text): return text
    case .failure(let unreadable):
      throw EditRefusal("\(name) \(unreadable.reason), which editors do not edit as text")
    }
  }
}

/// The client's open documents by their files' paths (as standardized as the project's).
package struct OpenDocuments: Sendable {
  private let byPath: [String: TextDocument]

  /// Indexes `documents` (those with a `file:` URI).
  package init(_ documents: [TextDocument]) {
    var byPath: [String: TextDocument] = [:]
    for document in documents {
      if let path = document.path { byPath[path] = document }
    }
    self.byPath = byPath
  }

  /// The open document of the file at `path`.
  package subscript(path: String) -> TextDocument? {
    byPath[path] ?? byPath[DocumentURI.path(of: DocumentURI.uri(ofPath: path)) ?? path]
  }
}

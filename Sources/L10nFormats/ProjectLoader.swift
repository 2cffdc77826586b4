import Dispatch
import L10nModel

/// Loads a project: discovery, then every file read and parsed in parallel.
public enum ProjectLoader {
  /// Discovers and loads the project at `root`.
  ///
  /// Files that cannot be read or parsed are part of the project with their error (read-only);
  /// only a root that is not a folder or holds no `.lproj` throws.
  public static func load(
    _ root: String, sourceLanguage: LanguageID? = nil, shownLanguages: [LanguageID]? = nil
  ) throws(ProjectScanner.Failure) -> Project {
    let found = try ProjectScanner.discover(root)
    var project = Project(
      root: root, files: read(found.files), sourceLanguage: sourceLanguage,
      folderLanguages: found.folderLanguages, shownLanguages: shownLanguages)
    project.catalogKeyOrder = { XCStringsWriter.keyPrecedes($0, $1) }
    return project
  }

  /// Reads and parses `found` concurrently, keeping their order.
  public static func read(_ found: [ProjectScanner.FoundFile]) -> [LocalizationFile] {
    let results = UnsafeMutableBufferPointer<LocalizationFile.Content?>.allocate(
      capacity: found.count)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      slots[index] = readContent(found[index])
    }
    return found.indices.map { index in
      let file = found[index]
      let content =
        results[index]
        ?? .failed(
          ParseError(path: file.path, location: .init(line: 1, column: 1), reason: "not read"))
      // A catalog holds every language; it is filed under its source language.
      var language = file.language
      if case .catalog(let catalog) = content { language = catalog.sourceLanguage ?? .english }
      return LocalizationFile(
        path: file.path, relativePath: file.relativePath, table: file.table, language: language,
        content: content)
    }
  }

  private static func readContent(_ file: ProjectScanner.FoundFile) -> LocalizationFile.Content {
    do {
      let bytes = try FileSystem.read(file.path)
      if file.path.hasSuffix(".xcstrings") {
        return .catalog(try XCStringsFileReader.read(bytes, path: file.path))
      }
      if file.path.hasSuffix(".stringsdict") {
        return .stringsdict(try StringsdictFileReader.read(bytes, path: file.path))
      }
      return .strings(try StringsFileReader.read(bytes, path: file.path))
    } catch let error as ParseError {
      return .failed(error)
    } catch {
      return .failed(
        ParseError(path: file.path, location: .init(line: 1, column: 1), reason: "\(error)"))
    }
  }
}

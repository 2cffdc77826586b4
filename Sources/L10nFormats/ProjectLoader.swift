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
    return Project(
      root: root, files: read(found.files), sourceLanguage: sourceLanguage,
      folderLanguages: found.folderLanguages, shownLanguages: shownLanguages)
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
      // A file holding every language is filed under its source language.
      let language =
        LocalizationFormats.format(ofPath: file.path)?.language(of: content) ?? file.language
      return LocalizationFile(
        path: file.path, relativePath: file.relativePath, table: file.table, language: language,
        content: content)
    }
  }

  private static func readContent(_ file: ProjectScanner.FoundFile) -> LocalizationFile.Content {
    do {
      let bytes = try FileSystem.read(file.path)
      guard let format = LocalizationFormats.format(ofPath: file.path) else {
        return .failed(
          ParseError(
            path: file.path, location: .init(line: 1, column: 1), reason: "not a known format"))
      }
      return try format.read(bytes, path: file.path)
    } catch let error as ParseError {
      return .failed(error)
    } catch {
      return .failed(
        ParseError(path: file.path, location: .init(line: 1, column: 1), reason: "\(error)"))
    }
  }
}

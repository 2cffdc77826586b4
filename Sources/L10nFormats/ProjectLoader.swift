import Dispatch
import L10nModel

/// Loads a project: discovery, then every file read and parsed in parallel.
public enum ProjectLoader {
  /// Discovers and loads the project at `root`, with the files of `formats`.
  ///
  /// Files that cannot be read or parsed are part of the project with their error (read-only);
  /// only a root that is not a folder or holds no `.lproj` throws.
  public static func load(
    _ root: String, sourceLanguage: LanguageID? = nil, shownLanguages: [LanguageID]? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) throws(ProjectScanner.Failure) -> Project {
    let found = try ProjectScanner.discover(root, formats: formats)
    return Project(
      root: root, files: read(found.files, formats: formats), sourceLanguage: sourceLanguage,
      folderLanguages: found.folderLanguages, shownLanguages: shownLanguages)
  }

  /// Reads and parses `found` concurrently with their formats among `formats`, keeping their
  /// order.
  public static func read(
    _ found: [ProjectScanner.FoundFile],
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) -> [LocalizationFile] {
    let results = UnsafeMutableBufferPointer<LocalizationFile.Content?>.allocate(
      capacity: found.count)
    results.initialize(repeating: nil)
    defer {
      _ = results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: found.count) { index in
      slots[index] = readContent(found[index], formats: formats)
    }
    return found.indices.map { index in
      let file = found[index]
      let content =
        results[index]
        ?? .failed(
          ParseError(path: file.path, location: .init(line: 1, column: 1), reason: "not read"))
      // A file holding every language is filed under its source language.
      let language =
        LocalizationFormats.format(ofPath: file.path, in: formats)?.language(of: content)
        ?? file.language
      return LocalizationFile(
        path: file.path, relativePath: file.relativePath, table: file.table, language: language,
        content: content)
    }
  }

  private static func readContent(
    _ file: ProjectScanner.FoundFile, formats: [any LocalizationFormat]
  ) -> LocalizationFile.Content {
    do {
      let bytes = try FileSystem.read(file.path)
      guard let format = LocalizationFormats.format(ofPath: file.path, in: formats) else {
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

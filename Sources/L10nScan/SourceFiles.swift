import Foundation

/// The source files under the paths given to a scan.
package struct SourceFiles: Sendable {
  /// Swift files.
  package var swift: [String] = []
  /// Objective-C, C and C++ files and headers.
  package var objectiveC: [String] = []
  /// Storyboards and xibs.
  package var interfaceBuilder: [String] = []
  /// Intent definitions (`Intents.intentdefinition`).
  package var intentDefinitions: [String] = []
  /// Xcode projects' `project.pbxproj` files.
  package var xcodeProjects: [String] = []
  /// The panes of Settings bundles (`Settings.bundle/Root.plist` and the child panes beside it).
  package var settingsPanes: [String] = []

  /// The extensions of Objective-C, C and C++ files.
  package static let objectiveCExtensions: Set<String> = ["m", "mm", "h", "c", "cc", "cpp", "hpp"]

  /// The files under `paths` (files or folders, searched recursively, skipping hidden folders,
  /// `.build` and test targets' folders), each list sorted.
  ///
  /// Throws `ScanError.missing` for a path that does not exist.
  package init(paths: [String]) throws {
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ScanError.missing(path)
      }
      guard isFolder.boolValue else {
        add(path)
        continue
      }
      let url = URL(fileURLWithPath: path)
      let walker = manager.enumerator(
        at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      while let file = walker?.nextObject() as? URL {
        if file.lastPathComponent == ".build" || Self.isTestFolder(file) {
          walker?.skipDescendants()
          continue
        }
        let relative = String(file.path.dropFirst(url.path.count))
        add(path.hasSuffix("/") ? path + relative.drop { $0 == "/" } : path + relative)
      }
    }
    swift.sort()
    objectiveC.sort()
    interfaceBuilder.sort()
    intentDefinitions.sort()
    xcodeProjects.sort()
    settingsPanes.sort()
  }

  /// Whether `url` is a folder of a test target (`Tests`, `AppTests`, `AppUITests`): the
  /// strings of tests are not lookups of the app.
  static func isTestFolder(_ url: URL) -> Bool {
    url.lastPathComponent.hasSuffix("Tests")
      && (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
  }

  /// The languages of code a scan reads.
  package enum CodeLanguage: Sendable {
    /// Swift (`l10nedit-swift-scan`).
    case swift
    /// Objective-C, C or C++ (`ObjCScanner`).
    case objectiveC
  }

  /// The language a scan reads the file at `path` in, by its extension; `nil` for a file that
  /// is not code.
  package static func codeLanguage(ofPath path: String) -> CodeLanguage? {
    let ext = (path as NSString).pathExtension.lowercased()
    if ext == "swift" { return .swift }
    return objectiveCExtensions.contains(ext) ? .objectiveC : nil
  }

  private mutating func add(_ path: String) {
    let ext = (path as NSString).pathExtension.lowercased()
    switch Self.codeLanguage(ofPath: path) {
    case .swift?: swift.append(path)
    case .objectiveC?: objectiveC.append(path)
    case nil: addResource(path, ext: ext)
    }
  }

  private mutating func addResource(_ path: String, ext: String) {
    if ext == "storyboard" || ext == "xib" {
      interfaceBuilder.append(path)
    } else if ext == "intentdefinition" {
      intentDefinitions.append(path)
    } else if (path as NSString).lastPathComponent == "project.pbxproj" {
      xcodeProjects.append(path)
    } else if ext == "plist",
      ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        == "Settings.bundle"
    {
      settingsPanes.append(path)
    }
  }
}

/// Why a scan could not run.
package enum ScanError: Error, CustomStringConvertible, Equatable {
  /// A source path does not exist.
  case missing(String)
  /// A source file cannot be read.
  case unreadable(String)
  /// The Swift scanner executable is not built.
  case noSwiftScanner(searched: [String])
  /// The Swift scanner (at `path`) failed, and why.
  case swiftScannerFailed(path: String, reason: String)

  package var description: String {
    switch self {
    case .missing(let path): "\(path): no such file or folder"
    case .unreadable(let path): "\(path): cannot be read"
    case .noSwiftScanner(let searched):
      """
      scanning Swift needs the l10nedit-swift-scan executable (swift-syntax), not found in \
      \(searched.joined(separator: ", ")); build it with `swift build --product l10nedit-swift-scan`
      """
    case .swiftScannerFailed(let path, let reason):
      "\(path) failed: \(reason); nothing was scanned"
    }
  }
}

import ArgumentParser
import Foundation
import L10nModel
import L10nScan
import L10nTUI

/// The options of the subcommands that scan code: source paths and custom routines.
struct SourceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A Swift or Objective-C/C file or folder to scan for the keys code uses (repeatable).",
      discussion:
        "One path per flag, so that a PATH after it stays the project. Default: the settings "
        + "file's \"sources\" (relative to the project root).",
      valueName: "path"))
  var sources: [String] = []

  @Option(
    name: .customLong("routine"),
    help: ArgumentHelp(
      "A custom localizing function or macro, as genstrings -s (repeatable); adds the settings file's \"routines\".",
      valueName: "name"))
  var routines: [String] = []

  /// The paths to scan: `--sources`, else the settings' `sources` under `root`.
  func paths(root: String, settings: ProjectSettings) -> [String] {
    sources.isEmpty ? settings.sources.map { $0.hasPrefix("/") ? $0 : "\(root)/\($0)" } : sources
  }

  /// The scanner for these routines and the settings' `routines` and `textPositions`.
  func scanner(settings: ProjectSettings) -> CodeScanner {
    CodeScanner(
      routines: LocalizingRoutines(
        custom: settings.routines + routines, textPositions: settings.textPositions))
  }

  /// Scans the sources, or `nil` when none are given; fails with exit status 2 and a message.
  func scan(root: String, settings: ProjectSettings) throws -> CodeUsage? {
    let paths = paths(root: root, settings: settings)
    guard !paths.isEmpty else { return nil }
    do {
      let usage = try scanner(settings: settings).scan(paths: paths + Self.xcodeProjects(in: root))
      for file in usage.unscannedFiles {
        Output.standardError(
          "warning: \(file.path): not scanned: \(file.reason); no key is judged unused")
      }
      return usage
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// The `project.pbxproj` files of the Xcode projects directly in `root`: the intent
  /// definitions they list are tables no code looks up.
  static func xcodeProjects(in root: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map {
      "\(root)/\($0)/project.pbxproj"
    }.filter { FileManager.default.fileExists(atPath: $0) }
  }

  /// A job scanning the sources in the editor's background, or `nil` when none are given.
  func scanJob(root: String, settings: ProjectSettings) -> Job? {
    let paths = paths(root: root, settings: settings)
    guard !paths.isEmpty else { return nil }
    let scanner = scanner(settings: settings)
    return Job("scan code") {
      do {
        return .codeScanned(try scanner.scan(paths: paths + Self.xcodeProjects(in: root)))
      } catch {
        return .codeScanFailed("\(error)")
      }
    }
  }
}

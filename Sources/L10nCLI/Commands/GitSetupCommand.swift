import ArgumentParser
import Foundation
import L10nFormats

/// `l10nedit git-setup`: configures git to merge and diff localization files with l10nedit.
struct GitSetupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "git-setup",
    abstract: "Make git merge localization files key by key and diff them cell by cell.",
    discussion: """
      Sets merge.l10nedit.driver (l10nedit merge %O %A %B --path %P) and diff.l10nedit.textconv \
      (l10nedit show) in the repository's git config, and adds `merge=l10nedit diff=l10nedit` \
      lines for *.strings, *.stringsdict, *.xcstrings, the review file (.l10nedit-review) and \
      each --json pattern to its \
      .gitattributes. With --global: the global git config and the global attributes file \
      (core.attributesFile, else ~/.config/git/attributes). Running it again changes nothing.
      """)

  @Flag(help: "Set up every repository of this user instead of the current one.")
  var global = false

  @Flag(help: "Print what would be done, change nothing.")
  var dryRun = false

  @Option(name: .customLong("json"), help: "A pattern of remote strings JSON files (repeatable).")
  var jsonPatterns: [String] = []

  @Option(help: "The command git runs (default: this l10nedit's absolute path).")
  var command: String?

  func run() throws {
    let program = command ?? Self.ownPath()
    let settings = [
      ("merge.l10nedit.name", "l10nedit: localization files merged key by key"),
      ("merge.l10nedit.driver", "\(program) merge %O %A %B --path %P"),
      ("diff.l10nedit.textconv", "\(program) show"),
    ]
    let scope = global ? "--global" : "--local"
    do {
      for (name, value) in settings {
        let current = try? Self.git(["config", scope, "--get", name])
        if current == value {
          Output.line("git config \(scope) \(name): already set")
        } else if dryRun {
          Output.line("would set git config \(scope) \(name) = \(value)")
        } else {
          _ = try Self.git(["config", scope, name, value])
          Output.line("set git config \(scope) \(name) = \(value)")
        }
      }
      try updateAttributes()
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// Adds the attribute lines the file lacks.
  private func updateAttributes() throws {
    let (path, folder) = try attributesFile()
    let existing = (try? FileSystem.read(path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let present = Set(
      existing.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
    let patterns =
      ["*.strings", "*.stringsdict", "*.xcstrings", ReviewFiles.fileName] + jsonPatterns
    let missing = patterns.map { "\($0) merge=l10nedit diff=l10nedit" }.filter {
      !present.contains($0)
    }
    guard !missing.isEmpty else {
      Output.line("\(path): already has the l10nedit lines")
      return
    }
    var text = existing
    if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
    text += missing.map { $0 + "\n" }.joined()
    if dryRun {
      Output.line("would add to \(path):")
    } else {
      try FileSystem.writeSafely(Array(text.utf8), to: path, inside: folder)
      Output.line("added to \(path):")
    }
    for line in missing { Output.line("  \(line)") }
  }

  /// The attributes file to change and the folder it must stay in.
  private func attributesFile() throws -> (path: String, folder: String) {
    if !global {
      let top = try Self.git(["rev-parse", "--show-toplevel"])
      return (top + "/.gitattributes", top)
    }
    if let configured = try? Self.git(["config", "--global", "--get", "core.attributesFile"]),
      !configured.isEmpty
    {
      let path = NSString(string: configured).expandingTildeInPath
      return (path, (path as NSString).deletingLastPathComponent)
    }
    let home =
      ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].map { $0 + "/git" }
      ?? NSHomeDirectory() + "/.config/git"
    return (home + "/attributes", home)
  }

  /// This executable's absolute path, for git to run it whatever the `PATH`.
  private static func ownPath() -> String {
    // Where the running executable is (`/proc/self/exe` on Linux), whatever `PATH` found.
    let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? "l10nedit"
    let plain = path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
    return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs git with `arguments`; its standard output without the last line break.
  private static func git(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw FileSystem.Failure(
        path: "git", reason: "git \(arguments.joined(separator: " ")) failed (not in a repository?)"
      )
    }
    var text = String(decoding: data, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}

import Foundation
import L10nFormats
import L10nGen
import L10nModel
import L10nRewrite

/// The generated accessors a project's Swift code looks keys up through (`l10nedit gen
/// swift`'s or SwiftGen's), as the scan found them: their naming (for `extract --rewrite`'s
/// planner) and the command regenerating them.
struct GeneratedAccessors {
  /// How they name keys.
  var naming: GeneratedAccessorNaming
  /// The generated file (`nil`: the settings ask for the form, the code uses none yet).
  var file: String?
  /// Whether the accessors are public.
  var isPublic = false
  /// Whether SwiftGen generated the file.
  var isSwiftGen = false

  /// The generated accessors the scan of `usage` found (the first generated file's, one the
  /// code references if any), read from their paths (`L10n.Alert.title`) and the generated
  /// file's text; the built-in defaults when it found none.
  static func found(in usage: CodeUsage, project: Project) -> GeneratedAccessors {
    var found = GeneratedAccessors(
      naming: GeneratedAccessorNaming.referenced(in: usage, project: project))
    found.file = GeneratedAccessorNaming.accessors(in: usage).first?.file
    if let file = found.file, let bytes = try? FileSystem.read(file) {
      let text = String(decoding: bytes, as: UTF8.self)
      found.isSwiftGen = text.prefix(1_000).contains("SwiftGen")
      found.isPublic = text.contains("public enum \(found.naming.enumName)")
    }
    return found
  }

  /// The command that regenerates the accessors of the project at `projectPath`, as a shell
  /// line.
  func regeneration(projectPath: String) -> String {
    if isSwiftGen { return "swiftgen" }
    var words = ["l10nedit", "gen", "swift", projectPath, "--output", file ?? "ACCESSORS.swift"]
    if naming.template == .flat { words += ["--template", "flat"] }
    if naming.enumName != "L10n" { words += ["--enum", naming.enumName] }
    if isPublic { words.append("--public") }
    return words.map(Self.shellWord).joined(separator: " ")
  }

  /// `word` as one shell word: as it is when plain, else in single quotes.
  private static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && (CharacterSet.alphanumerics.contains($0) || "_./-:@%+=,".unicodeScalars.contains($0))
    }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}

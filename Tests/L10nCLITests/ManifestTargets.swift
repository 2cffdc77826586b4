import Foundation

/// The targets a `Package.swift` declares, read from its text for the tests that hold the
/// documentation to the package: each target's kind, name and what it depends on.
///
/// A reading of this package's own manifest, which spells every target as a literal call
/// (`.target(name: "…", dependencies: [ "…", .product(name: "…", package: "…") ])`); comments
/// are whole lines.
struct ManifestTargets {
  /// One target.
  struct Target: Equatable {
    /// `target`, `executableTarget`, `testTarget` or `systemLibrary`.
    var kind: String
    var name: String
    /// The targets and products it depends on, by name, sorted.
    var dependencies: [String]
  }

  var targets: [Target]

  /// The manifest at `path`.
  init(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    self.init(text: text)
  }

  /// The manifest `text`.
  init(text: String) {
    let code = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
      .replacing(/\.product\(name: "([^"]+)", package: "[^"]+"\)/) { "\"\($0.output.1)\"" }
    let characters = Array(code)
    targets = code.matches(of: /\.(target|executableTarget|testTarget|systemLibrary)\(/).map {
      match in
      let open = code.distance(from: code.startIndex, to: match.range.upperBound) - 1
      let call = String(characters[open..<Self.closing(of: open, in: characters)])
      let name = call.firstMatch(of: /name: "([^"]+)"/).map { String($0.output.1) } ?? ""
      var dependencies: [String] = []
      if let list = call.firstMatch(of: /dependencies: \[/) {
        let start = call.distance(from: call.startIndex, to: list.range.upperBound) - 1
        let callCharacters = Array(call)
        let inside = String(callCharacters[start..<Self.closing(of: start, in: callCharacters)])
        dependencies = inside.matches(of: /"([^"]+)"/).map { String($0.output.1) }.sorted()
      }
      return Target(kind: String(match.output.1), name: name, dependencies: dependencies)
    }
  }

  /// The index just past the bracket that closes the one at `open`.
  private static func closing(of open: Int, in characters: [Character]) -> Int {
    var depth = 0
    var inString = false
    for index in open..<characters.count {
      let character = characters[index]
      if character == "\"" { inString.toggle() }
      guard !inString else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if depth == 0 { return index + 1 }
    }
    return characters.count
  }

  /// The target named `name`.
  subscript(name: String) -> Target? { targets.first { $0.name == name } }
}

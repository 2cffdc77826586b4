import Foundation
import Testing
import Yams

/// `action.yml` and `.pre-commit-hooks.yaml` are what GitHub and pre-commit expect: a
/// structural check of each (pre-commit itself runs the hooks in `.ci/run`).
@Suite("drop-in CI files")
struct DropInCITests {
  static func yaml(_ name: String) throws -> Any? {
    let url = CommandRunner.packageRoot.appendingPathComponent(name)
    return try Yams.load(yaml: String(contentsOf: url, encoding: .utf8))
  }

  @Test("action.yml is a composite action with the inputs path, baseline and config")
  func action() throws {
    let action = try #require(try Self.yaml("action.yml") as? [String: Any])
    #expect((action["name"] as? String)?.isEmpty == false)
    #expect((action["description"] as? String)?.isEmpty == false)
    let inputs = try #require(action["inputs"] as? [String: [String: Any]])
    for name in ["path", "baseline", "config"] {
      #expect(inputs[name] != nil, "no input \(name)")
    }
    for (name, input) in inputs {
      #expect((input["description"] as? String)?.isEmpty == false, "\(name) has no description")
      #expect(input["default"] is String, "\(name)'s default is not a string")
    }
    let runs = try #require(action["runs"] as? [String: Any])
    #expect(runs["using"] as? String == "composite")
    let steps = try #require(runs["steps"] as? [[String: Any]])
    for step in steps {
      if let script = step["run"] as? String {
        #expect(step["shell"] is String, "a run step without shell: \(step["name"] ?? "")")
        // Inputs reach scripts through env, never pasted into the script (no injection).
        #expect(!script.contains("${{"), "\(step["name"] ?? "") interpolates into its script")
      } else {
        #expect(step["uses"] is String, "a step that neither runs nor uses")
      }
    }
    #expect(steps.contains { ($0["run"] as? String)?.contains("--format github") == true })
    let text = try String(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    let used = text.ranges(of: /\$\{\{ inputs\.([a-z-]+) \}\}/).map {
      String(text[$0].dropFirst("${{ inputs.".count).dropLast(" }}".count))
    }
    #expect(!used.isEmpty)
    for name in used { #expect(inputs[name] != nil, "inputs.\(name) is not declared") }
  }

  @Test(".pre-commit-hooks.yaml declares the three hooks, each running l10nedit")
  func hooks() throws {
    let hooks = try #require(try Self.yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
    #expect(
      hooks.compactMap { $0["id"] as? String }
        == ["l10nedit-lint", "l10nedit-format", "l10nedit-extract-check"])
    for hook in hooks {
      #expect((hook["name"] as? String)?.isEmpty == false)
      #expect((hook["entry"] as? String)?.hasPrefix("l10nedit ") == true)
      #expect(hook["language"] as? String == "system")
      #expect(hook["pass_filenames"] as? Bool == false)
    }
  }
}

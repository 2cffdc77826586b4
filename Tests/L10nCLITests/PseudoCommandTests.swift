import Foundation
import L10nTestSupport
import Testing

@Suite struct PseudoCommandTests {
  @Test("pseudo on SampleProject: en-XA files, every value 40% longer, no lint finding on it")
  func sample() throws {
    let copy = try TestSupport.sampleCopy()
    let result = try CommandRunner.run(["pseudo", copy.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("en-XA.lproj/Localizable.stringsdict"))
    let exported = try CommandRunner.run(["export", copy.path])
    let tables = try #require(
      try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8))
        as? [String: [String: [String: Any]]])
    var compared = 0
    for (_, languages) in tables {
      guard let source = languages["en"], let pseudo = languages["en-XA"] else { continue }
      for (key, value) in source {
        guard let text = value as? String, let shown = pseudo[key] as? String else { continue }
        #expect(shown.count * 100 >= text.count * 140, "\(key): \(shown)")
        compared += 1
      }
    }
    #expect(compared == 40)
    let lint = try CommandRunner.run(["lint", copy.path, "--format", "json"])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(lint.standardOutput.utf8)) as? [[String: Any]])
    #expect(findings.filter { $0["language"] as? String == "en-XA" }.isEmpty)
    #expect(!findings.isEmpty)
  }

  @Test("bad input: exit 2, nothing written")
  func badInput() throws {
    let copy = try TestSupport.sampleCopy()
    let expand = try CommandRunner.run(["pseudo", copy.path, "--expand", "-5"])
    #expect(expand.status == 2)
    let source = try CommandRunner.run(["pseudo", copy.path, "--language", "en"])
    #expect(source.status == 2)
    #expect(!FileManager.default.fileExists(atPath: copy.path + "/en-XA.lproj"))
  }
}

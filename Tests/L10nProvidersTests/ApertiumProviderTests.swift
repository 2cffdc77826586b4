import Foundation
import L10nTestSupport
import L10nTranslate
import Testing

@testable import L10nProviders

/// The built-in `apertium` provider: Debian's apertium for real (skipped, saying so, where it
/// is not installed: `.ci/run` installs it), and stand-in programs that fail the ways a
/// program can.
@Suite struct ApertiumProviderTests {
  /// Debian's apertium with apertium-eng-spa, or `nil` (and a message) when it is not here.
  static let apertium: ApertiumProvider? = {
    guard let provider = try? ApertiumProvider.installed(),
      provider.modes.names.contains("eng-spa")
    else {
      print("ApertiumProviderTests: apertium with apertium-eng-spa is not installed: skipped")
      return nil
    }
    return provider
  }()

  /// Runs `provider` on `texts` (English to `target`) and gives each outcome, in order (each
  /// delivered once).
  static func translate(
    _ texts: [String], to target: String = "es", with provider: ApertiumProvider,
    cancelled: Bool = false
  ) -> [Result<String, ProviderFailure>] {
    let requests = texts.enumerated().map {
      ProviderRequest(id: "r\($0.offset)", text: $0.element, source: "en", target: target)
    }
    let run = ProviderHarness.run(provider, requests, cancelAfter: cancelled ? -1 : nil)
    #expect(run.deliveries.values.allSatisfy { $0 == 1 }, "\(run.deliveries)")
    return requests.map { run.results[$0.id] ?? .failure(ProviderFailure("not delivered")) }
  }

  @Test(.enabled(if: apertium != nil))
  func debiansApertiumTranslatesEachTextOfABatchKeepingTokensAndLineBreaks() throws {
    let apertium = try #require(Self.apertium)
    let texts = [
      "Open ⟦1⟧ now", "Save the file.", "Hello\nworld", "Delete ⟦1⟧⟦2⟧ [draft] <b> a/b",
      "Are you sure?",
    ]
    let results = Self.translate(texts, with: apertium).map { try? $0.get() }
    #expect(results[0] == "Abierto ⟦1⟧ ahora")
    #expect(results[1]?.hasSuffix(" la lima.") == true, "the full stop kept")
    #expect(results[2] == "Hola\nMundial")
    #expect(results[3]?.contains("⟦1⟧⟦2⟧") == true)
    #expect(results[3]?.contains("[") == true && results[3]?.contains("<b>") == true)
    #expect(results[4]?.hasSuffix("?") == true)
  }

  @Test(.enabled(if: apertium != nil))
  func textsBeyondOneBatchComeBackEachToItsRequest() throws {
    var apertium = try #require(Self.apertium)
    apertium.batchTexts = 3
    let texts = (1...8).map { "Chapter \($0) of ⟦\($0)⟧" }
    let results = Self.translate(texts, with: apertium)
    for (number, result) in zip(1..., results) {
      let text = try result.get()
      #expect(text.contains("\(number)") && text.contains("⟦\(number)⟧"), "\(text)")
    }
  }

  @Test(.enabled(if: apertium != nil))
  func debiansListingHasBothPairsAndCatalanTranslates() throws {
    let apertium = try #require(Self.apertium)
    #expect(apertium.modes.names.isSuperset(of: ["eng-spa", "eng-cat"]))
    #expect(try Self.translate(["Open the file"], to: "ca", with: apertium)[0].get() != "")
  }

  @Test func theBlanksOfDroppedWordsAreTidiedWhereTheSourceHasNone() {
    #expect(
      ApertiumProvider.tidied("  t'agrada  ara? ", source: "would you like it now?")
        == "t'agrada ara?")
    #expect(ApertiumProvider.tidied(" a  b ", source: " a  b ") == " a  b ")
    #expect(ApertiumProvider.tidied("a\n\nb  c", source: "a\n\nb c") == "a\n\nb c")
  }

  @Test(.enabled(if: apertium != nil))
  func aDroppedPronounLeavesNoDoubleSpace() throws {
    let apertium = try #require(Self.apertium)
    let text = try Self.translate(["Would you like to install it now?"], to: "ca", with: apertium)[
      0
    ].get()
    #expect(!text.contains("  ") && !text.hasPrefix(" "), "\(text.debugDescription)")
  }

  @Test func aProgramNotFoundNamesThePackagesToInstall() {
    #expect {
      try ApertiumProvider.installed(program: "l10nedit-no-such-apertium")
    } throws: { error in
      let message = (error as? ProviderError)?.description ?? ""
      return message.contains("apertium is not installed")
        && message.contains("sudo apt-get install apertium apertium-eng-spa")
        && message.contains("Homebrew has no formula")
    }
  }

  @Test func aPairNotInstalledIsSaidOnceBeforeAndForEachRequest() {
    let provider = ApertiumProvider(program: "apertium", modes: ApertiumModes(names: ["eng-cat"]))
    #expect(throws: ProviderFailure.self) { try provider.prepare(source: "en", target: "es") }
    let results = Self.translate(["One", "Two"], with: provider)
    for result in results {
      #expect(result.failureText?.contains("sudo apt-get install apertium-eng-spa") == true)
    }
  }

  /// A stand-in for apertium: a shell script in a temporary folder.
  static func standIn(_ script: String) throws -> (TemporaryFolder, ApertiumProvider) {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("apertium").path
    try ("#!/bin/sh\n" + script).write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return (folder, ApertiumProvider(program: path, modes: ApertiumModes(names: ["eng-spa"])))
  }

  @Test func aRunThatCrashesMidBatchKeepsTheTextsItFinished() throws {
    let (folder, provider) = try Self.standIn(
      #"printf '[l10nedit:0]uno[]\0[l10nedit:1]do'; echo 'segmentation fault' >&2; exit 139"#)
    let results = withExtendedLifetime(folder) {
      Self.translate(["one", "two", "three"], with: provider)
    }
    #expect(try results[0].get() == "uno")
    #expect(results[1].failureText == "apertium ended with status 139: segmentation fault")
    #expect(results[2].failureText == "apertium ended with status 139: segmentation fault")
  }

  @Test func aRunThatHangsIsStoppedAndTheNextBatchCarriesOn() throws {
    let (folder, hanging) = try Self.standIn(
      #"if grep -q slow; then sleep 600; fi; printf '[l10nedit:0]bien[]\0'"#)
    var provider = hanging
    provider.batchTexts = 1
    provider.timeout = 1
    provider.secondsPerKilobyte = 0
    let start = Date()
    let results = withExtendedLifetime(folder) {
      Self.translate(["slow", "fast"], with: provider)
    }
    #expect(results[0].failureText == "apertium took more than 1 s for 1 texts")
    #expect(try results[1].get() == "bien")
    #expect(Date().timeIntervalSince(start) < 30)
  }

  @Test func aRunWritingMegabytesIsStopped() throws {
    let (folder, provider) = try Self.standIn("yes l10nedit | head -c 5000000")
    let results = withExtendedLifetime(folder) { Self.translate(["one"], with: provider) }
    #expect(results[0].failureText?.hasPrefix("apertium wrote more than") == true)
  }

  @Test func junkAndAnotherTextsChunkAreNoTranslation() throws {
    let (folder, provider) = try Self.standIn(
      #"printf 'junk\0[l10nedit:1]^casa<n>$[]\0[l10nedit:1]otra[]\0[l10nedit:7]x[]\0'"#)
    let results = withExtendedLifetime(folder) { Self.translate(["a", "b", "c"], with: provider) }
    #expect(results[0].failureText == "apertium's output has no translation for it")
    #expect(results[1].failureText == "apertium's output has two translations for it")
    #expect(results[2].failureText == "apertium's output has no translation for it")
  }

  @Test func aStoppedRunSendsNothing() throws {
    let (folder, provider) = try Self.standIn(
      #"touch "$(dirname "$0")/ran"; printf '[l10nedit:0]x[]\0'"#)
    let results = withExtendedLifetime(folder) {
      Self.translate(["one"], with: provider, cancelled: true)
    }
    #expect(results[0].failureText == "stopped before it was sent")
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("ran").path))
  }
}

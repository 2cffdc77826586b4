import Foundation
import L10nFormats
import L10nModel
import Testing

/// The Xcode projects of the corpus, read in place; the facts are checked against the files.
@Suite(.needsCorpus) struct XcodeProjectCorpusTests {
  /// The project at `project`, given with a trailing slash as a shell completes a folder name.
  private static func read(_ project: String) throws -> XcodeProject {
    try XcodeProjectReader.read(Corpus.root + "/" + project + "/")
  }

  /// The table names of a bundle's files, each with its languages.
  private static func tables(_ bundle: BundleSources) -> [String: [String]] {
    Dictionary(grouping: bundle.files) {
      String(($0.split(separator: "/").last ?? "").split(separator: ".")[0])
    }
    .mapValues { $0.compactMap { BundleSources.language(ofPath: $0)?.code }.sorted() }
  }

  @Test("Sparkle: Sparkle.strings is copied by the framework alone, from Base and 34 translations")
  func sparkle() throws {
    let project = try Self.read("sparkle-project+Sparkle/Sparkle.xcodeproj")
    #expect(project.warnings.isEmpty)
    #expect(project.developmentRegion == LanguageID("en"))
    #expect(project.knownRegions.count == 42)
    #expect(project.knownRegions.contains(.base))
    // The native targets; the aggregate and legacy ones (All, XCFrameworks, Distribution) build
    // no bundle.
    #expect(project.targets.count == 18)
    let localized = project.targets.filter { !$0.bundle.files.isEmpty }
    #expect(localized.map(\.name) == ["Sparkle", "Sparkle Test App"])

    let framework = try #require(localized.first)
    #expect(framework.productFile == "Sparkle.framework")
    let tables = Self.tables(framework.bundle)
    #expect(tables.keys.sorted() == ["SUUpdateAlert", "SUUpdatePermissionPrompt", "Sparkle"])
    let sparkle = try #require(tables["Sparkle"])
    #expect(sparkle.count == 35)
    #expect(sparkle.contains("Base") && !sparkle.contains("en"))
    #expect(framework.bundle.languages.count == 36)

    let testApp = Self.tables(localized[1].bundle)
    #expect(testApp["MainMenu"]?.count == 36)
    #expect(testApp["InfoPlist"] == ["Base"])
  }

  @Test("Sparkle: every .strings file a target copies is on disk, and every one on disk is copied")
  func sparkleFilesExist() throws {
    let folder = Corpus.root + "/sparkle-project+Sparkle"
    let project = try Self.read("sparkle-project+Sparkle/Sparkle.xcodeproj")
    let copied = Set(project.targets.flatMap(\.bundle.files).filter { $0.hasSuffix(".strings") })
    let onDisk = Set(
      Corpus.files(withSuffix: ".strings").filter { $0.hasPrefix(folder + "/") })
    #expect(copied.count == 138)
    #expect(copied == onDisk)
  }

  @Test("Stats: the app copies Localizable.strings in 41 languages; the .xcloc copies are no one's")
  func stats() throws {
    let folder = Corpus.root + "/exelban+stats"
    let project = try Self.read("exelban+stats/Stats.xcodeproj")
    #expect(project.warnings.isEmpty)
    #expect(project.developmentRegion == LanguageID("en"))
    #expect(project.knownRegions.count == 42)
    #expect(project.targets.count == 17)
    let localized = project.targets.filter { !$0.bundle.files.isEmpty }
    #expect(localized.map(\.name) == ["Stats"])
    let app = try #require(localized.first)
    #expect(app.productType == "com.apple.product-type.application")
    #expect(app.productFile == "Stats.app")
    #expect(Self.tables(app.bundle).keys.sorted() == ["Localizable"])
    #expect(app.bundle.languages.count == 41)
    #expect(app.bundle.files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    #expect(
      app.bundle.contains(folder + "/Stats/Supporting Files/de.lproj/Localizable.strings"))
    let stray =
      folder + "/Stats/Supporting Files/Stats/en.xcloc/Source Contents/Stats/Supporting Files/"
      + "en.lproj/Localizable.strings"
    #expect(FileManager.default.fileExists(atPath: stray))
    #expect(!project.targets.contains { $0.bundle.contains(stray) })
  }
}

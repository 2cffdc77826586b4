import L10nModel
import L10nTranslate
import Testing

@testable import L10nProviders

/// Which apertium mode translates between two of l10nedit's language codes (`ApertiumModes`).
@Suite struct ApertiumModesTests {
  /// What `apertium -l` lists with Debian's apertium-eng-spa and apertium-eng-cat.
  static let listing = """
      cat-eng
      cat-eng_US
      eng-cat
      eng-cat_valencia
      eng-spa
      spa-eng
    """

  @Test func theListingIsReadOneModeALine() {
    #expect(
      ApertiumModes(listing: Self.listing).names == [
        "cat-eng", "cat-eng_US", "eng-cat", "eng-cat_valencia", "eng-spa", "spa-eng",
      ])
  }

  @Test func languageCodesMapToApertiumsAndRegionsToThePlainMode() throws {
    let modes = ApertiumModes(listing: Self.listing)
    #expect(try modes.mode(from: "en", to: "es").get() == "eng-spa")
    #expect(try modes.mode(from: "en", to: "es-419").get() == "eng-spa")
    #expect(try modes.mode(from: "en-GB", to: "ca").get() == "eng-cat")
    #expect(try modes.mode(from: "es", to: "en").get() == "spa-eng")
  }

  @Test func aVariantOrRegionPicksItsModeWhenInstalled() throws {
    let modes = ApertiumModes(listing: Self.listing)
    #expect(try modes.mode(from: "en", to: "ca-ES-valencia").get() == "eng-cat_valencia")
    #expect(try modes.mode(from: "ca", to: "en-US").get() == "cat-eng_US")
    #expect(try modes.mode(from: "ca", to: "en-GB").get() == "cat-eng")
  }

  @Test func aPairNotInstalledNamesDebiansPackage() {
    let modes = ApertiumModes(names: ["eng-cat"])
    let failure = modes.mode(from: "en", to: "es").failure?.description ?? ""
    #expect(failure.contains("no eng-spa pair installed (installed: eng-cat)"))
    #expect(failure.contains("sudo apt-get install apertium-eng-spa"))
    let french = modes.mode(from: "en", to: "fr").failure?.description ?? ""
    #expect(french.contains("no eng-fra pair installed"))
    #expect(french.contains("apt-cache search apertium"))
  }

  @Test func theDryRunNamesThePairOfTheRun() {
    let summary = { (source: String, target: String) in
      ApertiumProvider.builtIn.summary(LanguageID(source), LanguageID(target)).commandLine
    }
    #expect(summary("en", "es-MX") == "apertium -u -f none -z eng-spa (built in)")
    #expect(summary("en", "ca") == "apertium -u -f none -z eng-cat (built in)")
    #expect(summary("en", "zh-Hans") == "apertium -u -f none -z eng-zh-Hans (built in)")
  }

  @Test func aLanguageWithoutACodeIsSaid() {
    let modes = ApertiumModes(listing: Self.listing)
    #expect(
      modes.mode(from: "en", to: "zh-Hans").failure?.description
        == "apertium: no apertium language code is known for zh-Hans")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}

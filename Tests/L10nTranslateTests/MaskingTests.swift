import L10nModel
import Testing

@testable import L10nTranslate

/// `Masking.mask`: what is masked, as which kind, and that an untouched masked text restores to
/// exactly the original.
@Suite struct MaskingTests {
  /// The masked text and the originals of its tokens, in order, after checking that the
  /// masked text restores to `text`.
  private func masked(
    _ text: String, doNotTranslate: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (String, [String]) {
    let masked = Masking.mask(text, doNotTranslate: doNotTranslate)
    #expect(
      (try? Masking.restore(masked.text, of: masked).get()) == text,
      sourceLocation: sourceLocation)
    return (masked.text, masked.tokens.map(\.original))
  }

  @Test func formatSpecifiersOfEveryKindAreMasked() {
    let (text, originals) = masked("Copy %@ to %1$@: %lld files, %#@count@ and 100%%")
    #expect(text == "Copy ⟦1⟧ to ⟦2⟧: ⟦3⟧ files, ⟦4⟧ and 100⟦5⟧")
    #expect(originals == ["%@", "%1$@", "%lld", "%#@count@", "%%"])
    let tokens = Masking.mask("%@ %1$@ %lld %#@count@ %%").tokens
    #expect(tokens.map(\.keepsOrder) == [true, false, true, true, false])
    #expect(tokens.allSatisfy { $0.kind == .formatSpecifier })
  }

  @Test func appPlaceholdersAndCatalogArgumentsAreMaskedWhole() {
    // stats replaces `%0`, `%1` itself; a catalog substitution's forms write `%arg`.
    #expect(masked("%0 of %1 free, %0% left").0 == "⟦1⟧ of ⟦2⟧ free, ⟦3⟧% left")
    #expect(masked("%arg files").1 == ["%arg"])
  }

  @Test func aPercentThatStartsNoConversionIsProse() {
    #expect(masked("100% of the files").0 == "100% of the files")
  }

  @Test func markdownLinkTextStaysToTranslate() {
    let (text, originals) = masked("Read the [user guide](https://example.com/guide) first")
    #expect(text == "Read the ⟦1⟧user guide⟦2⟧ first")
    #expect(originals == ["[", "](https://example.com/guide)"])
    let tokens = Masking.mask("Read the [user guide](https://example.com/guide) first").tokens
    #expect(tokens.map(\.partner) == [1, 0])
  }

  @Test func markdownEmphasisAndCodeAreMasked() {
    let (text, originals) = masked("Tap **Done**, then *run* `make all` and ~~skip~~")
    #expect(text == "Tap ⟦1⟧Done⟦2⟧, then ⟦3⟧run⟦4⟧ ⟦5⟧ and ⟦6⟧skip⟦7⟧")
    #expect(originals == ["**", "**", "*", "*", "`make all`", "~~", "~~"])
  }

  @Test func aLoneAsteriskIsNoMarkdown() {
    #expect(masked("Price* (excluding tax)").0 == "Price* (excluding tax)")
  }

  @Test func tagsAreMaskedAndPaired() {
    let (text, originals) = masked(
      "Tap <b>Done</b><br/>Visit <a href=\"https://example.com\">us</a>")
    #expect(text == "Tap ⟦1⟧Done⟦2⟧⟦3⟧Visit ⟦4⟧us⟦5⟧")
    #expect(originals == ["<b>", "</b>", "<br/>", "<a href=\"https://example.com\">", "</a>"])
    let tokens = Masking.mask("<b>x</b><br/><a href=\"https://example.com\">us</a>").tokens
    #expect(tokens.map(\.partner) == [1, 0, nil, 4, 3])
  }

  @Test func wordsInAngleBracketsAreNoTags() {
    #expect(masked("Choose <None> to clear").0 == "Choose <None> to clear")
  }

  @Test func urlsAreMaskedWholeWithoutTheSentencesPunctuation() {
    let (text, originals) = masked("See https://example.com/help?topic=a#b. Or (http://x.org/a)")
    #expect(text == "See ⟦1⟧. Or (⟦2⟧)")
    #expect(originals == ["https://example.com/help?topic=a#b", "http://x.org/a"])
  }

  @Test func contactAddressesAreMaskedWithTheirMailto() {
    let (text, originals) = masked("Write to help@example.com or mailto:jo@foo.org, not %@")
    #expect(text == "Write to ⟦1⟧ or ⟦2⟧, not ⟦3⟧")
    #expect(originals == ["help@example.com", "mailto:jo@foo.org", "%@"])
    // Example data, which translators translate on purpose, is left (as `email` leaves it).
    #expect(masked("Followed by another@follower.social").1.isEmpty)
  }

  @Test func inflectionSyntaxIsMaskedItsPhraseTranslated() {
    let (text, originals) = masked("You have ^[%lld new file](inflect: true)")
    #expect(text == "You have ⟦1⟧⟦2⟧ new file⟦3⟧")
    #expect(originals == ["^[", "%lld", "](inflect: true)"])
    #expect(Masking.mask(text).tokens.isEmpty == false)
  }

  @Test func appShortcutVariablesAreMasked() {
    let (text, originals) = masked("Start a timer in ${applicationName}")
    #expect(text == "Start a timer in ⟦1⟧")
    #expect(originals == ["${applicationName}"])
    #expect(Masking.mask(text).tokens.first?.kind == .reserved)
  }

  @Test func doNotTranslateTermsAreMaskedOnWordBoundaries() {
    let (text, originals) = masked(
      "Sync with icloud Drive, not iClouding", doNotTranslate: ["iCloud Drive", "iCloud"])
    #expect(text == "Sync with ⟦1⟧, not iClouding")
    #expect(originals == ["icloud Drive"])
    #expect(
      Masking.mask("Sync with iCloud", doNotTranslate: ["iCloud"]).tokens.first?.kind
        == .doNotTranslate)
  }

  @Test func overlappingDetectionsAreOneToken() {
    // The URL inside the link's target and the specifier inside the URL: one token, which
    // keeps its order (it holds a non-positional argument).
    let masked = Masking.mask("Open [%@](https://example.com/%@) then %d")
    #expect(masked.text == "Open ⟦1⟧⟦2⟧⟦3⟧ then ⟦4⟧")
    #expect(masked.tokens.map(\.original) == ["[", "%@", "](https://example.com/%@)", "%d"])
    #expect(masked.tokens.map(\.keepsOrder) == [false, true, true, true])
  }

  @Test func sourceTextShapedLikeATokenIsMaskedItself() {
    let (text, originals) = masked("Keep ⟦1⟧ and ⟦⟦2⟧⟧ as %@")
    #expect(text == "Keep ⟦1⟧1⟦2⟧ and ⟦3⟧2⟦4⟧ as ⟦5⟧")
    #expect(originals == ["⟦", "⟧", "⟦⟦", "⟧⟧", "%@"])
  }

  @Test func plainTextIsUnchanged() {
    let masked = Masking.mask("Open the file")
    #expect(masked.text == "Open the file")
    #expect(masked.tokens.isEmpty)
  }
}

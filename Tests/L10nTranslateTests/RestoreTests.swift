import L10nModel
import Testing

@testable import L10nTranslate

/// `Masking.restore`: a provider's translation with its tokens back, or a refusal naming what
/// went wrong.
@Suite struct RestoreTests {
  private func restore(_ translation: String, of source: String) -> Result<String, MaskRefusal> {
    Masking.restore(translation, of: Masking.mask(source))
  }

  /// The refusal's words, or `nil` when the translation restores.
  private func refusal(_ translation: String, of source: String) -> String? {
    if case .failure(let refusal) = restore(translation, of: source) { return refusal.description }
    return nil
  }

  @Test func aTranslationRestoresWithTokensMovedWhereAllowed() throws {
    #expect(
      try restore("⟦2⟧ copiado a ⟦1⟧", of: "Copy %1$@ to %2$@").get() == "%2$@ copiado a %1$@")
    #expect(
      try restore("Pulsa ⟦1⟧Hecho⟦2⟧ para guardar", of: "Tap **Done** to save").get()
        == "Pulsa **Hecho** para guardar")
    #expect(
      try restore("Lee la ⟦1⟧guía⟦2⟧", of: "Read the [guide](https://example.com)").get()
        == "Lee la [guía](https://example.com)")
  }

  @Test func aRefusedTranslationIsReadableWithTheTokensItKept() {
    let masked = Masking.mask("Open %@ in %d seconds at https://example.com")
    // Reordered non-positional specifiers: refused, and shown with their originals.
    #expect(
      refusal(
        "Abrir ⟦2⟧ en ⟦1⟧ segundos en ⟦3⟧", of: "Open %@ in %d seconds at https://example.com")
        != nil)
    #expect(
      Masking.readable("Abrir ⟦2⟧ en ⟦1⟧ segundos en ⟦3⟧", of: masked)
        == "Abrir %d en %@ segundos en https://example.com")
    // An altered token, an unknown one and a stray bracket stay as the provider wrote them.
    #expect(
      Masking.readable("Abrir ⟦1 en ⟦9⟧ segundos ⟧ ⟦3⟧", of: masked)
        == "Abrir ⟦1 en ⟦9⟧ segundos ⟧ https://example.com")
  }

  @Test func spacesInsideATokensBracketsAreForgiven() throws {
    #expect(try restore("Abrir ⟦ 1 ⟧ ahora", of: "Open %@ now").get() == "Abrir %@ ahora")
    #expect(try restore("Abrir ⟦\u{A0}1⟧ ahora", of: "Open %@ now").get() == "Abrir %@ ahora")
  }

  @Test func spacesAroundATokenAreTheTranslations() throws {
    #expect(
      try restore("Pulsa ⟦1⟧ Hecho ⟦2⟧", of: "Tap <b>Done</b>").get() == "Pulsa <b> Hecho </b>")
    #expect(
      try restore("Lee la ⟦1⟧ guía ⟦2⟧", of: "Read the [guide](https://a.com)").get()
        == "Lee la [ guía ](https://a.com)")
  }

  @Test func aSpaceInsideEmphasisIsRefused() {
    // `** Hecho **` is no emphasis: Markdown shows the asterisks.
    #expect(
      refusal("Pulsa ⟦1⟧ Hecho⟦2⟧", of: "Tap **Done**")
        == "put a space inside ⟦1⟧ (\"**\") … ⟦2⟧ (\"**\"), which Markdown then shows as they are")
    #expect(
      refusal("⟦1⟧ ⟦2⟧ ⟦3⟧ bytes", of: "*%lld* bytes")?.hasPrefix("put a space inside") == true)
    #expect(refusal("⟦1⟧⟦2⟧⟦3⟧ bytes", of: "*%lld* bytes") == nil)
  }

  @Test func aDroppedTokenIsRefusedNamingItsOriginal() {
    #expect(refusal("Abrir ahora", of: "Open %@ now") == "dropped ⟦1⟧ (\"%@\")")
  }

  @Test func aDuplicatedTokenIsRefused() {
    #expect(refusal("⟦1⟧ y ⟦1⟧", of: "%@ and more") == "repeated ⟦1⟧ (\"%@\")")
  }

  @Test func anAlteredTokenIsRefused() {
    #expect(refusal("Abrir ⟦1 ahora", of: "Open %@ now")?.hasPrefix("altered a token") == true)
    #expect(refusal("Abrir ⟦l⟧ ahora", of: "Open %@ now")?.hasPrefix("altered a token") == true)
    #expect(refusal("Abrir 1⟧ ahora", of: "Open %@ now")?.hasPrefix("altered a token") == true)
    #expect(refusal("Abrir ⟦１⟧ ahora", of: "Open %@ now")?.hasPrefix("altered a token") == true)
    #expect(refusal("Abrir [1] ahora", of: "Open %@ now") == "dropped ⟦1⟧ (\"%@\")")
  }

  @Test func changedDigitsAreAnUnknownOrDroppedToken() {
    #expect(refusal("Abrir ⟦7⟧", of: "Open %@") == "has the token ⟦7⟧, which the source text lacks")
    #expect(refusal("⟦2⟧ a ⟦2⟧", of: "%@ to %@") == "dropped ⟦1⟧ (\"%@\")")
    #expect(refusal("Hola ⟦1⟧", of: "Hello") == "has the token ⟦1⟧, which the source text lacks")
  }

  @Test func nonPositionalSpecifiersKeepTheirOrder() {
    #expect(
      refusal("⟦2⟧ archivos en ⟦1⟧", of: "%@ has %d files")
        == "put ⟦2⟧ (\"%d\") after ⟦1⟧ (\"%@\"): non-positional format arguments keep their order")
    // A positional one and an unordered token may move.
    #expect(refusal("⟦3⟧ ⟦2⟧ ⟦1⟧", of: "%1$@ %2$@ %%") == nil)
  }

  @Test func aPairClosedBeforeItOpensIsRefused() {
    #expect(
      refusal("⟦2⟧Hecho⟦1⟧", of: "<b>Done</b>") == "put ⟦2⟧ (\"</b>\") before ⟦1⟧ (\"<b>\")")
    #expect(refusal("⟦2⟧guía⟦1⟧", of: "[guide](https://example.com)")?.hasPrefix("put ⟦2⟧") == true)
  }

  @Test func pairsThatNestedInTheSourceMustNestInTheTranslation() {
    #expect(
      refusal("⟦1⟧a ⟦2⟧b⟦4⟧ c⟦3⟧", of: "<b>a <i>b</i> c</b>")
        == "no longer nests the pairs of \"<b>\" \"<i>\" \"</b>\" \"</i>\"")
    #expect(refusal("⟦2⟧b⟦3⟧ ⟦1⟧a⟦4⟧", of: "<b>a <i>b</i> c</b>") == nil)
  }

  @Test func invisibleCharactersInsideATokenAlterIt() {
    #expect(refusal("Abrir ⟦\u{200B}1⟧", of: "Open %@") == "altered a token: \"⟦\\U200B1⟧\"")
    // Said inertly: a right-to-left override would turn the rest of the line around.
    #expect(refusal("Abrir ⟦1\u{202E}⟧", of: "Open %@") == "altered a token: \"⟦1\\U202E⟧\"")
    #expect(refusal("nada", of: "<b>a\u{202E}b</b>") == "dropped ⟦1⟧ (\"<b>\")")
    #expect(refusal("⟦1⟧", of: "`a\u{202E}b` x") == nil)
    #expect(refusal("x", of: "`a\u{202E}b` x") == "dropped ⟦1⟧ (\"`a\\U202Eb`\")")
  }

  @Test func invisibleCharactersBesideATokenAreKeptForTheGate() throws {
    // Restore never guesses: the characters stay, and the gate's `invisible-characters`
    // refuses them (TranslationGateTests).
    #expect(
      try restore("Abrir \u{202E}⟦1⟧\u{200B}", of: "Open %@").get() == "Abrir \u{202E}%@\u{200B}")
  }

  @Test func aSourceShapedLikeTokensIsNeverConfused() throws {
    let source = "Keep ⟦1⟧ as %@"
    let masked = Masking.mask(source)
    // The provider gives the masked text back: the source's own brackets return.
    #expect(try Masking.restore(masked.text, of: masked).get() == source)
    // Dropping the source's own bracket is a dropped token.
    #expect(refusal("Mantener 1⟦2⟧ como ⟦3⟧", of: source) == "dropped ⟦1⟧ (\"⟦\")")
  }

  @Test func refusalsQuoteOriginalsInertly() {
    #expect(refusal("nada", of: "<b>a\u{1B}[2J</b>") == "dropped ⟦1⟧ (\"<b>\")")
    #expect(refusal("⟦1⟧", of: "`a\u{1B}b` x") == nil)
    #expect(refusal("x", of: "`a\u{1B}b` x") == "dropped ⟦1⟧ (\"`a\\U001Bb`\")")
  }
}

import L10nGrammar
import Testing

@Suite struct PseudolocalizerTests {
  private let sources = [
    "Cancel", "%1$@ shared %2$@ with you", "%lld files left", "100%% done", "%#@files@ in %@",
    "Line one\nLine two", "Sync… %.1f %% done", "", "a", " (%@)", "%arg matches",
  ]

  @Test(
    "every style keeps specifiers, plural tokens and line breaks",
    arguments: Pseudolocalizer.Style.allCases)
  func keeps(style: Pseudolocalizer.Style) {
    let localizer = Pseudolocalizer(style: style, expansion: 40)
    for source in sources {
      let pseudo = localizer.transform(source)
      #expect(FormatString(pseudo).items == FormatString(source).items, "\(style): \(source)")
      #expect(pseudo.filter { $0 == "\n" }.count == source.filter { $0 == "\n" }.count)
      #expect(pseudo.count * 100 >= source.count * 140, "\(style): \(source) → \(pseudo)")
    }
  }

  @Test("the styles")
  func styles() {
    #expect(Pseudolocalizer(style: .accents, expansion: 0).transform("Cancel") == "Çáñçéļ")
    #expect(Pseudolocalizer(style: .brackets, expansion: 40).transform("Cancel") == "[Çáñçéļ~]")
    #expect(
      Pseudolocalizer(style: .brackets, expansion: 40).transform("%lld files")
        == "[%lld ƒíļéš~~]")
    #expect(Pseudolocalizer(style: .double, expansion: 0).transform("Done") == "Done Done")
    #expect(
      Pseudolocalizer(style: .rtl, expansion: 0).transform("%@ left")
        == "%@\u{202E} left\u{202C}")
    #expect(Pseudolocalizer(style: .accents, expansion: 100).transform("ab") == "áƀ~~")
    #expect(Pseudolocalizer().transform("") == "")
    #expect(!Pseudolocalizer.hasText("%#@files@"))
    #expect(Pseudolocalizer.hasText("%#@files@ in %@"))
    #expect(Pseudolocalizer().transform(" (%@)") == " [(%@)~]")
    #expect(Pseudolocalizer().transform("%arg files") == "[%arg ƒíļéš~~]")
  }
}

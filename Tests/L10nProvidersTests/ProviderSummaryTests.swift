import L10nModel
import L10nProviders
import Testing

@Suite struct ProviderSummaryTests {
  @Test func commandLineQuotesWhatAShellWouldSplit() {
    let line = ProviderSummary.commandLine([
      "python3", "tools/deepl.py", "--formality=less", "two words", "it's", "",
    ])
    #expect(line == #"python3 tools/deepl.py --formality=less 'two words' 'it'\''s' ''"#)
  }

  @Test func declaredLanguagesAndCost() {
    let summary = ProviderSummary(
      name: "deepl", commandLine: "deepl", languages: ["pt-BR": "PT-BR", "de": "DE"],
      cost: ProviderSettings.Cost(perMillionCharacters: 20, currency: "EUR"))
    #expect(summary.accepts(LanguageID("pt-BR")))
    #expect(!summary.accepts(LanguageID("fr")))
    #expect(summary.estimatedCost(characters: 250_000) == 5)
    let any = ProviderSummary(name: "any", commandLine: "any")
    #expect(any.accepts(LanguageID("fr")))
    #expect(any.estimatedCost(characters: 10) == nil)
  }
}

import L10nModel
import L10nProviders
import L10nTranslate
import Testing

@Suite struct ProviderRegistryTests {
  /// A built-in provider for the tests: translates nothing.
  struct Fixed: TranslationProvider {
    let name: String
    func translate(
      _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
      isCancelled: @escaping @Sendable () -> Bool
    ) {}
  }

  static let registry = ProviderRegistry(builtIns: [
    .init(
      name: "apertium",
      summary: { source, target in
        ProviderSummary(name: "apertium", commandLine: "apertium -u \(source)-\(target)")
      },
      make: { _ throws(ProviderError) in Fixed(name: "apertium") })
  ])

  static var settings: ProjectSettings {
    var settings = ProjectSettings(path: "/p/.l10nedit.yml")
    settings.providers["deepl"] = ProviderSettings(
      command: ["python3", "tools/deepl provider.py"], languages: ["de": "DE"],
      cost: .init(perMillionCharacters: 20, currency: "EUR"))
    return settings
  }

  @Test func namesAreTheBuiltInAndTheDeclaredOnes() {
    #expect(Self.registry.names(settings: Self.settings) == ["apertium", "deepl"])
  }

  @Test func aDeclaredProviderIsItsCommandRunInTheRoot() throws {
    let provider = try Self.registry.provider(named: "deepl", settings: Self.settings, root: "/p")
    let command = try #require(provider as? CommandProvider)
    #expect(command.name == "deepl")
    #expect(command.root == "/p")
    #expect(command.settings.command == ["python3", "tools/deepl provider.py"])
    #expect(
      try Self.registry.provider(named: "apertium", settings: Self.settings, root: "/p").name
        == "apertium")
  }

  @Test func theDryRunShowsTheCommandLanguagesAndCost() throws {
    let summary = try Self.registry.summary(
      named: "deepl", settings: Self.settings, from: LanguageID("en"), into: LanguageID("de"))
    #expect(summary.commandLine == "python3 'tools/deepl provider.py'")
    #expect(summary.languages == ["de": "DE"])
    #expect(summary.estimatedCost(characters: 1_000) == 0.02)
    #expect(
      try Self.registry.summary(
        named: "apertium", settings: Self.settings, from: LanguageID("en"), into: LanguageID("es")
      ).commandLine == "apertium -u en-es")
  }

  @Test func anUnknownNameListsTheKnownOnes() {
    #expect(
      throws: ProviderError(
        #"no provider named "deeepl"; known: apertium, deepl (providers are declared in /p/.l10nedit.yml)"#
      )
    ) {
      try Self.registry.provider(named: "deeepl", settings: Self.settings, root: "/p")
    }
    #expect(throws: ProviderError(#"no provider named "x"; known: none"#)) {
      try ProviderRegistry(builtIns: []).summary(
        named: "x", settings: ProjectSettings(), from: LanguageID("en"), into: LanguageID("de"))
    }
  }
}

import L10nFormats
import L10nModel
import Testing

@Suite("Settings file: providers")
struct ProviderSettingsReaderTests {
  @Test("JSON and YAML declare the same providers; what is not said takes its default")
  func jsonAndYAML() throws {
    let json = """
      {
        "providers": {
          "deepl": {
            "command": ["python3", "tools/deepl provider.py", "--formality=less"],
            "languages": { "de": "DE", "pt-BR": "PT-BR" },
            "batch": 20, "concurrency": 2, "timeout": 7.5, "retries": 0,
            "cost": { "perMillionCharacters": 20, "currency": "EUR" }
          },
          "local_llm-2": { "command": ["llm-provider"], "languages": ["fr", "es"] }
        }
      }
      """
    let yaml = """
      providers:
        deepl:
          command: [python3, "tools/deepl provider.py", --formality=less]
          languages:
            de: DE
            pt-BR: PT-BR
          batch: 20
          concurrency: 2
          timeout: 7.5
          retries: 0
          cost: {perMillionCharacters: 20, currency: EUR}
        local_llm-2:
          command:
            - llm-provider
          languages: [fr, es]
      """
    let fromJSON = try ProjectSettingsReaderTests.parse(json, path: ".l10nedit.json").providers
    let fromYAML = try ProjectSettingsReaderTests.parse(yaml).providers
    #expect(fromJSON.keys.sorted() == ["deepl", "local_llm-2"])
    for providers in [fromJSON, fromYAML] {
      let deepl = try #require(providers["deepl"])
      #expect(deepl.command == ["python3", "tools/deepl provider.py", "--formality=less"])
      #expect(deepl.languages == ["de": "DE", "pt-BR": "PT-BR"])
      #expect(deepl.batch == 20 && deepl.concurrency == 2 && deepl.timeout == 7.5)
      #expect(deepl.retries == 0)
      #expect(deepl.cost == ProviderSettings.Cost(perMillionCharacters: 20, currency: "EUR"))
      let local = try #require(providers["local_llm-2"])
      #expect(local.languages == ["fr": "fr", "es": "es"])
      #expect(local.batch == 50 && local.concurrency == 4 && local.timeout == 20)
      #expect(local.retries == 2 && local.cost == nil)
    }
    #expect(fromJSON["deepl"]?.location == SourceLocation(line: 3, column: 5))
    #expect(fromYAML["local_llm-2"]?.location == SourceLocation(line: 12, column: 3))
  }

  @Test(
    "Bad providers: an error at the place, naming what is wrong",
    arguments: [
      (
        "providers: [a]",
        ".l10nedit.yml:1:12: providers must map a provider's name to its command and options"
      ),
      (
        "providers:\n  apertium: {command: [x]}",
        ".l10nedit.yml:2:3: apertium is the name of a built-in provider: give yours another"
      ),
      (
        "providers:\n  my.provider: {command: [x]}",
        ".l10nedit.yml:2:3: the provider name \"my.provider\" may only have letters A–Z, digits, _ and -"
      ),
      ("providers:\n  p: {batch: 3}", ".l10nedit.yml:2:3: provider p has no command"),
      (
        "providers:\n  p: {command: python3 x.py}",
        ".l10nedit.yml:2:16: the command of provider p must be a list of strings, the program first (no shell)"
      ),
      (
        "providers:\n  p: {command: []}",
        ".l10nedit.yml:2:16: the command of provider p must be a list of strings, the program first (no shell)"
      ),
      (
        "providers:\n  p: {command: [[x]]}",
        ".l10nedit.yml:2:16: the command of provider p must be a list of strings, the program first (no shell)"
      ),
      (
        "providers:\n  p: {command: [x], batch: 0}",
        ".l10nedit.yml:2:28: the batch of provider p must be a number from 1 to 1000"
      ),
      (
        "providers:\n  p: {command: [x], concurrency: 33}",
        ".l10nedit.yml:2:34: the concurrency of provider p must be a number from 1 to 32"
      ),
      (
        "providers:\n  p: {command: [x], timeout: soon}",
        ".l10nedit.yml:2:30: the timeout (seconds) of provider p must be a number from 0.1 to 3600.0"
      ),
      (
        "providers:\n  p: {command: [x], retries: 2.5}",
        ".l10nedit.yml:2:30: the retries of provider p must be a number from 0 to 10"
      ),
      (
        "providers:\n  p: {command: [x], shell: true}",
        ".l10nedit.yml:2:21: unknown member \"shell\" of provider p (known: command, languages, batch, concurrency, timeout, retries, cost)"
      ),
      (
        "providers:\n  p: {command: [x], languages: fr}",
        ".l10nedit.yml:2:32: the languages of provider p must be a list of language codes or map l10nedit's codes to the provider's"
      ),
      (
        "providers:\n  p: {command: [x], cost: {perMillionCharacters: 20}}",
        ".l10nedit.yml:2:27: the cost of provider p must be {perMillionCharacters: a number from 0 to 1000000, currency: a code such as EUR}"
      ),
      (
        "providers:\n  p: {command: [x], cost: {perMillionCharacters: -1, currency: EUR}}",
        ".l10nedit.yml:2:50: the cost of provider p must be {perMillionCharacters: a number from 0 to 1000000, currency: a code such as EUR}"
      ),
      (
        "{\"providers\": {\"p\": {\"command\": [\"x\"], \"batch\": 5000}}}",
        ".l10nedit.json:1:40: the batch of provider p must be a number from 1 to 1000"
      ),
    ] as [(String, String)])
  func badProviders(text: String, message: String) {
    let path = text.hasPrefix("{") ? ".l10nedit.json" : ".l10nedit.yml"
    #expect(ProjectSettingsReaderTests.failure(text, path: path) == message)
  }
}

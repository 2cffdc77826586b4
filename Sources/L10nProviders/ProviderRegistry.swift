import L10nModel
import L10nTranslate

/// The providers a project can use, by name: those built into l10nedit and the commands its
/// settings file declares (`providers:`).
package struct ProviderRegistry: Sendable {
  /// A provider built into l10nedit.
  package struct BuiltIn: Sendable {
    /// Its name (`apertium`).
    package var name: String
    /// What the dry run shows of it, translating from a source language into a target one (its
    /// command line names the pair).
    package var summary: @Sendable (_ source: LanguageID, _ target: LanguageID) -> ProviderSummary
    /// Makes it for the project at a root folder; throws when it cannot run here (its program
    /// missing: the message names the packages to install).
    package var make: @Sendable (_ root: String) throws(ProviderError) -> any TranslationProvider

    /// Creates a built-in provider.
    package init(
      name: String,
      summary: @escaping @Sendable (_ source: LanguageID, _ target: LanguageID) -> ProviderSummary,
      make: @escaping @Sendable (_ root: String) throws(ProviderError) -> any TranslationProvider
    ) {
      self.name = name
      self.summary = summary
      self.make = make
    }
  }

  /// The built-in providers.
  package var builtIns: [BuiltIn]

  /// A registry with `builtIns` besides the settings file's providers.
  package init(builtIns: [BuiltIn]) {
    self.builtIns = builtIns
  }

  /// The names `settings` let a run use, sorted: the built-in ones and the declared ones.
  package func names(settings: ProjectSettings) -> [String] {
    (builtIns.map(\.name) + settings.providers.keys).sorted()
  }

  /// What the dry run shows of the provider `name`, translating from `source` into `target`.
  package func summary(
    named name: String, settings: ProjectSettings, from source: LanguageID, into target: LanguageID
  ) throws(ProviderError) -> ProviderSummary {
    if let builtIn = builtIns.first(where: { $0.name == name }) {
      return builtIn.summary(source, target)
    }
    guard let declared = settings.providers[name] else { throw unknown(name, settings) }
    return ProviderSummary(
      name: name, commandLine: ProviderSummary.commandLine(declared.command),
      languages: declared.languages, cost: declared.cost)
  }

  /// The provider `name` for the project at `root`: a built-in one, or the command the settings
  /// file declares, run in `root`.
  package func provider(named name: String, settings: ProjectSettings, root: String)
    throws(ProviderError) -> any TranslationProvider
  {
    if let builtIn = builtIns.first(where: { $0.name == name }) { return try builtIn.make(root) }
    guard let declared = settings.providers[name] else { throw unknown(name, settings) }
    return CommandProvider(name: name, settings: declared, root: root)
  }

  private func unknown(_ name: String, _ settings: ProjectSettings) -> ProviderError {
    let known = names(settings: settings)
    let list = known.isEmpty ? "none" : known.joined(separator: ", ")
    let hint = settings.path.isEmpty ? "" : " (providers are declared in \(settings.path))"
    return ProviderError("no provider named \(name.debugDescription); known: \(list)\(hint)")
  }
}

extension ProviderRegistry {
  /// The registry of l10nedit's commands and editor: the built-in `apertium` besides the
  /// settings file's providers.
  package static let standard = ProviderRegistry(builtIns: [ApertiumProvider.builtIn])
}

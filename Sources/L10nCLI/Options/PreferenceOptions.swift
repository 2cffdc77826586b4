import ArgumentParser
import L10nResolve

/// The user's preferred languages: a list, or an HTTP `Accept-Language` header.
struct PreferenceOptions: ParsableArguments {
  @Option(
    name: .customLong("languages"),
    help: "The user's preferred languages, best first, comma-separated (fr-CA,de,en).")
  var languages: String?

  @Option(
    help: ArgumentHelp(
      "An HTTP Accept-Language header instead of --languages (\"fr-CA, de;q=0.9\").",
      discussion: "Ordered by weight, as servers that honor the header do."))
  var acceptLanguage: String?

  /// The preferences given, best first; `nil` when neither option is; fails with exit
  /// status 2 on a bad header, both options, or an empty list.
  func preferences() throws -> [String]? {
    switch (languages, acceptLanguage) {
    case (nil, nil): return nil
    case (.some, .some):
      Output.standardError("error: give --languages or --accept-language, not both")
      throw ExitStatus.failure
    case (let list?, nil):
      let tags = list.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        .filter { !$0.isEmpty }
      guard !tags.isEmpty else {
        Output.standardError("error: --languages: no language given")
        throw ExitStatus.failure
      }
      return tags
    case (nil, let header?):
      do {
        let tags = try AcceptLanguage.preferences(from: header)
        guard !tags.isEmpty else {
          Output.standardError("error: --accept-language: no language with a weight above 0")
          throw ExitStatus.failure
        }
        return tags
      } catch let error as AcceptLanguage.ParseError {
        Output.standardError("error: --accept-language:\(error.column): \(error.message)")
        throw ExitStatus.failure
      }
    }
  }
}

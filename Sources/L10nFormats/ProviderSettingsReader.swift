import L10nModel

/// Reads the settings file's `providers` member: machine translation providers by name, each
/// a command (Documentation/Settings.md).
///
/// ```json
/// "providers": {
///   "deepl": {
///     "command": ["python3", "tools/deepl-provider.py"],
///     "languages": { "de": "DE", "pt-BR": "PT-BR" },
///     "batch": 50, "concurrency": 4, "timeout": 20, "retries": 2,
///     "cost": { "perMillionCharacters": 20, "currency": "EUR" }
///   }
/// }
/// ```
enum ProviderSettingsReader {
  /// The bounds of the numbers (inclusive).
  static let batchRange = 1...1000
  static let concurrencyRange = 1...32
  static let timeoutRange = 0.1...3600.0
  static let retriesRange = 0...10
  static let priceRange = 0.0...1_000_000.0

  private static let memberNames = [
    "command", "languages", "batch", "concurrency", "timeout", "retries", "cost",
  ]

  /// The providers of `value`, the `providers` member of the settings file at `path`.
  static func read(_ value: SettingsValue, path: String) throws(ProjectSettingsReader.Failure)
    -> [String: ProviderSettings]
  {
    func failure(_ reason: String, at location: SourceLocation) -> ProjectSettingsReader.Failure {
      ProjectSettingsReader.Failure(path: path, location: location, reason: reason)
    }
    guard case .mapping(let members) = value.content else {
      throw failure(
        "providers must map a provider's name to its command and options", at: value.location)
    }
    var providers: [String: ProviderSettings] = [:]
    for member in members {
      let name = member.name
      guard !name.isEmpty, name.unicodeScalars.allSatisfy(isNameCharacter) else {
        throw failure(
          "the provider name \(ContentExcerpt.quoted(name)) may only have letters A–Z, digits, _ and -",
          at: member.location)
      }
      guard !ProviderSettings.builtInNames.contains(name) else {
        throw failure(
          "\(name) is the name of a built-in provider: give yours another", at: member.location)
      }
      providers[name] = try provider(name, member.value, at: member.location, failure: failure)
    }
    return providers
  }

  private static func provider(
    _ name: String, _ value: SettingsValue, at location: SourceLocation,
    failure: (String, SourceLocation) -> ProjectSettingsReader.Failure
  ) throws(ProjectSettingsReader.Failure) -> ProviderSettings {
    guard case .mapping(let members) = value.content else {
      throw failure("provider \(name) must be a mapping with at least a command", value.location)
    }
    var settings = ProviderSettings(command: [], location: location)
    var hasCommand = false
    for member in members {
      let value = member.value
      if case .null = value.content, memberNames.contains(member.name), member.name != "command" {
        continue
      }
      func bounded<Number: Comparable & LosslessStringConvertible>(
        _ range: ClosedRange<Number>, _ what: String
      ) throws(ProjectSettingsReader.Failure) -> Number {
        guard let number = numberText(value).flatMap(Number.init), range.contains(number) else {
          throw failure(
            "the \(what) of provider \(name) must be a number from \(range.lowerBound) to \(range.upperBound)",
            value.location)
        }
        return number
      }
      switch member.name {
      case "command":
        guard case .list(let items) = value.content, case let words = items.compactMap(\.text),
          words.count == items.count, let program = words.first, !program.isEmpty
        else {
          throw failure(
            "the command of provider \(name) must be a list of strings, the program first (no shell)",
            value.location)
        }
        settings.command = words
        hasCommand = true
      case "languages":
        settings.languages = try languages(name, value, failure: failure)
      case "batch": settings.batch = try bounded(batchRange, "batch")
      case "concurrency": settings.concurrency = try bounded(concurrencyRange, "concurrency")
      case "timeout": settings.timeout = try bounded(timeoutRange, "timeout (seconds)")
      case "retries": settings.retries = try bounded(retriesRange, "retries")
      case "cost": settings.cost = try cost(name, value, failure: failure)
      default:
        throw failure(
          "unknown member \(ContentExcerpt.quoted(member.name)) of provider \(name) (known: \(memberNames.joined(separator: ", ")))",
          member.location)
      }
    }
    guard hasCommand else { throw failure("provider \(name) has no command", location) }
    return settings
  }

  /// `languages`: a list of codes (the provider's codes are l10nedit's) or a mapping of
  /// l10nedit's codes to the provider's.
  private static func languages(
    _ name: String, _ value: SettingsValue,
    failure: (String, SourceLocation) -> ProjectSettingsReader.Failure
  ) throws(ProjectSettingsReader.Failure) -> [String: String] {
    let reason =
      "the languages of provider \(name) must be a list of language codes or map l10nedit's codes to the provider's"
    var languages: [String: String] = [:]
    switch value.content {
    case .list(let items):
      for item in items {
        guard let code = item.text, !code.isEmpty else { throw failure(reason, item.location) }
        languages[code] = code
      }
    case .mapping(let members):
      for member in members {
        guard let code = member.value.text, !code.isEmpty, !member.name.isEmpty else {
          throw failure(reason, member.value.location)
        }
        languages[member.name] = code
      }
    default: throw failure(reason, value.location)
    }
    return languages
  }

  /// `cost`: `{perMillionCharacters: N, currency: "EUR"}`, both required.
  private static func cost(
    _ name: String, _ value: SettingsValue,
    failure: (String, SourceLocation) -> ProjectSettingsReader.Failure
  ) throws(ProjectSettingsReader.Failure) -> ProviderSettings.Cost {
    let reason =
      "the cost of provider \(name) must be {perMillionCharacters: a number from 0 to 1000000, currency: a code such as EUR}"
    guard case .mapping(let members) = value.content else { throw failure(reason, value.location) }
    var price: Double?
    var currency: String?
    for member in members {
      switch member.name {
      case "perMillionCharacters":
        guard let number = numberText(member.value).flatMap(Double.init),
          priceRange.contains(number)
        else { throw failure(reason, member.value.location) }
        price = number
      case "currency":
        guard let code = member.value.text, (1...10).contains(code.count),
          code.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic && $0.isASCII })
        else { throw failure(reason, member.value.location) }
        currency = code
      default:
        throw failure(
          "unknown member \(ContentExcerpt.quoted(member.name)) of the cost of provider \(name) (known: perMillionCharacters, currency)",
          member.location)
      }
    }
    guard let price, let currency else { throw failure(reason, value.location) }
    return ProviderSettings.Cost(perMillionCharacters: price, currency: currency)
  }

  /// A number's text: a JSON number, or a YAML scalar.
  private static func numberText(_ value: SettingsValue) -> String? {
    if case .number(let number) = value.content { return number }
    return value.text
  }

  private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", "_", "-": true
    default: false
    }
  }
}

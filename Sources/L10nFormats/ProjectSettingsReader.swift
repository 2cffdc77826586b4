import Foundation
import L10nModel

/// Reads a project's settings file.
///
/// The file is `.l10nedit.json`, `.l10nedit.yml` or `.l10nedit.yaml` at the project root (beside
/// the file, for a project that is one file):
///
/// ```json
/// {
///   "sourceLanguage": "en",
///   "rules": { "untranslated": "off", "ascii-keys": "warning" },
///   "ignoreKeys": ["CFBundleName", "debug.*"],
///   "ignoreTables": ["InfoPlist"],
///   "ignoreLanguages": ["mul"],
///   "ignoreRules": { "ending-punctuation": ["menu.*"] },
///   "maxLength": { "tab.*": 12 },
///   "bundles": { "App": ["Resources/Localization", "Resources/Localization/Plurals"] },
///   "userMemory": false,
///   "markSourceChanges": true,
///   "providers": { "deepl": { "command": ["python3", "tools/deepl-provider.py"] } }
/// }
/// ```
///
/// YAML files (read with Yams) use the same names: any YAML works, block or flow style,
/// comments, quoting, anchors and aliases. An empty value (`ignoreKeys:`), like JSON's `null`,
/// leaves the setting unset.
public enum ProjectSettingsReader {
  /// The names looked for, in order.
  public static let fileNames = [".l10nedit.json", ".l10nedit.yml", ".l10nedit.yaml"]

  /// A settings file that cannot be used.
  public struct Failure: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Where in the file, when the problem has a place.
    public var location: SourceLocation?
    /// What is wrong.
    public var reason: String

    /// Creates a failure.
    public init(path: String, location: SourceLocation? = nil, reason: String) {
      self.path = path
      self.location = location
      self.reason = reason
    }

    /// `path:line:column: reason`, or `path: reason`.
    public var description: String {
      location.map { "\(path):\($0): \(reason)" } ?? "\(path): \(reason)"
    }
  }

  /// The settings at `root`, or `nil` when there is no settings file.
  ///
  /// A project that is one file (a remote strings JSON file) has its settings file beside it.
  public static func read(root: String) throws(Failure) -> ProjectSettings? {
    let folder = folder(ofRoot: root)
    for name in fileNames {
      let path = (folder.isEmpty ? "" : folder) + "/" + name
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let bytes: [UInt8]
      do {
        // Inside the project only: a settings file linked out of it is not read.
        bytes = try FileSystem.read(try FileSystem.resolveInside(path, root: folder))
      } catch {
        throw Failure(path: path, reason: error.reason)
      }
      return try parse(bytes, path: path)
    }
    return nil
  }

  /// The folder holding the settings file of the project at `root`: `root`, or the folder of a
  /// project that is one file (a remote strings JSON file).
  static func folder(ofRoot root: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), !isFolder.boolValue
    else { return root }
    return root.range(of: "/", options: .backwards).map { String(root[..<$0.lowerBound]) } ?? "."
  }

  /// The settings in `bytes`, a settings file read from `path` (JSON when it ends in `.json`,
  /// YAML otherwise).
  public static func parse(_ bytes: [UInt8], path: String) throws(Failure) -> ProjectSettings {
    var settings = ProjectSettings(path: path)
    guard let root = try content(of: bytes, path: path) else { return settings }
    guard case .mapping(let members) = root.content else {
      throw Failure(
        path: path, location: root.location,
        reason: "the settings must be a JSON object or a YAML mapping of names to values")
    }
    for member in members {
      try read(member, into: &settings)
    }
    return settings
  }

  /// What the file holds, after any UTF-8 byte order mark; `nil` for YAML with no document.
  private static func content(of bytes: [UInt8], path: String) throws(Failure) -> SettingsValue? {
    let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    guard path.hasSuffix(".json") else {
      guard let string = String(validating: text, as: UTF8.self) else {
        throw Failure(
          path: path, location: SourceLocation(line: 1, column: 1), reason: "not UTF-8 text")
      }
      return try SettingsValue.yaml(string, path: path)
    }
    do throws(ParseError) {
      return SettingsValue(
        json: try JSONReader.read(text, path: path), at: SourceLocation(line: 1, column: 1))
    } catch {
      throw Failure(path: path, location: error.location, reason: "not valid JSON: \(error.reason)")
    }
  }

  /// Sets the setting `member` names; a later one with the same name replaces an earlier one.
  private static func read(_ member: SettingsValue.Member, into settings: inout ProjectSettings)
    throws(Failure)
  {
    let value = member.value
    func failure(_ reason: String, at location: SourceLocation? = nil) -> Failure {
      Failure(path: settings.path, location: location ?? value.location, reason: reason)
    }
    if case .null = value.content, knownNames.contains(member.name) { return }
    switch member.name {
    case "sourceLanguage":
      guard let language = value.text else { throw failure("sourceLanguage must be a string") }
      settings.sourceLanguage = LanguageID(language)
    case "rules":
      guard case .mapping(let rules) = value.content else {
        throw failure("rules must map rule ids to off, info, warning or error")
      }
      settings.rules = [:]
      settings.ruleLocations = [:]
      for rule in rules {
        guard let level = rule.value.text else {
          throw failure("the level of rule \(rule.name) must be a string", at: rule.value.location)
        }
        settings.rules[rule.name] = level
        settings.ruleLocations[rule.name] = rule.location
      }
    case "bundles":
      guard case .mapping(let bundles) = value.content else {
        throw failure("bundles must map a bundle's name to its folders")
      }
      settings.bundles = [:]
      for bundle in bundles {
        guard case .list(let items) = bundle.value.content,
          case let folders = items.compactMap(\.text), folders.count == items.count
        else {
          throw failure(
            "the folders of bundle \(bundle.name) must be a list of strings",
            at: bundle.value.location)
        }
        settings.bundles[bundle.name] = folders
      }
    case "ignoreRules":
      guard case .mapping(let rules) = value.content else {
        throw failure("ignoreRules must map rule ids to lists of key patterns")
      }
      settings.ignoredRules = [:]
      for rule in rules {
        guard case .list(let items) = rule.value.content,
          case let keys = items.compactMap(\.text), keys.count == items.count
        else {
          throw failure(
            "the keys of ignoreRules' \(rule.name) must be a list of strings",
            at: rule.value.location)
        }
        settings.ignoredRules[rule.name] = keys
      }
    case "maxLength":
      guard case .mapping(let limits) = value.content else {
        throw failure("maxLength must map key patterns or table ids to numbers of characters")
      }
      settings.maxLengths = []
      for limit in limits {
        let number: String? =
          if case .number(let number) = limit.value.content { number } else { limit.value.text }
        guard let length = number.flatMap({ Int($0) }), length > 0 else {
          throw failure(
            "the maxLength of \(limit.name) must be a positive number", at: limit.value.location)
        }
        settings.maxLengths.append(.init(pattern: limit.name, length: length))
      }
    case "localizingForm", "keyStyle":
      let allowed =
        member.name == "keyStyle"
        ? ["text", "namespaced"] : ["String(localized:)", "NSLocalizedString", "generated"]
      guard let text = value.text, allowed.contains(text) else {
        throw failure(
          "\(member.name) must be one of \(allowed.map { ContentExcerpt.quoted($0) }.joined(separator: ", "))"
        )
      }
      if member.name == "keyStyle" {
        settings.keyStyle = text
      } else {
        settings.localizingForm = text
      }
    case "catalogVersion":
      guard let text = value.text, ["1.0", "1.1"].contains(text) else {
        throw failure(
          "catalogVersion must be \"1.0\" or \"1.1\" (a String Catalog's format version)")
      }
      settings.catalogVersion = text
    case "sort":
      guard let sort = value.boolean else { throw failure("sort must be true or false") }
      settings.sort = sort
    case "markSourceChanges":
      guard let marks = value.boolean else {
        throw failure("markSourceChanges must be true or false")
      }
      settings.marksSourceChanges = marks
    case "tabVisitsReview":
      guard let visits = value.boolean else {
        throw failure("tabVisitsReview must be true or false")
      }
      settings.tabVisitsReview = visits
    case "providers":
      settings.providers = try ProviderSettingsReader.read(value, path: settings.path)
    case "userMemory":
      if let saves = value.boolean {
        settings.savesToUserMemory = saves
      } else if let path = value.text, !path.isEmpty {
        settings.userMemoryPath = path
      } else {
        throw failure("userMemory must be false (not saved into), true, or the memory's file")
      }
    case "ignoreKeys", "ignoreTables", "ignoreLanguages", "sources", "routines", "textPositions",
      "brandNames":
      guard case .list(let items) = value.content else {
        throw failure("\(member.name) must be a list of strings")
      }
      var strings: [String] = []
      for item in items {
        guard let text = item.text else {
          throw failure("\(member.name) must be a list of strings", at: item.location)
        }
        if member.name == "textPositions", !TextPositions.isValid(text) {
          throw failure(
            "textPositions: \(ContentExcerpt.quoted(text)) is no position (.property, Name(label:), Name(_:) or selectorPart:)",
            at: item.location)
        }
        strings.append(text)
      }
      switch member.name {
      case "ignoreKeys": settings.ignoredKeys = strings
      case "ignoreTables": settings.ignoredTables = strings
      case "sources": settings.sources = strings
      case "routines": settings.routines = strings
      case "textPositions": settings.textPositions = strings
      case "brandNames": settings.brandNames = strings
      default: settings.ignoredLanguages = Set(strings.map(LanguageID.init))
      }
    default:
      throw Failure(
        path: settings.path, location: member.location,
        reason:
          "unknown setting \(ContentExcerpt.quoted(member.name)) (known: \(knownNames.joined(separator: ", ")))"
      )
    }
  }

  private static let knownNames = [
    "sourceLanguage", "rules", "ignoreKeys", "ignoreTables", "ignoreLanguages", "bundles", "sort",
    "sources", "routines", "ignoreRules", "maxLength", "userMemory", "markSourceChanges",
    "tabVisitsReview", "providers", "textPositions", "brandNames", "localizingForm", "keyStyle",
    "catalogVersion",
  ]
}

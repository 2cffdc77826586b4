import Foundation
import L10nModel

/// Reads a project's settings file.
///
/// The file is `.l10nedit.json`, `.l10nedit.yml` or `.l10nedit.yaml` at the project root:
///
/// ```json
/// {
///   "sourceLanguage": "en",
///   "rules": { "untranslated": "off", "ascii-keys": "warning" },
///   "ignoreKeys": ["CFBundleName", "debug.*"],
///   "ignoreTables": ["InfoPlist"]
/// }
/// ```
///
/// YAML files use the same names with the block subset YAML configuration files use: `key:
/// value`, a nested mapping for `rules`, and lists as `- item` lines or `[a, b]`.
public enum ProjectSettingsReader {
  /// The names looked for, in order.
  public static let fileNames = [".l10nedit.json", ".l10nedit.yml", ".l10nedit.yaml"]

  /// A settings file that cannot be used.
  public struct Failure: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong.
    public var reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The settings at `root`, or `nil` when there is no settings file.
  public static func read(root: String) throws(Failure) -> ProjectSettings? {
    for name in fileNames {
      let path = root + "/" + name
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.read(path)
      } catch {
        throw Failure(path: path, reason: error.reason)
      }
      let object =
        name.hasSuffix(".json")
        ? try parseJSON(bytes, path: path) : try SimpleYAML.parse(bytes, path: path)
      return try settings(from: object, path: path)
    }
    return nil
  }

  private static func parseJSON(_ bytes: [UInt8], path: String) throws(Failure) -> [String: Any] {
    do {
      guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      else {
        throw Failure(path: path, reason: "the settings must be a JSON object")
      }
      return object
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(path: path, reason: "not valid JSON: \(error.localizedDescription)")
    }
  }

  private static func settings(from object: [String: Any], path: String) throws(Failure)
    -> ProjectSettings
  {
    var settings = ProjectSettings()
    for (name, value) in object {
      switch name {
      case "sourceLanguage":
        guard let language = value as? String else {
          throw Failure(path: path, reason: "sourceLanguage must be a string")
        }
        settings.sourceLanguage = LanguageID(language)
      case "rules":
        guard let rules = value as? [String: Any] else {
          throw Failure(
            path: path, reason: "rules must map rule ids to off, info, warning or error")
        }
        for (rule, level) in rules {
          guard let level = level as? String else {
            throw Failure(path: path, reason: "the level of rule \(rule) must be a string")
          }
          settings.rules[rule] = level
        }
      case "ignoreKeys", "ignoreTables":
        guard let list = value as? [Any], let strings = list as? [String] else {
          throw Failure(path: path, reason: "\(name) must be a list of strings")
        }
        if name == "ignoreKeys" {
          settings.ignoredKeys = strings
        } else {
          settings.ignoredTables = strings
        }
      default:
        throw Failure(
          path: path,
          reason:
            "unknown setting \"\(name)\" (known: sourceLanguage, rules, ignoreKeys, ignoreTables)")
      }
    }
    return settings
  }
}

/// The block subset of YAML that settings files use.
enum SimpleYAML {
  static func parse(_ bytes: [UInt8], path: String) throws(ProjectSettingsReader.Failure)
    -> [String: Any]
  {
    var root: [String: Any] = [:]
    var currentKey: String?
    var nested: [String: Any] = [:]
    var list: [String] = []
    func flush() {
      guard let key = currentKey else { return }
      if !list.isEmpty { root[key] = list } else if !nested.isEmpty { root[key] = nested }
      currentKey = nil
      nested = [:]
      list = []
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (number, rawLine) in lines.enumerated() {
      let line = stripComment(rawLine)
      guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
      let indented = line.first == " " || line.first == "\t"
      let content = line.trimmingCharacters(in: .whitespaces)
      let failure = ProjectSettingsReader.Failure(
        path: path,
        reason: "line \(number + 1): expected 'name: value', a '- item' or a nested 'name: value'")
      if indented {
        guard currentKey != nil else { throw failure }
        if content.hasPrefix("- ") {
          list.append(scalar(content.dropFirst(2)))
        } else if let colon = content.firstIndex(of: ":") {
          nested[scalar(content[..<colon])] = scalar(content[content.index(after: colon)...])
        } else {
          throw failure
        }
        continue
      }
      flush()
      guard let colon = content.firstIndex(of: ":") else { throw failure }
      let key = scalar(content[..<colon])
      let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if value.isEmpty {
        currentKey = key
      } else if value.hasPrefix("[") && value.hasSuffix("]") {
        root[key] = value.dropFirst().dropLast().split(separator: ",").map { scalar($0) }.filter {
          !$0.isEmpty
        }
      } else {
        root[key] = scalar(Substring(value))
      }
    }
    flush()
    return root
  }

  private static func stripComment(_ line: Substring) -> String {
    var inQuotes: Character?
    for index in line.indices {
      let character = line[index]
      if character == "\"" || character == "'" {
        inQuotes = inQuotes == character ? nil : (inQuotes ?? character)
      } else if character == "#", inQuotes == nil,
        index == line.startIndex || line[line.index(before: index)] == " "
      {
        return String(line[..<index])
      }
    }
    return String(line)
  }

  private static func scalar(_ text: Substring) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'",
      trimmed.last == first
    {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }
}

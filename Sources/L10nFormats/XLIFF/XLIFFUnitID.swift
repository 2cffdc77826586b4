import Foundation
import L10nModel

/// What an XLIFF unit id names, in Xcode's grammar.
///
/// - a `.strings` or catalog key: the key itself;
/// - a `.stringsdict` string: its plist path, `/<key>:dict/NSStringLocalizedFormatKey:dict/:string`
///   or `/<key>:dict/<variable>:dict/<category>:dict/:string`;
/// - a catalog variation: `<key>|==|plural.<category>`, `<key>|==|device.<device>`,
///   `<key>|==|substitutions.<name>.plural.<category>` (a name holding `.` written `@name@`).
public enum XLIFFUnitID: Hashable, Sendable {
  /// A whole text: a `.strings` key, a catalog key (for a catalog key with substitutions, the
  /// text around them).
  case key(String)
  /// A `.stringsdict` entry's `NSStringLocalizedFormatKey`.
  case formatKey(String)
  /// One form (a plural category, or a device) of one variable of a key.
  case form(key: String, variable: VariableID, form: String)

  /// The key the id belongs to.
  public var key: String {
    switch self {
    case .key(let key), .formatKey(let key), .form(let key, _, _): key
    }
  }

  /// The id as Xcode spells it.
  public var text: String {
    switch self {
    case .key(let key): return key
    case .formatKey(let key): return "/\(key):dict/NSStringLocalizedFormatKey:dict/:string"
    case .form(let key, .stringsdict(let name), let form):
      return "/\(key):dict/\(name):dict/\(form):dict/:string"
    case .form(let key, .device, let form): return "\(key)|==|device.\(form)"
    case .form(let key, .substitution(let name), let form):
      let spelled = name.contains(".") ? "@\(name)@" : name
      return "\(key)|==|substitutions.\(spelled).plural.\(form)"
    case .form(let key, .plural, let form): return "\(key)|==|plural.\(form)"
    }
  }

  /// The id `text` read from a `<file>` of a `.stringsdict` (`stringsdict`) or of another
  /// resource; `nil` for a shape l10nedit does not edit (a device variation holding a plural).
  public init?(_ text: String, stringsdict: Bool) {
    if stringsdict {
      guard text.hasPrefix("/"), text.hasSuffix(":dict/:string") else {
        self = .key(text)
        return
      }
      let path = text.dropFirst().dropLast(":dict/:string".count)
      let parts = path.components(separatedBy: ":dict/")
      if parts.count >= 2, parts.last == "NSStringLocalizedFormatKey" {
        self = .formatKey(parts.dropLast().joined(separator: ":dict/"))
      } else if parts.count >= 3 {
        let form = parts[parts.count - 1]
        let variable = parts[parts.count - 2]
        self = .form(
          key: parts.dropLast(2).joined(separator: ":dict/"), variable: .stringsdict(variable),
          form: form)
      } else {
        return nil
      }
      return
    }
    guard let separator = text.range(of: "|==|", options: .backwards) else {
      self = .key(text)
      return
    }
    let key = String(text[..<separator.lowerBound])
    let path = String(text[separator.upperBound...])
    if let form = path.dropPrefix("plural."), !form.contains(".") {
      self = .form(key: key, variable: .plural, form: form)
    } else if let form = path.dropPrefix("device."), !form.contains(".") {
      self = .form(key: key, variable: .device, form: form)
    } else if let rest = path.dropPrefix("substitutions."),
      let plural = rest.range(of: ".plural.", options: .backwards)
    {
      var name = String(rest[..<plural.lowerBound])
      if name.count > 2, name.hasPrefix("@"), name.hasSuffix("@") {
        name = String(name.dropFirst().dropLast())
      }
      let form = String(rest[plural.upperBound...])
      guard !form.contains(".") else { return nil }
      self = .form(key: key, variable: .substitution(name), form: form)
    } else if path.hasPrefix("device.") {
      return nil
    } else {
      // Not a variation path: the whole id is the key (`literal|==|text`).
      self = .key(text)
    }
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it.
  fileprivate func dropPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}

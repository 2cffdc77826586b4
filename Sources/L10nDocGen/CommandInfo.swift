import ArgumentParser
import Foundation
import L10nCLI

/// The part of ArgumentParser's help dump (`l10nedit --experimental-dump-help`) the reference
/// pages and the man page are made of.
struct CommandInfo: Decodable {
  /// One argument, option or flag.
  struct Argument: Decodable {
    /// One of an option's names.
    struct Name: Decodable {
      var kind: String
      var name: String

      /// As typed: `--check`, `-o`, `-long`.
      var spelled: String { kind == "long" ? "--" + name : "-" + name }
    }

    var kind: String
    var names: [Name]?
    var valueName: String?
    var abstract: String?
    var discussion: String?
    var defaultValue: String?
    var allValues: [String]?
    var isOptional: Bool
    var isRepeating: Bool
    var shouldDisplay: Bool

    /// How it is written in a synopsis: `<path>`, `--check`, `-o, --out <file>`.
    var spelling: String {
      if kind == "positional" { return "<\(valueName ?? "value")>" }
      let names = (names ?? []).map(\.spelled).joined(separator: ", ")
      return kind == "option" ? "\(names) <\(valueName ?? "value")>" : names
    }

    /// The short form a usage line shows: the preferred name and the value.
    var usage: String {
      let name = (names ?? []).sorted { $0.kind == "long" && $1.kind != "long" }.first
      var text = kind == "positional" ? "<\(valueName ?? "value")>" : name?.spelled ?? ""
      if kind == "option" { text += " <\(valueName ?? "value")>" }
      if isRepeating { text += " ..." }
      return isOptional ? "[\(text)]" : text
    }

    /// The help text in one paragraph: abstract, discussion, default and the possible values.
    var description: String {
      var parts = [abstract, discussion].compactMap { $0 }.filter { !$0.isEmpty }
      if let defaultValue, kind != "flag" { parts.append("Default: `\(defaultValue)`.") }
      if let allValues, !allValues.isEmpty {
        parts.append("Values: \(allValues.joined(separator: ", ")).")
      }
      return parts.joined(separator: " ")
    }
  }

  var commandName: String
  var abstract: String?
  var discussion: String?
  var shouldDisplay: Bool?
  var subcommands: [CommandInfo]?
  var arguments: [Argument]?

  /// The arguments help shows, less `--help` and `--version`, which every command has.
  var shownArguments: [Argument] {
    (arguments ?? []).filter { argument in
      argument.shouldDisplay
        && !(argument.names ?? []).contains { ["help", "version"].contains($0.name) }
    }
  }

  /// The subcommands help lists, less `help`.
  var shownSubcommands: [CommandInfo] {
    (subcommands ?? []).filter { $0.shouldDisplay != false && $0.commandName != "help" }
  }

  /// `l10nedit`'s command tree, from ArgumentParser's help dump run in this process.
  static func l10nedit() throws -> CommandInfo {
    let json: String
    do {
      _ = try L10nEditCommand.parseAsRoot(["--experimental-dump-help"])
      throw DocGenError("the help dump printed nothing")
    } catch let error as DocGenError {
      throw error
    } catch {
      json = L10nEditCommand.fullMessage(for: error)
    }
    struct Dump: Decodable { var command: CommandInfo }
    return try JSONDecoder().decode(Dump.self, from: Data(json.utf8)).command
  }

  /// Every command of the tree below and including this one, depth first, with its full name
  /// (`l10nedit xliff export`).
  func flattened(prefix: [String] = []) -> [(name: String, command: CommandInfo)] {
    let path = prefix + [commandName]
    return [(path.joined(separator: " "), self)]
      + shownSubcommands.flatMap { $0.flattened(prefix: path) }
  }
}

/// A failure of the generator, in words.
package struct DocGenError: Error, CustomStringConvertible {
  package var description: String

  init(_ description: String) { self.description = description }
}

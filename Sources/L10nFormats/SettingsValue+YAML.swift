import L10nModel
import Yams

extension SettingsValue {
  /// The settings in YAML `text` read from `path`, or `nil` for a file with no document (empty,
  /// or only comments).
  static func yaml(_ text: String, path: String) throws(ProjectSettingsReader.Failure)
    -> SettingsValue?
  {
    if let alias = YAMLAliasBudget.aliasPastLimit(in: text) {
      throw ProjectSettingsReader.Failure(
        path: path, location: alias,
        reason: "aliases expand the settings to more than \(YAMLAliasBudget.maximumNodes) "
          + "values here (an alias stands for all its anchor names; anchors of aliases of "
          + "anchors can make a few hundred bytes name billions)")
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      throw failure(error, in: text, path: path)
    }
    guard let root else { return nil }
    return try SettingsValue(yaml: root, path: path)
  }

  private init(yaml node: Node, path: String) throws(ProjectSettingsReader.Failure) {
    location = SourceLocation(node.mark)
    switch node {
    case .scalar(let scalar):
      content = node.tag.rawValue == Tag.Name.null.rawValue ? .null : .text(scalar.string)
    case .sequence(let sequence):
      content = .list(
        try sequence.map { item throws(ProjectSettingsReader.Failure) in
          try SettingsValue(yaml: item, path: path)
        })
    case .mapping(let mapping):
      content = .mapping(
        try mapping.map { key, value throws(ProjectSettingsReader.Failure) in
          guard case .scalar(let name) = key else {
            throw ProjectSettingsReader.Failure(
              path: path, location: SourceLocation(key.mark),
              reason: "a name must be text, not a list or a mapping")
          }
          return Member(
            name: name.string, location: SourceLocation(key.mark),
            value: try SettingsValue(yaml: value, path: path))
        })
    case .alias:
      // Composing replaces every alias with the node it names; only built trees hold them.
      throw ProjectSettingsReader.Failure(
        path: path, location: location, reason: "an alias that was not resolved")
    }
  }

  /// Yams' error as a failure at the line and column libyaml reports.
  private static func failure(_ error: any Error, in text: String, path: String)
    -> ProjectSettingsReader.Failure
  {
    switch error as? YamlError {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let during = context.map { " (\($0.text) at \(SourceLocation($0.mark)))" } ?? ""
      return ProjectSettingsReader.Failure(
        path: path, location: SourceLocation(mark), reason: "not valid YAML: \(problem)\(during)")
    case .reader(let problem, let offset?, _, _):
      let index = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
      let byteOffset = text.utf8.distance(from: text.startIndex, to: index ?? text.endIndex)
      let location = Array(text.utf8).withUnsafeBufferPointer {
        LineIndex.location(of: byteOffset, in: $0)
      }
      return ProjectSettingsReader.Failure(
        path: path, location: location, reason: "not valid YAML: \(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      let names = duplicates.map { ContentExcerpt.quoted($0) }.joined(separator: ", ")
      return ProjectSettingsReader.Failure(
        path: path, location: SourceLocation(context.mark),
        reason: "\(names) written more than once in one mapping")
    default:
      return ProjectSettingsReader.Failure(
        path: path, location: nil,
        reason: "not valid YAML: \(ContentExcerpt.quoted(String(describing: error), limit: 120))")
    }
  }
}

extension SourceLocation {
  /// A location from Yams, whose lines and columns also start at 1 and count Unicode scalars.
  ///
  /// Parsed nodes always carry a mark; a missing one reads as the file's start.
  fileprivate init(_ mark: Mark?) {
    self.init(line: mark?.line ?? 1, column: mark?.column ?? 1)
  }
}

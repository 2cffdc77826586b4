// libyaml as Yams builds it: Yams composes a document whole, so what its aliases expand to is
// counted from libyaml's events first.
import CYaml
import L10nModel

/// What the aliases of a YAML text expand to, counted before the text is composed.
///
/// An alias stands for the whole node its anchor names, so a few hundred bytes of anchors each
/// made of nine aliases of the one before name billions of values ("billion laughs"). Every
/// node counts each time it is reached, through aliases too, and a text past `maximumNodes` is
/// refused at the alias that crosses the limit.
enum YAMLAliasBudget {
  /// The most nodes (scalars, sequences, mappings, each time an alias reaches them) a settings
  /// file may expand to.
  static let maximumNodes = 100_000

  /// The alias past which `text` holds more than `maximumNodes` nodes (its line and column,
  /// from 1), or `nil` when it holds fewer or libyaml refuses it (Yams then says why).
  static func aliasPastLimit(in text: String) -> SourceLocation? {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { return nil }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return aliasPastLimit(&parser)
    }
  }

  private static func aliasPastLimit(_ parser: inout yaml_parser_t) -> SourceLocation? {
    // The nodes counted so far, what each anchor's node counts, and for each open sequence
    // or mapping its anchor and the count when it started.
    var nodes = 0
    var sizes: [String: Int] = [:]
    var open: [(anchor: String?, start: Int)] = []
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
      defer { yaml_event_delete(&event) }
      switch event.type {
      case YAML_STREAM_END_EVENT:
        return nil
      case YAML_SCALAR_EVENT:
        nodes += 1
        if let anchor = name(event.data.scalar.anchor) { sizes[anchor] = 1 }
      case YAML_SEQUENCE_START_EVENT:
        open.append((name(event.data.sequence_start.anchor), nodes))
        nodes += 1
      case YAML_MAPPING_START_EVENT:
        open.append((name(event.data.mapping_start.anchor), nodes))
        nodes += 1
      case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
        if let (anchor, start) = open.popLast(), let anchor { sizes[anchor] = nodes - start }
      case YAML_ALIAS_EVENT:
        // An alias to an anchor not (yet) defined is Yams' error to report.
        nodes += name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
        if nodes > maximumNodes {
          return SourceLocation(
            line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        }
      default:
        break
      }
    }
  }

  private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    anchor.map { String(cString: $0) }
  }
}

import Foundation

extension RPCOutgoing {
  /// The `textDocument/publishDiagnostics` notification of `params`, its JSON written straight
  /// into bytes: what `notification(_:_:)` encodes, without `JSONEncoder`'s containers.
  ///
  /// An open localization file of a large table has thousands of findings (the benchmark's:
  /// 10,903), published after every change: through `JSONEncoder` their encoding was a fifth
  /// of the server's time per change.
  package static func publishDiagnostics(_ params: LSPPublishDiagnosticsParams) -> Data {
    var json = JSONBytes()
    json.raw(#"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#)
    json.string(params.uri)
    if let version = params.version {
      json.raw(#","version":"#)
      json.raw(String(version))
    }
    json.raw(#","diagnostics":["#)
    for (index, diagnostic) in params.diagnostics.enumerated() {
      if index > 0 { json.raw(",") }
      json.raw(#"{"range":{"start":"#)
      json.position(diagnostic.range.start)
      json.raw(#","end":"#)
      json.position(diagnostic.range.end)
      json.raw(#"},"severity":"#)
      json.raw(String(diagnostic.severity.rawValue))
      if let code = diagnostic.code {
        json.raw(#","code":"#)
        json.string(code)
      }
      json.raw(#","source":"#)
      json.string(diagnostic.source)
      json.raw(#","message":"#)
      json.string(diagnostic.message)
      if let data = diagnostic.data {
        json.raw(#","data":{"key":"#)
        json.string(data.key)
        json.raw(#","table":"#)
        json.string(data.table)
        json.raw(#","language":"#)
        json.string(data.language)
        json.raw("}")
      }
      json.raw("}")
    }
    json.raw("]}}")
    return Data(json.bytes)
  }
}

/// JSON written into bytes: raw text, and strings quoted and escaped.
private struct JSONBytes {
  var bytes: [UInt8] = []

  /// Appends `text` as it is.
  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `position` as an object.
  mutating func position(_ position: LSPPosition) {
    raw(#"{"line":"#)
    raw(String(position.line))
    raw(#","character":"#)
    raw(String(position.character))
    raw("}")
  }

  /// Appends `text` as a JSON string: `"` and `\` escaped, control characters as `\uXXXX`
  /// (`\n`, `\r`, `\t` by name).
  ///
  /// The runs between bytes to escape are copied whole.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var run = 0
      for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        escape(byte)
        run = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends the escape of `byte` (a quote, a backslash or a control character).
  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
    case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
    case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
    default:
      let hex = Array("0123456789abcdef".utf8)
      bytes += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
    }
  }
}

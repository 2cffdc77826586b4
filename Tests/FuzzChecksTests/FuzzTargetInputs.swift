import Foundation
import L10nTestSupport

/// What one fuzz target replays: its seeds (`Fuzz/seeds.sh`), its past findings
/// (`Fuzz/regressions/TARGET`) and its syntax's dictionary, as `Fuzz/run-all.sh` gives them to
/// libFuzzer.
struct FuzzTargetInputs {
  /// The longest input, as libFuzzer's `-max_len` in `Fuzz/run-all.sh` (longer seeds are cut).
  static let maximumLength = 8_192

  /// The package's `Fuzz` folder.
  static let folder = TestSupport.packageRoot.appendingPathComponent("Fuzz")

  /// The targets of `Fuzz/targets.txt` (the one list of them), each with its dictionary's name.
  static let targets: [(name: String, dictionary: String)] = {
    let list =
      (try? String(
        contentsOf: folder.appendingPathComponent("targets.txt"), encoding: .utf8)) ?? ""
    return list.split(separator: "\n").compactMap { line in
      let fields = line.prefix { $0 != "#" }.split(separator: " ")
      return fields.count >= 3 ? (String(fields[0]), String(fields[1])) : nil
    }
  }()

  /// The seeds and past findings, by name (sorted, so the same on any machine), cut to
  /// `maximumLength`.
  let seeds: [(name: String, bytes: [UInt8])]
  /// The dictionary's tokens.
  let tokens: [[UInt8]]

  /// Reads the inputs of `target`, running `Fuzz/seeds.sh` into a temporary folder.
  init(target: String, dictionary: String) throws {
    let folder = try TemporaryFolder()
    let seedFolder = folder.url.appendingPathComponent(target)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "bash", Self.folder.appendingPathComponent("seeds.sh").path, target, seedFolder.path,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw InputError("Fuzz/seeds.sh \(target) exited with \(process.terminationStatus)")
    }
    let regressions = Self.folder.appendingPathComponent("regressions/\(target)")
    seeds = try Self.files(in: seedFolder) + Self.files(in: regressions)
    let dictionaryText = try String(
      contentsOf: Self.folder.appendingPathComponent("dictionaries/\(dictionary).dict"),
      encoding: .utf8)
    tokens = dictionaryText.split(separator: "\n").compactMap { Self.token(String($0)) }
  }

  /// The files of `folder` (none when it does not exist), sorted by name, each cut to
  /// `maximumLength`.
  private static func files(in folder: URL) throws -> [(name: String, bytes: [UInt8])] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return try names.sorted().map { name in
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      return (folder.lastPathComponent + "/" + name, Array(data.prefix(maximumLength)))
    }
  }

  /// The token of a dictionary line (`"…"` or `name="…"`, with `\\`, `\"` and `\xNN`), nil for
  /// a comment or blank line.
  static func token(_ line: String) -> [UInt8]? {
    let bytes = Array(line.utf8)
    guard !line.hasPrefix("#"), let open = bytes.firstIndex(of: 0x22),
      let close = bytes.lastIndex(of: 0x22), open < close
    else { return nil }
    var token: [UInt8] = []
    var index = open + 1
    while index < close {
      if bytes[index] == 0x5C, index + 1 < close {
        if bytes[index + 1] == 0x78, index + 3 < close,
          let value = UInt8(
            String(decoding: bytes[(index + 2)...(index + 3)], as: UTF8.self), radix: 16)
        {
          token.append(value)
          index += 4
          continue
        }
        token.append(bytes[index + 1])
        index += 2
        continue
      }
      token.append(bytes[index])
      index += 1
    }
    return token
  }
}

/// Inputs that could not be read.
struct InputError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

import Foundation
import L10nFormats
import L10nModel

/// The settings file, read as JSON and as YAML: every location named lies inside the text, and
/// settings in strict JSON (what Foundation's `JSONSerialization` accepts too: l10nedit's reader
/// is more lenient, taking raw control characters in strings) read the same as YAML (JSON is
/// YAML's flow style).
public func fuzzSettings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let lines = Fuzz.lineCount(bytes)
  let json = try? ProjectSettingsReader.parse(bytes, path: ".l10nedit.json")
  let yaml = try? ProjectSettingsReader.parse(bytes, path: ".l10nedit.yml")
  for settings in [json, yaml].compactMap({ $0 }) {
    for (rule, location) in settings.ruleLocations {
      Fuzz.require(
        (1...lines).contains(location.line) && location.column >= 1,
        "the location of \(rule) (\(location)) is inside the \(lines) lines")
    }
  }
  if var json, var yaml, (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil {
    (json.path, yaml.path) = ("", "")
    (json.ruleLocations, yaml.ruleLocations) = ([:], [:])
    Fuzz.requireEqual(yaml, json, "JSON settings read the same as YAML")
  }
  return 0
}

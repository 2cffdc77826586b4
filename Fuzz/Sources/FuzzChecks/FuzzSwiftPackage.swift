@_spi(Fuzzing) import L10nFormats

/// The `Package.swift` reader (a tokenizer and parser of the manifest's literal arguments):
/// reading is a pure function of the bytes (twice the same package), every warning that names
/// a place names one inside the manifest, and every folder and resource path is absolute under
/// the root (what the manifest says is joined to the package's folder, never taken as it is).
public func fuzzSwiftPackage(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let folder = "/package"
  let reading = SwiftPackageReading(bytes, packageFolder: folder, sourceFolders: ["App", "Kit"])
  let again = SwiftPackageReading(bytes, packageFolder: folder, sourceFolders: ["App", "Kit"])
  Fuzz.require(reading == again, "reading the manifest twice reads the same package")
  let lines = Fuzz.lineCount(bytes)
  for warning in reading.warnings where warning.hasPrefix(folder + "/Package.swift:") {
    let fields = warning.dropFirst(folder.count + "/Package.swift:".count).split(
      separator: ":", maxSplits: 2)
    guard fields.count >= 2, let line = Int(fields[0]), let column = Int(fields[1]) else {
      continue
    }
    Fuzz.require(
      (1...lines).contains(line) && column >= 1,
      "the warning \(warning) names a place inside the manifest's \(lines) lines")
  }
  for path in reading.paths {
    Fuzz.require(path.hasPrefix("/"), "the path \(path) is absolute")
  }
  return 0
}

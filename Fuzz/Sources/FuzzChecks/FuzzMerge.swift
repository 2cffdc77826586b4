import L10nFormats
import L10nModel

/// `l10nedit merge` of three `.strings` versions cut from the input at its first two `\u{1}`
/// bytes (without them: BASE, OURS and THEIRS are the input, an edited copy, the input): a
/// merge never crashes; merging a side with BASE unchanged gives that side's values without a
/// conflict; a clean merge reads back; the markers of a merge with conflicts split into two
/// versions that read.
public func fuzzMerge(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let parts = bytes.split(separator: 0x01, maxSplits: 2, omittingEmptySubsequences: false)
    .map(Array.init)
  let (base, ours, theirs) =
    parts.count == 3
    ? (parts[0], parts[1], parts[2]) : (bytes, bytes + Array("\"x\" = \"y\";\n".utf8), bytes)
  _ = ConflictMarkers.split(bytes)
  guard let merged = merge(base, ours, theirs) else { return 0 }
  if merged.conflicts.isEmpty {
    _ = Fuzz.reread("a clean merge") {
      try StringsFileReader.read(merged.bytes, path: "fuzz.strings")
    }
  } else if merged.marked.count == merged.conflicts.count,
    let split = ConflictMarkers.split(merged.bytes)
  {
    _ = Fuzz.reread("OURS's side of the markers") {
      try StringsFileReader.read(split.ours, path: "fuzz.strings")
    }
    _ = Fuzz.reread("THEIRS's side of the markers") {
      try StringsFileReader.read(split.theirs, path: "fuzz.strings")
    }
  }
  for (side, name) in [(ours, "OURS"), (theirs, "THEIRS")] {
    guard let document = try? StringsFileReader.read(side, path: "fuzz.strings"),
      let alone = side == ours ? merge(base, ours, base) : merge(base, base, theirs)
    else { continue }
    Fuzz.require(alone.conflicts.isEmpty, "\(name) merged with an unchanged side: no conflict")
    let back = Fuzz.reread("\(name) merged alone") {
      try StringsFileReader.read(alone.bytes, path: "fuzz.strings")
    }
    Fuzz.require(
      effectiveMap(back) == effectiveMap(document), "\(name) merged alone keeps its values")
  }
  return 0
}

private func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8]) -> FileMerge? {
  try? FileMerge.merge(
    base: MergeInput(bytes: base, path: "base"), ours: MergeInput(bytes: ours, path: "ours"),
    theirs: MergeInput(bytes: theirs, path: "theirs"), path: "de.lproj/L.strings")
}

private func effectiveMap(_ document: StringsDocument) -> Fuzz.ScalarMap {
  Fuzz.effectiveMap(
    document.entries.indices.map { (document.key(at: $0).text, document.value(at: $0)) })
}

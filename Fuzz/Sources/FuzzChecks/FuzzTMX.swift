import L10nFormats
import L10nModel

/// TMX: what reads writes as text that reads back to the same units (each unit whose text XML
/// can hold), and that write is a fixed point.
public func fuzzTMX(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? TMXReader.read(bytes, path: "fuzz.tmx") else { return 0 }
  let written = TMXWriter.render(document)
  let reread = Fuzz.reread("the write") { try TMXReader.read(written, path: "fuzz.tmx") }
  var kept = document
  kept.units = document.units.filter(TMXWriter.representable)
  Fuzz.requireEqual(content(reread), content(kept), "the write keeps every representable unit")
  Fuzz.requireEqual(TMXWriter.render(reread), written, "the write is a fixed point")
  return 0
}

/// The document's texts as scalars (so that a change of normalization shows), without lines.
private func content(_ document: TMXDocument) -> [String] {
  [Fuzz.scalars(document.sourceLanguage)]
    + document.units.map { unit in
      ([unit.id ?? "-"] + unit.notes + unit.properties.flatMap { [$0.type, $0.value] }
        + unit.variants.flatMap { [$0.language, $0.text] }).map(Fuzz.scalars).joined(
          separator: "|")
    }
}

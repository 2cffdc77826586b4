import FuzzSupport
import L10nFormats
import L10nModel

/// XLIFF: what reads writes (in Xcode's layout) as text that reads back to the same files and
/// units, and that write is a fixed point.
Fuzz.main(fuzzXLIFF)

func fuzzXLIFF(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  guard let document = try? XLIFFReader.read(bytes, path: "fuzz.xliff") else { return 0 }
  let written = XLIFFWriter.render(document)
  let reread = Fuzz.reread("the write") { try XLIFFReader.read(written, path: "fuzz.xliff") }
  Fuzz.requireEqual(
    withoutLines(reread), withoutLines(document), "the write keeps every file and unit")
  Fuzz.requireEqual(XLIFFWriter.render(reread), written, "the write is a fixed point")
  return 0
}

/// `document` with every unit's line set to 0, and its text as scalars (so that a change of
/// normalization shows).
private func withoutLines(_ document: XLIFFDocument) -> [String] {
  document.files.flatMap { file in
    [file.original, file.sourceLanguage, file.targetLanguage].map(Fuzz.scalars)
      + file.units.map { unit in
        [
          unit.id, unit.source, unit.target ?? "-", unit.state ?? "-", unit.stateQualifier ?? "-",
          unit.note ?? "-", unit.translate ? "yes" : "no",
        ].map(Fuzz.scalars).joined(separator: "|")
      }
  }
}

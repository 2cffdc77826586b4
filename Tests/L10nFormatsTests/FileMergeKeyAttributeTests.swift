import L10nFormats
import L10nModel
import Testing

/// `FileMerge` of String Catalog keys whose attributes no cell holds (`shouldTranslate`,
/// `extractionState`): a side that changed one is merged like a cell's value (the shape of a
/// real app's merge, where THEIRS marked its bundle name not to be translated; made-up keys).
@Suite("Three-way catalog merges of key attributes")
struct FileMergeKeyAttributeTests {
  /// A member body with `attributes` (JSON members, each line ending with a comma) before a
  /// string unit in `de` and `en`, and `shouldTranslate: false` after it when not `translate`.
  static func key(_ attributes: String = "", de: String = "App-de", translate: Bool = true)
    -> String
  {
    FileMergeStateTests.units(
      [("de", "translated", de), ("en", "translated", "App")], attributes: attributes,
      trailing: translate ? "" : ",\n      \"shouldTranslate\" : false")
  }

  static func catalog(name: String, other: String = key(de: "Other-de")) -> String {
    FileMergeStateTests.catalog([("AppName", name), ("Other", other)])
  }

  static func merged(_ merge: FileMerge, _ key: String) throws -> XCStringsEntry? {
    try FileMergeStateTests.merged(merge)?.entry(LocalizationKey(key))
  }

  @Test("THEIRS sets shouldTranslate false while OURS translates another key: kept")
  func shouldTranslateFromTheirs() throws {
    let base = Self.catalog(name: Self.key())
    let ours = Self.catalog(name: Self.key(), other: Self.key(de: "Anderes"))
    let theirs = Self.catalog(name: Self.key(translate: false))
    let merged = try FileMergeStateTests.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(try Self.merged(merged, "AppName")?.shouldTranslate == false)
    #expect(try Self.merged(merged, "Other")?.localization(LanguageID("de"))?.value == "Anderes")
    #expect(
      FileMergeTests.text(merged)
        == Self.catalog(
          name: Self.key(translate: false), other: Self.key(de: "Anderes")))
    // OURS set it, THEIRS changed another key: kept too.
    let back = try FileMergeStateTests.merge(base, theirs, ours)
    #expect(try Self.merged(back, "AppName")?.shouldTranslate == false)
  }

  @Test("extractionState set, changed and removed by one side: taken, beside a text change")
  func extractionState() throws {
    let manual = "      \"extractionState\" : \"manual\",\n"
    let stale = "      \"extractionState\" : \"stale\",\n"
    let base = Self.catalog(name: Self.key(manual))
    let theirs = Self.catalog(name: Self.key(stale))
    let ours = Self.catalog(name: Self.key(manual, de: "App 2"))
    let merged = try FileMergeStateTests.merge(base, ours, theirs)
    #expect(merged.conflicts.isEmpty)
    #expect(FileMergeTests.text(merged) == Self.catalog(name: Self.key(stale, de: "App 2")))
    let removed = try FileMergeStateTests.merge(base, ours, Self.catalog(name: Self.key()))
    #expect(FileMergeTests.text(removed) == Self.catalog(name: Self.key(de: "App 2")))
  }

  @Test("both sides set an attribute differently: a conflict naming it, OURS's value kept")
  func conflict() throws {
    let base = Self.catalog(name: Self.key())
    let ours = Self.catalog(name: Self.key("      \"extractionState\" : \"manual\",\n"))
    let theirs = Self.catalog(name: Self.key("      \"extractionState\" : \"stale\",\n"))
    let merged = try FileMergeStateTests.merge(base, ours, theirs)
    #expect(merged.conflicts.count == 1)
    #expect(try Self.merged(merged, "AppName")?.extractionState == "manual")
    let conflict = try #require(merged.conflicts.first)
    #expect(conflict.aspect.description == "L › AppName › en (extractionState)")
    let sidecar = String(
      decoding: ConflictSidecar.render(merged.conflicts, file: "L.xcstrings"), as: UTF8.self)
    #expect(sidecar.contains("\"part\": \"extractionState\""))
    // The sidecar's THEIRS edits, replayed, give THEIRS's value.
    let edits = try ConflictSidecar.theirsEdits(Array(sidecar.utf8), path: "sidecar")
    var project = try MergeInput(bytes: merged.bytes, path: "merged").project(
      format: XCStringsFormat(), logicalPath: "L.xcstrings")
    _ = try project.apply(edits)
    let entry = project.files.first?.catalog?.entry(LocalizationKey("AppName"))
    #expect(entry?.extractionState == "stale")
    // The same value on both sides: no conflict.
    let same = try FileMergeStateTests.merge(base, ours, ours)
    #expect(same.conflicts.isEmpty)
  }
}

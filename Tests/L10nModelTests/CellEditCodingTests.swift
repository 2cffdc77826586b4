import Foundation
import L10nModel
import Testing

@testable import L10nFormats

/// Edits are values that survive a trip through JSON: what a recovery journal stores.
@Suite struct CellEditCodingTests {
  @Test("every kind of edit encodes and decodes to itself, keys kept scalar for scalar")
  func roundTrip() throws {
    let cell = CellID(
      table: TableID("App/Localizable"), key: LocalizationKey("cafe\u{301}"),
      language: LanguageID("de"))
    let edits: [CellEdit] = [
      .setText(cell, "Grüße 👋🏽\n\"quoted\""),
      .setPluralForms(cell, .stringsdict("files"), ["one": "%d Datei", "many": nil]),
      .setPluralForms(cell, .substitution("plural"), ["other": "x"]),
      .setPluralForms(cell, .device, ["mac": "Klicken"]),
      .setPluralFormat(cell, "%#@files@ in %#@folders@"),
      .setState(cell, .needsReview), .setState(cell, .other("custom")),
      .removeTranslation(cell),
      .addKey(TableID("T"), LocalizationKey("k"), sourceValue: "K", comment: nil),
      .renameKey(TableID("T"), LocalizationKey("k"), to: LocalizationKey("k2")),
      .deleteKey(TableID("T"), LocalizationKey("k2")),
      .setComment(cell, "formal register"), .setComment(cell, nil),
      .addLanguage(LanguageID("pt-BR")),
      .vary(cell, .plural(categories: ["one", "other"], device: "mac")),
      .vary(cell, .unplural(device: nil)), .vary(cell, .addDevice("ipad")),
      .vary(cell, .removeDevice("ipad")),
    ]
    let data = try JSONEncoder().encode(edits)
    let decoded = try JSONDecoder().decode([CellEdit].self, from: data)
    #expect(decoded == edits)
    // "café" with a combining accent stays distinct from the precomposed key.
    guard case .setText(let back, _) = decoded[0] else {
      Issue.record("expected setText")
      return
    }
    #expect(back.key != LocalizationKey("café"))
  }
}

import L10nModel
import L10nTestSupport
import L10nTranslate
import Testing

/// Which cells a translation run sends, and how: plural cells form by form with the target
/// language's categories (each with a sample number), device variations per device, exact
/// memory matches first, the selections and the limit.
@Suite struct TranslationPlanTests {
  typealias F = TranslationFixtures

  @Test("Polish plural gaps: one, few, many, other, each with a sample; source's form else other")
  func polishPlurals() throws {
    let (project, _) = try F.project()
    let plan = try F.plan(project, .init(language: LanguageID("pl"), table: TableID("Files")))
    #expect(
      plan.units.map(F.described) == [
        "Files files n.one: %d file [1]", "Files files n.few: %d files [2]",
        "Files files n.many: %d files [0]", "Files files n.other: %d files [1.5]",
      ])
  }

  @Test("Russian and Arabic: every category of the target asked, with a number of it")
  func russianAndArabic() throws {
    let (project, _) = try F.project()
    let russian = try F.plan(project, .init(language: LanguageID("ru"), table: TableID("Files")))
    #expect(
      russian.units.compactMap { $0.form.map { "\($0.category)=\($0.sample ?? "-")" } } == [
        "one=1", "few=2", "many=0", "other=1.5",
      ])
    let arabic = try F.plan(
      project, .init(language: LanguageID("ar"), table: TableID("Catalog"), keys: "%lld items"))
    #expect(
      arabic.units.compactMap { $0.form.map { "\($0.category)=\($0.sample ?? "-")" } } == [
        "zero=0", "one=1", "two=2", "few=3", "many=11", "other=100",
      ])
    #expect(
      arabic.units.map(\.source) == ["%lld items", "%lld item"]
        + Array(repeating: "%lld items", count: 4))
  }

  @Test("a device variation is sent per device, with no sample")
  func deviceVariation() throws {
    let (project, _) = try F.project()
    let plan = try F.plan(
      project, .init(language: LanguageID("pl"), table: TableID("Catalog"), keys: "Tap"))
    #expect(
      plan.units.map(F.described) == [
        "Catalog Tap device.iphone: Open", "Catalog Tap device.mac: Show",
      ])
  }

  @Test("exact memory matches fill first; only the rest is sent")
  func memoryFirst() throws {
    let (project, _) = try F.project()
    let plan = try F.plan(project, .init(language: LanguageID("pl"), table: TableID("Main")))
    #expect(plan.fromMemory.items.map(\.cell.key.text) == ["open"])
    #expect(plan.fromMemory.items.map(\.new) == ["Otwórz"])
    #expect(plan.units.map(F.described) == ["Main close: Close"])
  }

  @Test(
    "needs-review takes only cells needing review; all adds gaps; translated ones only when asked")
  func selections() throws {
    let (project, _) = try F.project()
    let pl = LanguageID("pl")
    let keys = { (plan: TranslationPlan) in
      plan.units.map(\.cell.key.text).reduce(into: [String]()) {
        if $0.last != $1 { $0.append($1) }
      }
    }
    let review = try F.plan(
      project, .init(language: pl, only: .needsReview, table: TableID("Catalog")))
    #expect(keys(review) == ["Later"])
    let all = try F.plan(project, .init(language: pl, only: .all, table: TableID("Catalog")))
    #expect(keys(all) == ["%lld items", "Later", "Tap"])
    let everything = try F.plan(
      project,
      .init(language: pl, only: .all, table: TableID("Catalog"), overwritesTranslated: true))
    #expect(keys(everything) == ["%lld items", "Hello", "Later", "Tap"])
  }

  @Test(
    "--limit counts cells changed, from the memory or sent; explicit cells are all a plan takes")
  func limitAndCells() throws {
    let (project, _) = try F.project()
    let pl = LanguageID("pl")
    let limited = try F.plan(project, .init(language: pl, limit: 2))
    #expect(limited.fromMemory.items.count + limited.cellCount == 2)
    let one = try F.plan(
      project,
      .init(
        language: pl, only: .all, cells: [F.cell("Catalog", "Hello", "pl")],
        overwritesTranslated: true))
    #expect(one.units.map(F.described) == ["Catalog Hello: Hello"])
  }

  @Test("the source language is refused")
  func sourceLanguage() throws {
    let (project, _) = try F.project()
    #expect(throws: (any Error).self) {
      try F.plan(project, .init(language: LanguageID("en")))
    }
  }
}

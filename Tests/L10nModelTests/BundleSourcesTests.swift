import L10nModel
import Testing

@Suite struct BundleSourcesTests {
  @Test(
    "paths join and normalize as text",
    arguments: [
      ("/p", "App/de.lproj", "/p/App/de.lproj"),
      ("/p/Sub", "../it.lproj", "/p/it.lproj"),
      ("/p", "./a//b/./c/", "/p/a/b/c"),
      ("/p", "/abs/x", "/abs/x"),
      ("/", "../x", "/x"),
      ("p", "../../x", "../x"),
      ("p", "..", "."),
      ("", "a/b", "a/b"),
      ("/p", "", "/p"),
    ])
  func join(base: String, relative: String, joined: String) {
    #expect(LexicalPath.join(base, relative) == joined)
  }

  @Test("a path is within a folder when it is the folder or below it, by whole components")
  func within() {
    #expect(LexicalPath.isWithin("/p/Kit/de.lproj/A.strings", "/p/Kit"))
    #expect(LexicalPath.isWithin("/p/Kit", "/p/Kit"))
    #expect(!LexicalPath.isWithin("/p/Kitten/A.strings", "/p/Kit"))
    #expect(LexicalPath.isWithin("/p", "/"))
    #expect(LexicalPath.isWithin("Kit/A.strings", "."))
    #expect(!LexicalPath.isWithin("../A.strings", "."))
    #expect(LexicalPath.parent(of: "/p/Demo.xcodeproj/project.pbxproj") == "/p/Demo.xcodeproj")
  }

  @Test("listed files, and folders less their exclusions, are in the bundle")
  func contains() {
    let bundle = BundleSources(
      name: "App", files: ["/p/App/de.lproj/Localizable.strings"],
      folders: ["/p/Kit", "/p/Extra/it.lproj"], excluded: ["/p/Kit/ja.lproj"])
    #expect(bundle.contains("/p/App/de.lproj/Localizable.strings"))
    #expect(!bundle.contains("/p/App/fr.lproj/Localizable.strings"))
    #expect(bundle.contains("/p/Kit/de.lproj/Localizable.strings"))
    #expect(!bundle.contains("/p/Kit/ja.lproj/Localizable.strings"))
    #expect(bundle.languages.map(\.code) == ["de", "it"])
  }

  @Test("the language of a path is its innermost .lproj folder")
  func language() {
    #expect(BundleSources.language(ofPath: "R/Base.lproj/Main.strings") == .base)
    #expect(BundleSources.language(ofPath: "a.lproj/x/pt-BR.lproj") == LanguageID("pt-BR"))
    #expect(BundleSources.language(ofPath: "R/Localizable.xcstrings") == nil)
    #expect(BundleSources.language(ofPath: "R/.lproj/x.strings") == nil)
  }
}

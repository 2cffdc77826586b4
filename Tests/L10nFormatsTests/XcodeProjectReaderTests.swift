import Foundation
import L10nFormats
import L10nModel
import Testing

/// A project in the old-style format Xcode writes, folded to what the reader looks at.
///
/// `App` copies `Localizable.strings` from `App/Resources/Localization` and
/// `Localizable.stringsdict` from `App/Resources/Localization/Plurals` (one table at run
/// time), a plain file in `App/fr.lproj`, an `.lproj` folder reference, a catalog and an asset
/// catalog; `Widget` has its own `Localizable.strings`; `Kit` is an Xcode 16 synchronized
/// folder whose exception sets keep `Info.plist` and `ja.lproj/Debug.strings` out of `Kit` and
/// put `de.lproj/Shared.strings` into `App`; `All` is an aggregate target.
private let fixture = """
  // !$*UTF8*$!
  {
  \tarchiveVersion = 1;
  \tobjectVersion = 77;
  \tobjects = {
  \t\tPROJ /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, fr, ); mainGroup = MAIN; projectDirPath = ""; targets = (APP, WIDGET, KIT, ALL, ); };
  \t\tMAIN = {isa = PBXGroup; children = (APPG, WIDGETG, KITG, EXTRA, CATALOG, PRODUCTS, ); sourceTree = "<group>"; };
  \t\tAPPG = {isa = PBXGroup; children = (LOC, FRG, ASSETS, ); path = App; sourceTree = "<group>"; };
  \t\tLOC = {isa = PBXGroup; children = (LOCSTRINGS, PLURALS, ); name = Localization; path = Resources/Localization; sourceTree = "<group>"; };
  \t\tLOCSTRINGS /* Localizable.strings */ = {
  \t\t\tisa = PBXVariantGroup;
  \t\t\tchildren = (LOCEN /* en */, LOCDE /* de */, );
  \t\t\tname = Localizable.strings;
  \t\t\tsourceTree = "<group>";
  \t\t};
  \t\tLOCEN = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tLOCDE = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tPLURALS = {isa = PBXGroup; children = (DICT, ); path = Plurals; sourceTree = "<group>"; };
  \t\tDICT = {isa = PBXVariantGroup; children = (DICTEN, DICTDE, ); name = Localizable.stringsdict; sourceTree = "<group>"; };
  \t\tDICTEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
  \t\tDICTDE = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.stringsdict; sourceTree = "<group>"; };
  \t\tFRG = {isa = PBXGroup; children = (INFOFR, ); path = fr.lproj; sourceTree = "<group>"; };
  \t\tINFOFR = {isa = PBXFileReference; path = InfoPlist.strings; sourceTree = "<group>"; };
  \t\tASSETS = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
  \t\tWIDGETG = {isa = PBXGroup; children = (WLOC, ); name = "Widget Extension"; path = Widget; sourceTree = "<group>"; };
  \t\tWLOC = {isa = PBXVariantGroup; children = (WLOCEN, WLOCDE, ); name = Localizable.strings; sourceTree = "<group>"; };
  \t\tWLOCEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tWLOCDE = {isa = PBXFileReference; name = de; path = "de.lproj/Localizable.strings"; sourceTree = "<group>"; };
  \t\tKITG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (KITX, APPX, ); path = Kit; sourceTree = "<group>"; };
  \t\tKITX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ja.lproj/Debug.strings, ); target = KIT; };
  \t\tAPPX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (de.lproj/Shared.strings, Notes.txt, ); target = APP; };
  \t\tEXTRA = {isa = PBXFileReference; lastKnownFileType = folder; name = it.lproj; path = Extra/it.lproj; sourceTree = "<group>"; };
  \t\tCATALOG = {isa = PBXFileReference; path = App/Catalog.xcstrings; sourceTree = SOURCE_ROOT; };
  \t\tPRODUCTS = {isa = PBXGroup; children = (APPPRODUCT, ); name = Products; sourceTree = "<group>"; };
  \t\tAPPPRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
  \t\tAPP = {isa = PBXNativeTarget; buildPhases = (APPSOURCES, APPRES, ); name = App; productName = Demo; productReference = APPPRODUCT; productType = "com.apple.product-type.application"; };
  \t\tAPPSOURCES = {isa = PBXSourcesBuildPhase; files = (); };
  \t\tAPPRES = {isa = PBXResourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, B7, ); };
  \t\tB1 = {isa = PBXBuildFile; fileRef = LOCSTRINGS; };
  \t\tB2 = {isa = PBXBuildFile; fileRef = DICT; };
  \t\tB3 = {isa = PBXBuildFile; fileRef = INFOFR; };
  \t\tB4 = {isa = PBXBuildFile; fileRef = ASSETS; };
  \t\tB5 = {isa = PBXBuildFile; fileRef = EXTRA; };
  \t\tB6 = {isa = PBXBuildFile; fileRef = CATALOG; };
  \t\tB7 = {isa = PBXBuildFile; productRef = PACKAGEPRODUCT; };
  \t\tWIDGET = {isa = PBXNativeTarget; buildPhases = (WIDGETRES, ); name = Widget; productName = Widget; productType = "com.apple.product-type.app-extension"; };
  \t\tWIDGETRES = {isa = PBXResourcesBuildPhase; files = (W1, ); };
  \t\tW1 = {isa = PBXBuildFile; fileRef = WLOC; };
  \t\tKIT = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (KITG, ); name = Kit; productType = "com.apple.product-type.framework"; };
  \t\tALL = {isa = PBXAggregateTarget; buildPhases = (); name = All; };
  \t};
  \trootObject = PROJ /* Project object */;
  }
  """

private func project(_ text: String = fixture) throws -> XcodeProject {
  try XcodeProjectReader.parse(
    Array(text.utf8), path: "/p/Demo.xcodeproj/project.pbxproj", projectFolder: "/p")
}

@Suite struct XcodeProjectReaderTests {
  @Test("regions, native targets with their products; aggregate targets build no bundle")
  func targets() throws {
    let project = try project()
    #expect(project.developmentRegion == LanguageID("en"))
    #expect(project.knownRegions.map(\.code) == ["en", "Base", "de", "fr"])
    #expect(project.targets.map(\.name) == ["App", "Widget", "Kit"])
    let app = try #require(project.targets.first)
    #expect(app.productType == "com.apple.product-type.application")
    #expect(app.productName == "Demo")
    #expect(app.productFile == "Demo.app")
    #expect(project.warnings.isEmpty)
  }

  @Test("a table split over Localization and Localization/Plurals is one bundle's")
  func appBundle() throws {
    let app = try #require(try project().targets.first).bundle
    #expect(
      app.files == [
        "/p/App/Resources/Localization/en.lproj/Localizable.strings",
        "/p/App/Resources/Localization/de.lproj/Localizable.strings",
        "/p/App/Resources/Localization/Plurals/en.lproj/Localizable.stringsdict",
        "/p/App/Resources/Localization/Plurals/de.lproj/Localizable.stringsdict",
        "/p/App/fr.lproj/InfoPlist.strings",
        "/p/App/Catalog.xcstrings",
        "/p/Kit/de.lproj/Shared.strings",
      ])
    #expect(app.folders == ["/p/Extra/it.lproj"])
    #expect(app.languages.map(\.code) == ["de", "en", "fr", "it"])
    #expect(app.contains("/p/Extra/it.lproj/Localizable.strings"))
    #expect(!app.contains("/p/App/Assets.xcassets"))
  }

  @Test("two targets with a table of the same name keep their own files")
  func sharedTableName() throws {
    let targets = try project().targets
    let widget = targets[1].bundle
    #expect(
      widget.files == [
        "/p/Widget/en.lproj/Localizable.strings", "/p/Widget/de.lproj/Localizable.strings",
      ])
    #expect(!widget.contains("/p/App/Resources/Localization/de.lproj/Localizable.strings"))
    #expect(!targets[0].bundle.contains("/p/Widget/de.lproj/Localizable.strings"))
  }

  @Test("a synchronized folder belongs to its target, less its membership exceptions")
  func synchronizedFolder() throws {
    let kit = try project().targets[2].bundle
    #expect(kit.files.isEmpty)
    #expect(kit.folders == ["/p/Kit"])
    #expect(kit.excluded == ["/p/Kit/Info.plist", "/p/Kit/ja.lproj/Debug.strings"])
    #expect(kit.contains("/p/Kit/Sub/de.lproj/Localizable.strings"))
    #expect(!kit.contains("/p/Kit/ja.lproj/Debug.strings"))
    #expect(!kit.contains("/p/Kitten/de.lproj/Localizable.strings"))
    #expect(kit.languages.isEmpty)  // known only by listing the folder
  }

  @Test("paths follow projectDirPath, SOURCE_ROOT, <absolute> and '..'; others are outside")
  func sourceTrees() throws {
    let text =
      fixture
      .replacingOccurrences(of: "projectDirPath = \"\"", with: "projectDirPath = Sub/Dir")
      .replacingOccurrences(of: "path = Extra/it.lproj;", with: "path = ../it.lproj;")
      .replacingOccurrences(
        of: "path = App/Catalog.xcstrings; sourceTree = SOURCE_ROOT",
        with: "path = /abs/Catalog.xcstrings; sourceTree = \"<absolute>\""
      )
      .replacingOccurrences(
        of: "path = InfoPlist.strings; sourceTree = \"<group>\"",
        with: "path = fr.lproj/InfoPlist.strings; sourceTree = BUILT_PRODUCTS_DIR")
    let project = try project(text)
    let app = try #require(project.targets.first).bundle
    #expect(app.files.first == "/p/Sub/Dir/App/Resources/Localization/en.lproj/Localizable.strings")
    #expect(app.folders == ["/p/Sub/it.lproj"])
    #expect(app.files.contains("/abs/Catalog.xcstrings"))
    #expect(!app.files.contains { $0.hasSuffix("InfoPlist.strings") })
    #expect(
      project.warnings == [
        "/p/Demo.xcodeproj/project.pbxproj:23: fr.lproj/InfoPlist.strings is relative to "
          + "BUILT_PRODUCTS_DIR, outside the project; not read"
      ])
  }

  @Test("references that cannot be followed are warnings, not failures")
  func warnings() throws {
    let text =
      fixture
      .replacingOccurrences(of: "children = (INFOFR, );", with: "children = ();")
      .replacingOccurrences(
        of: "W1 = {isa = PBXBuildFile; fileRef = WLOC; };",
        with: "W1 = {isa = PBXBuildFile; fileRef = GONE; };")
    let project = try project(text)
    #expect(
      project.warnings == [
        "/p/Demo.xcodeproj/project.pbxproj:23: InfoPlist.strings cannot be located: it is in no "
          + "group of the project's tree",
        "/p/Demo.xcodeproj/project.pbxproj:48: a resource refers to GONE, which does not exist",
      ])
    #expect(project.targets[1].bundle.files.isEmpty)
  }

  @Test("a property list that is not a project is a parse error")
  func notAProject() {
    #expect(throws: ParseError.self) { try project("{ objects = {}; rootObject = X; }") }
    #expect(throws: ParseError.self) { try project("{ a = b; ") }
  }

  @Test("a project file in XML reads the same")
  func xml() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>objects</key>
        <dict>
          <key>PROJ</key>
          <dict>
            <key>isa</key><string>PBXProject</string>
            <key>developmentRegion</key><string>de</string>
            <key>knownRegions</key><array><string>de</string><string>Base</string></array>
            <key>mainGroup</key><string>MAIN</string>
            <key>targets</key><array><string>APP</string></array>
          </dict>
          <key>MAIN</key>
          <dict><key>isa</key><string>PBXGroup</string><key>children</key><array><string>V</string></array></dict>
          <key>V</key>
          <dict>
            <key>isa</key><string>PBXVariantGroup</string>
            <key>children</key><array><string>F</string></array>
            <key>name</key><string>Main.strings</string>
          </dict>
          <key>F</key>
          <dict>
            <key>isa</key><string>PBXFileReference</string>
            <key>path</key><string>Base.lproj/Main.strings</string>
          </dict>
          <key>APP</key>
          <dict>
            <key>isa</key><string>PBXNativeTarget</string>
            <key>name</key><string>App</string>
            <key>buildPhases</key><array><string>RES</string></array>
          </dict>
          <key>RES</key>
          <dict>
            <key>isa</key><string>PBXResourcesBuildPhase</string>
            <key>files</key><array><string>B</string></array>
          </dict>
          <key>B</key>
          <dict><key>isa</key><string>PBXBuildFile</string><key>fileRef</key><string>V</string></dict>
        </dict>
        <key>rootObject</key>
        <string>PROJ</string>
      </dict>
      </plist>
      """
    let project = try project(text)
    #expect(project.developmentRegion == LanguageID("de"))
    #expect(project.targets.first?.bundle.files == ["/p/Base.lproj/Main.strings"])
  }
}

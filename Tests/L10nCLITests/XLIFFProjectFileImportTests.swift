import Foundation
import L10nTestSupport
import Testing

/// An Xcode project whose target `App` copies `Localizable.strings` from `App/` and a xib's
/// strings from the subfolder `App/widgets/`: the tables are named by the target
/// (`App/MultilineAlertView`), not by the folder the `.xcloc` names.
private let pbxproj = """
  // !$*UTF8*$!
  {
  \tarchiveVersion = 1;
  \tobjectVersion = 56;
  \tobjects = {
  \t\tPROJ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, es, Base, ); mainGroup = MAIN; projectDirPath = ""; targets = (APP, ); };
  \t\tMAIN = {isa = PBXGroup; children = (APPG, ); sourceTree = "<group>"; };
  \t\tAPPG = {isa = PBXGroup; children = (LOC, WIDGETS, ); path = App; sourceTree = "<group>"; };
  \t\tLOC = {isa = PBXVariantGroup; children = (LOCEN, LOCES, ); name = Localizable.strings; sourceTree = "<group>"; };
  \t\tLOCEN = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tLOCES = {isa = PBXFileReference; name = es; path = es.lproj/Localizable.strings; sourceTree = "<group>"; };
  \t\tWIDGETS = {isa = PBXGroup; children = (ALERT, ); path = widgets; sourceTree = "<group>"; };
  \t\tALERT = {isa = PBXVariantGroup; children = (ALERTBASE, ALERTES, ); name = MultilineAlertView.xib; sourceTree = "<group>"; };
  \t\tALERTBASE = {isa = PBXFileReference; name = Base; path = Base.lproj/MultilineAlertView.xib; sourceTree = "<group>"; };
  \t\tALERTES = {isa = PBXFileReference; name = es; path = es.lproj/MultilineAlertView.strings; sourceTree = "<group>"; };
  \t\tAPP = {isa = PBXNativeTarget; buildPhases = (APPRES, ); name = App; productType = "com.apple.product-type.application"; };
  \t\tAPPRES = {isa = PBXResourcesBuildPhase; files = (B1, B2, ); };
  \t\tB1 = {isa = PBXBuildFile; fileRef = LOC; };
  \t\tB2 = {isa = PBXBuildFile; fileRef = ALERT; };
  \t};
  \trootObject = PROJ;
  }
  """

/// The xib's Spanish strings as the app has them: a key only this file has, a local edit, and
/// blank lines between entries.
private let alertStrings = """
  /* Class = "UILabel"; text = "Message"; ObjectID = "a1b-2c-3d4"; */
  "a1b-2c-3d4.text" = "Mensaje local";

  /* Class = "UIButton"; normalTitle = "OK"; ObjectID = "e5f-6g-7h8"; */
  "e5f-6g-7h8.normalTitle" = "Vale";

  /* Class = "UILabel"; text = "Only here"; ObjectID = "i9j-0k-1l2"; */
  "i9j-0k-1l2.text" = "Solo aquí";

  """

/// `xliff import` of a xib's `<file>` in a subfolder goes through the same cell edits with the
/// Xcode project as without it: the existing file is edited, never written anew from the XLIFF.
@Suite("xliff import with the Xcode project", .serialized)
struct XLIFFProjectFileImportTests {
  static let files: [String: String] = [
    "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
    "App/es.lproj/Localizable.strings": "\"title\" = \"Título\";\n",
    "App/widgets/Base.lproj/MultilineAlertView.xib":
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n",
    "App/widgets/es.lproj/MultilineAlertView.strings": alertStrings,
  ]

  /// The `.xliff` of the xib's `<file>`: one unit as the app has it, one changed.
  static let xliff = XLIFFXcodeImportTests.xliff([
    (
      "App/widgets/Base.lproj/MultilineAlertView.xib", "es",
      XLIFFXcodeImportTests.unit("a1b-2c-3d4.text", "Message", "Mensaje local") + "\n"
        + XLIFFXcodeImportTests.unit("e5f-6g-7h8.normalTitle", "OK", "Aceptar")
    )
  ])

  @Test(
    "a xib in a subfolder: its file keeps its other keys and blank lines, project or not",
    arguments: [true, false])
  func subfolderXib(withProject: Bool) throws {
    var files = Self.files
    if withProject { files["Demo.xcodeproj/project.pbxproj"] = pbxproj }
    files["es.xliff"] = Self.xliff
    let folder = try TestSupport.fixture(files)
    let run = try CommandRunner.run(["xliff", "import", "es.xliff", "."], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("added 0, changed 1"), "\(run.standardOutput)")
    let text = try XLIFFXcodeImportTests.read(
      folder, "App/widgets/es.lproj/MultilineAlertView.strings")
    #expect(text == alertStrings.replacing("\"Vale\"", with: "\"Aceptar\""))
  }

  @Test("a file that is not XML says so; an empty one that it is empty")
  func notXML() throws {
    let folder = try TestSupport.fixture(
      Self.files.merging(["notes.xliff": "Hola, not a translation file\n", "empty.xliff": "\n"]) {
        $1
      })
    let text = try CommandRunner.run(["xliff", "import", "notes.xliff", "."], in: folder.url)
    #expect(text.status == 2)
    #expect(
      text.standardError.contains(
        "notes.xliff:1:1: not XML: an XLIFF file starts with <?xml or <xliff"))
    let empty = try CommandRunner.run(["xliff", "import", "empty.xliff", "."], in: folder.url)
    #expect(empty.status == 2)
    #expect(empty.standardError.contains("empty.xliff:1:1: the file is empty"))
  }
}

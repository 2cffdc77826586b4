import L10nFormats
import L10nModel
import Testing

/// A project shaped as a menu-bar app with modules, folded to what the reader looks at.
///
/// `App` compiles `Demo/AppDelegate.swift` (and `Shared/Extra.swift`, which the exception set of
/// the synchronized folder `Shared` puts into it); `Meter` compiles the two files of
/// `Modules/Meter` and copies a `.strings` file; `Kit` is the synchronized folder `Kit` less
/// `Legacy.swift`; one source build file names a reference that does not exist.
private let fixture = """
  // !$*UTF8*$!
  {
  \tobjects = {
  \t\tPROJ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, ); mainGroup = MAIN; targets = (APP, METER, KIT, ); };
  \t\tMAIN = {isa = PBXGroup; children = (APPG, MODULES, KITG, SHAREDG, ); sourceTree = "<group>"; };
  \t\tAPPG = {isa = PBXGroup; children = (DELEGATE, ); path = Demo; sourceTree = "<group>"; };
  \t\tDELEGATE /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
  \t\tMODULES = {isa = PBXGroup; children = (METERG, ); path = Modules; sourceTree = "<group>"; };
  \t\tMETERG = {isa = PBXGroup; children = (MAINSWIFT, POPUP, METERSTRINGS, ); path = Meter; sourceTree = "<group>"; };
  \t\tMAINSWIFT = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };
  \t\tPOPUP = {isa = PBXFileReference; path = popup.swift; sourceTree = "<group>"; };
  \t\tMETERSTRINGS = {isa = PBXFileReference; path = en.lproj/Meter.strings; sourceTree = "<group>"; };
  \t\tKITG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (KITX, ); path = Kit; sourceTree = "<group>"; };
  \t\tKITX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy.swift, ); target = KIT; };
  \t\tSHAREDG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (SHAREDX, ); path = Shared; sourceTree = "<group>"; };
  \t\tSHAREDX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Extra.swift, ); target = APP; };
  \t\tAPP = {isa = PBXNativeTarget; buildPhases = (APPSOURCES, ); name = App; productType = "com.apple.product-type.application"; };
  \t\tAPPSOURCES = {isa = PBXSourcesBuildPhase; files = (S1, S2, ); };
  \t\tS1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = DELEGATE; };
  \t\tS2 = {isa = PBXBuildFile; fileRef = GONE; };
  \t\tMETER = {isa = PBXNativeTarget; buildPhases = (METERSOURCES, METERRES, ); name = Meter; productType = "com.apple.product-type.framework"; };
  \t\tMETERSOURCES = {isa = PBXSourcesBuildPhase; files = (M1, M2, M3, ); };
  \t\tM1 = {isa = PBXBuildFile; fileRef = MAINSWIFT; };
  \t\tM2 = {isa = PBXBuildFile; fileRef = POPUP; };
  \t\tM3 = {isa = PBXBuildFile; productRef = PACKAGEPRODUCT; };
  \t\tMETERRES = {isa = PBXResourcesBuildPhase; files = (R1, ); };
  \t\tR1 = {isa = PBXBuildFile; fileRef = METERSTRINGS; };
  \t\tKIT = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (KITG, ); name = Kit; productType = "com.apple.product-type.framework"; };
  \t};
  \trootObject = PROJ;
  }
  """

@Suite struct XcodeTargetSourcesTests {
  private func targets() throws -> (sources: [String: BundleSources], warnings: [String]) {
    let project = try XcodeProjectReader.parse(
      Array(fixture.utf8), path: "/p/Demo.xcodeproj/project.pbxproj", projectFolder: "/p")
    return (
      Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.sources) }),
      project.warnings
    )
  }

  @Test("each native target's sources build phase, resolved through the group tree")
  func sourcesPhase() throws {
    let (sources, warnings) = try targets()
    #expect(sources["App"]?.files == ["/p/Demo/AppDelegate.swift", "/p/Shared/Extra.swift"])
    #expect(
      sources["Meter"]?.files == ["/p/Modules/Meter/main.swift", "/p/Modules/Meter/popup.swift"])
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("a source refers to GONE, which does not exist") == true)
  }

  @Test("a synchronized folder compiles its files less its target's exceptions")
  func synchronizedFolders() throws {
    let kit = try #require(try targets().sources["Kit"])
    #expect(kit.contains("/p/Kit/Views/Row.swift"))
    #expect(!kit.contains("/p/Kit/Legacy.swift"))
    #expect(!kit.contains("/p/Demo/AppDelegate.swift"))
    // Only the localized files of a synchronized folder are resources, every file a source.
    let project = try XcodeProjectReader.parse(
      Array(fixture.utf8), path: "/p/Demo.xcodeproj/project.pbxproj", projectFolder: "/p")
    let app = try #require(project.targets.first { $0.name == "App" })
    #expect(app.bundle.files.isEmpty)
  }

  @Test("sources and resources are read apart")
  func resourcesStayResources() throws {
    let project = try XcodeProjectReader.parse(
      Array(fixture.utf8), path: "/p/Demo.xcodeproj/project.pbxproj", projectFolder: "/p")
    let meter = try #require(project.targets.first { $0.name == "Meter" })
    #expect(meter.bundle.files == ["/p/Modules/Meter/en.lproj/Meter.strings"])
    #expect(!meter.sources.contains("/p/Modules/Meter/en.lproj/Meter.strings"))
  }
}

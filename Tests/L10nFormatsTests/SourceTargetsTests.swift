import Foundation
import L10nFormats
import L10nTestSupport
import Testing

/// Which target a source file counts for: its Xcode target, else its Swift package target, else
/// the first folder below the sources root.
@Suite struct SourceTargetsTests {
  @Test("an Xcode target's sources phase or synchronized folder, before any folder")
  func xcodeTargets() throws {
    let folder = try TestSupport.fixture([
      "Demo.xcodeproj/project.pbxproj": """
      // !$*UTF8*$!
      {
      \tobjects = {
      \t\tPROJ = {isa = PBXProject; mainGroup = MAIN; targets = (APP, KIT, ); };
      \t\tMAIN = {isa = PBXGroup; children = (MODULES, KITG, ); sourceTree = "<group>"; };
      \t\tMODULES = {isa = PBXGroup; children = (POPUP, ); path = Modules/Meter; sourceTree = "<group>"; };
      \t\tPOPUP = {isa = PBXFileReference; path = popup.swift; sourceTree = "<group>"; };
      \t\tKITG = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
      \t\tAPP = {isa = PBXNativeTarget; buildPhases = (SOURCES, ); name = "Meter Module"; };
      \t\tSOURCES = {isa = PBXSourcesBuildPhase; files = (S1, ); };
      \t\tS1 = {isa = PBXBuildFile; fileRef = POPUP; };
      \t\tKIT = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (KITG, ); name = Kit; };
      \t};
      \trootObject = PROJ;
      }
      """
    ])
    let root = folder.path
    let projects = SourceTargets.xcodeProjects(in: [root, root + "/."])
    #expect(projects.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Demo.xcodeproj"])
    let targets = SourceTargets(sources: [root], projects: projects)
    #expect(targets.target(of: root + "/Modules/Meter/popup.swift") == "Meter Module")
    #expect(targets.target(of: root + "/Kit/Deep/Row.swift") == "Kit")
    // Not compiled by any target: the first folder below the root.
    #expect(targets.target(of: root + "/Modules/Meter/reader.swift") == "Modules")
  }

  @Test("a Swift package target, else the first folder below the root, else the root's name")
  func withoutProject() throws {
    let targets = SourceTargets(sources: ["/w/app", "/w/app/Package"], projects: [])
    #expect(targets.target(of: "/w/app/Package/Sources/Feature/View/Row.swift") == "Feature")
    #expect(targets.target(of: "/w/app/Stats/Views/Update.swift") == "Stats")
    #expect(targets.target(of: "/w/app/main.swift") == "app")
    #expect(targets.target(of: "/elsewhere/tool/main.swift") == "tool")
  }

  @Test("a project file that does not parse is a warning, and folders count")
  func unreadableProject() throws {
    let folder = try TestSupport.fixture(["Bad.xcodeproj/project.pbxproj": "{ objects = "])
    let targets = SourceTargets(
      sources: [folder.path], projects: [folder.path + "/Bad.xcodeproj"])
    #expect(targets.warnings.count == 1)
    #expect(targets.warnings.first?.contains("cannot be read") == true)
    #expect(targets.target(of: folder.path + "/Kit/Row.swift") == "Kit")
  }
}

import L10nFormats
import L10nModel

/// The Xcode project reader on old-style text (as Xcode writes `project.pbxproj`): the same
/// project written as an XML property list reads to the same project.
public func fuzzXcodeProject(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let path = "App.xcodeproj/project.pbxproj"
  guard let project = try? XcodeProjectReader.parse(bytes, path: path, projectFolder: "root")
  else { return 0 }
  guard let root = try? OldStylePlistParser.parse(utf8: bytes, path: path), root.entries != nil
  else { return 0 }
  let xml = StringsdictWriter.render(
    StringsdictDocument(root: root, encoding: .utf8), order: .keepOrder)
  let fromXML = Fuzz.reread("the project as XML") {
    try XcodeProjectReader.parse(xml, path: path, projectFolder: "root")
  }
  Fuzz.requireEqual(
    withoutLines(fromXML), withoutLines(project), "old-style and XML text read to the same project")
  return 0
}

/// `project` with the line numbers left out of its warnings (the two texts have other lines).
private func withoutLines(_ project: XcodeProject) -> XcodeProject {
  var project = project
  project.warnings = project.warnings.map { $0.replacing(/:[0-9]+:/, with: ":") }
  return project
}

import L10nFormats
import L10nTestSupport
import Testing

/// `extract --rewrite`'s source write: refused when the file changed since it was read.
@Suite struct SourceFileRewriteTests {
  @Test("a file changed since it was read is refused by the check and the write")
  func changedSinceRead() throws {
    let folder = try TestSupport.fixture(["Sources/A.swift": "let a = \"x\"\n"])
    let path = folder.url.appendingPathComponent("Sources/A.swift").path
    let before = try FileSystem.read(path)
    let stamp = FileStamp.of(path)
    let rewrite = SourceFileRewrite(
      path: path, folder: folder.path + "/Sources", before: before, stamp: stamp,
      after: Array("let a = String(localized: \"x\")\n".utf8))
    try rewrite.check()
    try folder.write(["Sources/A.swift": "let a = \"y\" // edited meanwhile\n"])
    #expect(throws: FileSystem.Failure.self) { try rewrite.check() }
    #expect(throws: FileSystem.Failure.self) { try rewrite.write() }
    #expect(
      try folder.read("Sources/A.swift") == Array("let a = \"y\" // edited meanwhile\n".utf8))
  }
}

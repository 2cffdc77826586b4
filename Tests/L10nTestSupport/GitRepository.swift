import Foundation

/// A git repository built in a test, in a temporary folder: files written and committed one
/// step at a time, branches and merges, with fixed author and dates.
package final class GitRepository: Sendable {
  /// The work tree.
  package let folder: TemporaryFolder
  private let clock = Counter()

  /// An empty repository (`git init`, branch `main`).
  package init() throws {
    folder = try TemporaryFolder()
    try git("init", "-q", "-b", "main")
  }

  /// The work tree's path.
  package var path: String { folder.path }

  /// Writes `files` (path to text), stages every change and commits; returns the commit's id.
  @discardableResult
  package func commit(_ files: [String: String], _ message: String = "change") throws -> String {
    try folder.write(files)
    try git("add", "-A")
    try git("commit", "-q", "--allow-empty", "-m", message)
    return try git("rev-parse", "HEAD")
  }

  /// Runs git with `arguments` in the work tree; its standard output without the last line
  /// break.
  ///
  /// Dates are one minute apart, the author fixed. Throws when git fails.
  @discardableResult
  package func git(_ arguments: String...) throws -> String {
    try run(arguments)
  }

  /// As `git(_:)`, with the arguments as an array.
  @discardableResult
  package func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", path] + arguments
    let date = "\(1_700_000_000 + 60 * clock.next()) +0000"
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in [
      ("GIT_AUTHOR_NAME", "Test"), ("GIT_AUTHOR_EMAIL", "test@example.com"),
      ("GIT_COMMITTER_NAME", "Test"), ("GIT_COMMITTER_EMAIL", "test@example.com"),
      ("GIT_AUTHOR_DATE", date), ("GIT_COMMITTER_DATE", date), ("GIT_CONFIG_NOSYSTEM", "1"),
      ("GIT_CONFIG_GLOBAL", "/dev/null"),
    ] {
      environment[name] = value
    }
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GitFailure(arguments: arguments, status: process.terminationStatus)
    }
    var text = String(decoding: data, as: UTF8.self)
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// A git command that failed.
  package struct GitFailure: Error {
    /// Its arguments.
    package var arguments: [String]
    /// Its exit status.
    package var status: Int32
  }
}

/// A number that goes up by one each time it is read, from any thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

import Foundation

/// Marks a project as having unsaved edits in one editor, so that a second editor opened on it
/// says so: a small file in the user's state directory naming the process and host.
///
/// The lock exists only while edits are unsaved; a lock whose process is gone (on this host) is
/// stale and is removed by the next editor, which says that edits may have been lost there.
package struct EditingLock: Sendable {
  /// Another editor's lock on the project.
  package struct Holder: Equatable, Sendable {
    /// Its process id.
    package var pid: Int32
    /// Its host name.
    package var host: String
    /// Whether its process has ended (on this host): its unsaved edits are gone.
    package var isStale: Bool
  }

  /// The lock file.
  package let path: String
  private let pid: Int32
  private let host: String

  /// The lock of the project at `projectRoot`, kept in `stateDirectory`.
  package init(projectRoot: String, stateDirectory: String) {
    let real = URL(fileURLWithPath: projectRoot).resolvingSymlinksInPath().path
    path = stateDirectory + "/locks/" + Self.name(of: real) + ".lock"
    pid = ProcessInfo.processInfo.processIdentifier
    host = ProcessInfo.processInfo.hostName
  }

  /// The user's state directory for l10nedit: `$XDG_STATE_HOME/l10nedit`, else
  /// `~/.local/state/l10nedit` (`~/Library/Application Support/l10nedit` on macOS).
  package static var defaultStateDirectory: String {
    let environment = ProcessInfo.processInfo.environment
    #if os(macOS)
    let fallback = NSHomeDirectory() + "/Library/Application Support"
    #else
    let fallback = NSHomeDirectory() + "/.local/state"
    #endif
    let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    return base + "/l10nedit"
  }

  /// Another editor holding the lock, if one does.
  package func holder() -> Holder? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let fields = text.split(separator: "\n").first?.split(separator: " ") ?? []
    guard fields.count >= 2, let other = Int32(fields[0]) else { return nil }
    let otherHost = String(fields[1])
    if other == pid && otherHost == host { return nil }
    let isStale = otherHost == host && ProcessLiveness.hasEnded(other)
    return Holder(pid: other, host: otherHost, isStale: isStale)
  }

  /// Takes the lock (replacing a stale one); returns why it could not be written (`nil`:
  /// taken).
  @discardableResult
  package func acquire() -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data("\(pid) \(host)\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return nil
    } catch {
      return error.localizedDescription
    }
  }

  /// Gives the lock up, if it is this process's.
  package func release() {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      text.hasPrefix("\(pid) \(host)\n")
    else { return }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Removes a stale lock.
  package func removeStale() {
    if holder()?.isStale == true { try? FileManager.default.removeItem(atPath: path) }
  }

  /// A file name for a project path: FNV-1a of its bytes, in hex.
  static func name(of path: String) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in path.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16)
  }
}

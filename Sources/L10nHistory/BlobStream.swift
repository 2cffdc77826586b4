import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Blobs read from one `git cat-file --batch`, in the order they were asked for.
final class BlobStream {
  private let process: GitProcess
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var position = 0
  private let requests: String

  /// Starts reading `ids` (each asked for once, in this order), bounded by `timeLimit`
  /// seconds for all of them.
  init(in folder: String, ids: [String], timeLimit: Double) throws(GitProcess.Failure) {
    requests = NSTemporaryDirectory() + "l10nedit-blobs-\(UUID().uuidString)"
    guard
      FileManager.default.createFile(
        atPath: requests, contents: Data(ids.map { $0 + "\n" }.joined().utf8),
        attributes: [.posixPermissions: 0o600])
    else { throw GitProcess.Failure(reason: "no temporary file for git's input") }
    do {
      process = try GitProcess(
        in: folder, ["cat-file", "--batch"], timeLimit: timeLimit, input: requests)
    } catch {
      try? FileManager.default.removeItem(atPath: requests)
      throw error
    }
    handle = process.outputHandle
  }

  deinit { try? FileManager.default.removeItem(atPath: requests) }

  /// The next blob's bytes; `nil` when git cannot read it (`missing`: a partial clone, a
  /// damaged repository); throws when git stopped.
  func next() throws(GitProcess.Failure) -> [UInt8]? {
    guard let header = try line() else {
      try process.finish()
      throw GitProcess.Failure(reason: "git cat-file ended early")
    }
    // `<id> blob <size>`, or `<id> missing`.
    let parts = header.split(separator: " ")
    guard parts.count == 3, let size = Int(parts[2]), size >= 0 else { return nil }
    guard let bytes = blob(size), try take(1) != nil else {
      try process.finish()
      throw GitProcess.Failure(reason: "git cat-file ended early")
    }
    return bytes
  }

  /// The next `size` bytes: those already read, then the rest read from git straight into
  /// the blob (one copy, however large); `nil` when the output ends first.
  private func blob(_ size: Int) -> [UInt8]? {
    let buffered = min(buffer.count - position, size)
    let descriptor = handle.fileDescriptor
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { blob, count in
      count = 0
      guard let start = blob.baseAddress else { return }
      buffer.withUnsafeBufferPointer { read in
        if let from = read.baseAddress { start.update(from: from + position, count: buffered) }
      }
      count = buffered
      while count < size {
        let got = read(descriptor, start + count, size - count)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else {
          complete = false
          return
        }
        count += got
        process.touch()
      }
    }
    position += buffered
    return complete ? bytes : nil
  }

  /// Stops git before it printed every blob.
  func stop() {
    process.stop(because: "not needed")
    try? process.finish()
  }

  /// Waits for git to end.
  func finish() throws(GitProcess.Failure) { try process.finish() }

  private func line() throws(GitProcess.Failure) -> String? {
    while true {
      if let end = buffer[position...].firstIndex(of: 10) {
        defer { position = end + 1 }
        return String(decoding: buffer[position..<end], as: UTF8.self)
      }
      guard fill() else { return nil }
    }
  }

  private func take(_ count: Int) throws(GitProcess.Failure) -> ArraySlice<UInt8>? {
    while buffer.count - position < count { guard fill() else { return nil } }
    defer { position += count }
    return buffer[position..<position + count]
  }

  /// Reads more output; `false` at its end.
  private func fill() -> Bool {
    if position > 0 {
      buffer.removeFirst(position)
      position = 0
    }
    guard let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty else { return false }
    process.touch()
    buffer.append(contentsOf: chunk)
    return true
  }
}

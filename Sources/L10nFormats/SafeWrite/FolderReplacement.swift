import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a whole folder (a `.bundle`) with new files, so that a reader sees the old folder
/// or the new one, never a half-written one.
///
/// The new folder is written in full and flushed in a hidden sibling,
/// `.<name>.l10nedit-XXXXXXXX`; then the old folder is renamed aside, the new one renamed into
/// its place, and the old one removed. Any failure before the swap removes the sibling and
/// leaves the folder as it was. Hidden siblings a killed run left (a half-built folder, an old
/// one moved aside) are removed by the next run.
package enum FolderReplacement {
  /// Replaces the folder at `path` (made, with its parents, when missing) with exactly `files`,
  /// each a path inside it and its bytes.
  ///
  /// Returns the hidden folders of killed runs it removed.
  @discardableResult
  package static func replace(_ path: String, with files: [(path: String, bytes: [UInt8])])
    throws(FileSystem.Failure) -> [String]
  {
    let started = SystemCall.now()
    let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    let (parent, name) = SystemCall.split(trimmed)
    guard !name.isEmpty, name != ".", name != ".." else {
      throw FileSystem.Failure(path: path, reason: "not written: not a folder name")
    }
    if let status = SystemCall.linkStatus(trimmed), !SystemCall.isFolder(status) {
      throw FileSystem.Failure(
        path: path, reason: "not written: it exists and is not a folder (a link or a file)")
    }
    guard SafeWriter.makeFolder(parent) else {
      throw FileSystem.Failure(
        path: path, reason: "not written: \(SystemCall.errorText) (making \(parent))")
    }
    for file in files {
      let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
      guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
        throw FileSystem.Failure(
          path: path, reason: "not written: \"\(file.path)\" is not a path inside the folder")
      }
    }
    let removed = removeStale(in: parent, for: name, before: started)
    let staging = try makeHiddenFolder(in: parent, for: name, reportedAs: path)
    do throws(FileSystem.Failure) {
      try writeAll(files, into: staging, reportedAs: path)
      try swap(staging, into: trimmed, parent: parent, name: name, reportedAs: path)
    } catch {
      removeTree(staging)
      throw error
    }
    return removed
  }

  /// Removes the hidden folders `.<name>.l10nedit-XXXXXXXX` in `parent` last modified before
  /// `cutoff` (nanoseconds since 1970): what runs killed before this one left.
  private static func removeStale(in parent: String, for name: String, before cutoff: Int64)
    -> [String]
  {
    let prefix = "." + name + ".l10nedit-"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    return entries.sorted().compactMap { entry in
      let digits = entry.dropFirst(prefix.count)
      guard entry.hasPrefix(prefix), digits.count == 8,
        digits.allSatisfy({ $0.isHexDigit && $0.isASCII })
      else { return nil }
      let path = parent + "/" + entry
      guard let status = SystemCall.linkStatus(path), SystemCall.isFolder(status),
        SystemCall.modificationTime(status) < cutoff
      else { return nil }
      removeTree(path)
      return path
    }
  }

  /// Renames `staging` to `target`, moving an existing `target` aside first and removing it
  /// after; puts it back when the second rename fails.
  private static func swap(
    _ staging: String, into target: String, parent: String, name: String,
    reportedAs reported: String
  ) throws(FileSystem.Failure) {
    func failure(_ doing: String) -> FileSystem.Failure {
      FileSystem.Failure(
        path: reported, reason: "not written: \(SystemCall.errorText) (\(doing))")
    }
    guard SystemCall.linkStatus(target) != nil else {
      guard rename(staging, target) == 0 else { throw failure("renaming \(staging)") }
      try FileReplacement.synchronizeFolder(parent, reportedAs: reported)
      return
    }
    let aside = try makeHiddenFolder(in: parent, for: name, reportedAs: reported)
    guard rmdir(aside) == 0, rename(target, aside) == 0 else {
      throw failure("moving the old folder aside")
    }
    guard rename(staging, target) == 0 else {
      let error = failure("renaming \(staging)")
      rename(aside, target)
      throw error
    }
    try FileReplacement.synchronizeFolder(parent, reportedAs: reported)
    removeTree(aside)
  }

  /// Writes `files` into `folder`, on the cores at once (each file is copied into the page
  /// cache and flushed to disk: the cores take turns waiting for the disk); fails with the
  /// first failure in the files' order.
  private static func writeAll(
    _ files: [(path: String, bytes: [UInt8])], into folder: String, reportedAs reported: String
  ) throws(FileSystem.Failure) {
    let failures = Parallel.map(files.count) { index -> FileSystem.Failure? in
      do throws(FileSystem.Failure) {
        try write(
          files[index].bytes, to: folder + "/" + files[index].path,
          reportedAs: reported + "/" + files[index].path)
        return nil
      } catch {
        return error
      }
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// Writes a new file (and the folders above it) and flushes it to disk.
  private static func write(_ bytes: [UInt8], to path: String, reportedAs reported: String)
    throws(FileSystem.Failure)
  {
    func failure(_ doing: String) -> FileSystem.Failure {
      FileSystem.Failure(
        path: reported, reason: "not written: \(SystemCall.errorText) (\(doing))")
    }
    let folder = SystemCall.split(path).folder
    guard SafeWriter.makeFolder(folder) else { throw failure("making \(folder)") }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure("creating") }
    guard FileReplacement.writeAll(bytes, to: descriptor) else {
      close(descriptor)
      throw failure("writing")
    }
    guard SystemCall.synchronize(descriptor) else {
      close(descriptor)
      throw failure("flushing to disk")
    }
    guard close(descriptor) == 0 else { throw failure("closing") }
  }

  /// Makes a new, empty hidden folder `.<name>.l10nedit-XXXXXXXX` in `parent`.
  private static func makeHiddenFolder(
    in parent: String, for name: String, reportedAs reported: String
  ) throws(FileSystem.Failure) -> String {
    while true {
      let digits = String(UInt32.random(in: .min ... .max), radix: 16)
      let path =
        parent + "/." + name + ".l10nedit-" + String(repeating: "0", count: 8 - digits.count)
        + digits
      if mkdir(path, 0o777) == 0 { return path }
      guard errno == EEXIST else {
        throw FileSystem.Failure(
          path: reported,
          reason: "not written: \(SystemCall.errorText) (making a temporary folder in \(parent))")
      }
    }
  }

  private static func removeTree(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}

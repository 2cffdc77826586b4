import L10nModel

/// Git's conflict markers in a `.strings` file: how a file left with them reads as two
/// versions, OURS's and THEIRS's.
public enum ConflictMarkers {
  /// The start of the parse error of a `.strings` file with a conflict marker.
  package static let reason = "unresolved merge conflict"

  /// Whether `error` is a `.strings` file's conflict marker.
  package static func isMarker(_ error: ParseError) -> Bool { error.reason.hasPrefix(reason) }

  /// The three versions of a file whose merge could not be made, in one conflict.
  ///
  /// As git's line merge writes it with `merge.conflictStyle = diff3`: `<<<<<<< ours`, OURS,
  /// `||||||| base`, BASE, `=======`, THEIRS, `>>>>>>> theirs`, each version ending its last
  /// line. `split` reads it back as OURS and THEIRS; no tool takes it for a valid file, so it
  /// cannot be committed unnoticed.
  package static func wholeFile(ours: [UInt8], base: [UInt8], theirs: [UInt8]) -> [UInt8] {
    func lines(_ bytes: [UInt8]) -> [UInt8] {
      bytes.isEmpty || bytes.last == 0x0A ? bytes : bytes + [0x0A]
    }
    return Array("<<<<<<< ours\n".utf8) + lines(ours) + Array("||||||| base\n".utf8) + lines(base)
      + Array("=======\n".utf8) + lines(theirs) + Array(">>>>>>> theirs\n".utf8)
  }

  /// OURS's and THEIRS's versions of `bytes`: the lines outside the markers in both, those
  /// between `<<<<<<<` and `=======` in OURS's, those between `=======` and `>>>>>>>` in
  /// THEIRS's (a diff3 base section, from `|||||||`, in neither); `nil` when the markers do not
  /// pair up.
  public static func split(_ bytes: [UInt8]) -> (ours: [UInt8], theirs: [UInt8])? {
    enum Section { case both, ours, base, theirs }
    var section = Section.both
    var ours: [UInt8] = []
    var theirs: [UInt8] = []
    ours.reserveCapacity(bytes.count)
    theirs.reserveCapacity(bytes.count)
    var start = bytes.startIndex
    while start < bytes.endIndex {
      let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.endIndex
      let line = bytes[start..<end]
      start = end
      switch (marker(line), section) {
      case ("<"?, .both): section = .ours
      case ("|"?, .ours): section = .base
      case ("="?, .ours), ("="?, .base): section = .theirs
      case (">"?, .theirs): section = .both
      case (nil, .both):
        ours += line
        theirs += line
      case (nil, .ours): ours += line
      case (nil, .base): break
      case (nil, .theirs): theirs += line
      default: return nil
      }
    }
    return section == .both ? (ours, theirs) : nil
  }

  /// The marker character when `line` is a conflict marker: seven of `<`, `|`, `=` or `>`,
  /// then the end of the line or a space.
  private static func marker(_ line: ArraySlice<UInt8>) -> Character? {
    guard line.count >= 7, let first = line.first,
      [UInt8(ascii: "<"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(first),
      line.prefix(7).allSatisfy({ $0 == first })
    else { return nil }
    let rest = line.dropFirst(7)
    guard rest.first.map({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }) ?? true else { return nil }
    return Character(Unicode.Scalar(first))
  }
}

extension ProjectFiles {
  /// The files read twice: each `.strings` file git left with conflict markers as OURS's
  /// version in `ours`, as THEIRS's in `theirs`.
  ///
  /// `paths` are those files; `nil` when no file has markers. A file whose markers do not pair up, or whose versions do not parse, keeps its error.
  package func splittingConflictMarkers() -> (
    ours: ProjectFiles, theirs: ProjectFiles, paths: [String]
  )? {
    var ours = self
    var theirs = self
    var paths: [String] = []
    for index in files.indices {
      guard case .failed(let error) = files[index].content, ConflictMarkers.isMarker(error),
        let bytes = try? FileSystem.read(files[index].path),
        let (oursBytes, theirsBytes) = ConflictMarkers.split(bytes),
        let oursContent = try? StringsFormat().read(oursBytes, path: files[index].path),
        let theirsContent = try? StringsFormat().read(theirsBytes, path: files[index].path)
      else { continue }
      ours.files[index].content = oursContent
      theirs.files[index].content = theirsContent
      paths.append(files[index].path)
    }
    return paths.isEmpty ? nil : (ours, theirs, paths)
  }
}

import L10nModel

/// Findings a team has accepted, so that `lint --baseline` shows (and fails on) only new ones:
/// how a big legacy project adopts lint without fixing everything first.
///
/// A finding is known by what it says and where, in words rather than lines, so that it stays
/// known while lines move: its rule, its file (relative to the project root), its cell, and its
/// message with line numbers made general (`also on line 3, 7` reads `also on line …`). Each
/// fingerprint is counted, so that a second finding of the same kind in the same place is new.
package struct Baseline: Sendable, Equatable {
  /// What identifies a finding across edits.
  package struct Fingerprint: Hashable, Sendable {
    /// The rule's id.
    package var rule: String
    /// The file, relative to the project root (as given when it lies outside it).
    package var path: String
    /// The cell, when the finding belongs to one.
    package var cell: CellID?
    /// The message, line numbers and `line:column` pairs made general.
    package var message: String

    /// Creates a fingerprint; `message` is made general (see `general(_:)`).
    package init(rule: String, path: String, cell: CellID?, message: String) {
      self.rule = rule
      self.path = path
      self.cell = cell
      self.message = Fingerprint.general(message)
    }

    /// `message` with what moves when lines are added elsewhere in the file written as `…`:
    /// the numbers after the word "line" or "lines" (`line 3, 17`), and `line:column` pairs.
    static func general(_ message: String) -> String {
      let bytes = Array(message.utf8)
      guard bytes.contains(where: isDigit) else { return message }
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let startsWord = index == 0 || !isWordByte(bytes[index - 1])
        if startsWord, let (word, end) = lineNumbers(bytes, at: index) {
          output += word + Array(" …".utf8)
          index = end
        } else if startsWord, let end = digitRun(bytes, from: index) {
          if end < bytes.count, bytes[end] == UInt8(ascii: ":"),
            let after = digitRun(bytes, from: end + 1),
            after == bytes.count || !isWordByte(bytes[after])
          {
            output += Array("…:…".utf8)
            index = after
          } else {
            output += bytes[index..<end]
            index = end
          }
        } else {
          output.append(bytes[index])
          index += 1
        }
      }
      return String(decoding: output, as: UTF8.self)
    }

    /// At `index`, `line N` or `lines N, M, …`: the word and the index after the last number.
    private static func lineNumbers(_ bytes: [UInt8], at index: Int) -> ([UInt8], Int)? {
      for word in [Array("lines".utf8), Array("line".utf8)] {
        let space = index + word.count
        guard space < bytes.count, bytes[index..<space].elementsEqual(word),
          bytes[space] == UInt8(ascii: " "), var end = digitRun(bytes, from: space + 1)
        else { continue }
        while end + 2 < bytes.count, bytes[end] == UInt8(ascii: ","),
          bytes[end + 1] == UInt8(ascii: " "), let next = digitRun(bytes, from: end + 2)
        {
          end = next
        }
        return (word, end)
      }
      return nil
    }

    /// The index after the ASCII digits starting at `index`, or `nil` when none starts there.
    private static func digitRun(_ bytes: [UInt8], from index: Int) -> Int? {
      var end = index
      while end < bytes.count, isDigit(bytes[end]) { end += 1 }
      return end > index ? end : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
      isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
  }

  /// How many findings of each fingerprint are accepted.
  package var counts: [Fingerprint: Int]

  /// A baseline of `counts`.
  package init(counts: [Fingerprint: Int] = [:]) {
    self.counts = counts.filter { $0.value > 0 }
  }

  /// The baseline accepting exactly `findings`, whose paths are below `root`.
  package init(accepting findings: some Sequence<Finding>, root: String) {
    var counts: [Fingerprint: Int] = [:]
    for finding in findings {
      counts[Baseline.fingerprint(of: finding, root: root), default: 0] += 1
    }
    self.init(counts: counts)
  }

  /// How many findings the baseline accepts.
  package var total: Int { counts.values.reduce(0, +) }

  /// The fingerprint of `finding` in a project at `root`.
  package static func fingerprint(of finding: Finding, root: String) -> Fingerprint {
    Fingerprint(
      rule: finding.ruleID, path: relativePath(finding.path, from: root), cell: finding.cell,
      message: finding.message)
  }

  /// `path` relative to the folder `root`, by their spelling.
  ///
  /// `de.lproj/L.strings` below it, `../Sources/App.swift` beside it (code found by
  /// `--sources`), so that a baseline made in one checkout fits another. A path spelled
  /// absolute when `root` is not (or the other way round) is kept as it is.
  static func relativePath(_ path: String, from root: String) -> String {
    guard path.hasPrefix("/") == root.hasPrefix("/") else { return path }
    let rootParts = root.split(separator: "/").filter { $0 != "." }
    let pathParts = path.split(separator: "/").filter { $0 != "." }
    var common = 0
    while common < rootParts.count, common < pathParts.count - 1,
      rootParts[common] == pathParts[common]
    {
      common += 1
    }
    let up = Array(repeating: "..", count: rootParts.count - common)
    return (up + pathParts[common...].map(String.init)).joined(separator: "/")
  }

  /// `findings` split into the new ones (in their order) and how many the baseline knew; and
  /// how many the baseline accepts that were not found (fixed since, or changed).
  package func compare(_ findings: some Collection<Finding>, root: String) -> (
    new: FindingList, known: Int, gone: Int
  ) {
    var remaining = counts
    var new = FindingList()
    for finding in findings {
      let fingerprint = Baseline.fingerprint(of: finding, root: root)
      if let left = remaining[fingerprint], left > 0 {
        remaining[fingerprint] = left - 1
      } else {
        new.append(finding)
      }
    }
    return (new, findings.count - new.count, remaining.values.reduce(0, +))
  }
}

import Foundation

/// `l10nedit-bench --language-server [PATH] [--binary B]`: `l10nedit lsp` as an editor meets it.
///
/// A process spoken to over stdio (LanguageServerClient), on the synthetic project (20,000 keys
/// × 40 languages) with an app of 2,000 Swift files using its keys and one file of 2,000 lines,
/// or on PATH (a project whose settings name its sources). Measures, against issue 50's goals:
/// ready after `initialize` (a hover answered from the project), hover and completion p95 over
/// many positions, diagnostics after a `didChange` to the 2,000-line file and to a localization
/// file of the table, how long a `didOpen` of a 1.3 MB and a 10 MB buffer holds the server, a
/// rename of a key across the table and the app, and the server's peak RSS against the
/// project's file bytes. Diagnostics are timed from the change's frame written to the first
/// byte of their `publishDiagnostics` frame read (see `change`).
enum LanguageServerBench {
  /// The goals: ready ≤ 2 s, hover and completion p95 ≤ 50 ms, diagnostics ≤ 300 ms, peak
  /// memory ≤ 2.5× the files.
  static let goals = (ready: 2.0, request: 0.050, diagnostics: 0.300, memory: 2.5)

  /// A key used in the app: the file, its line (from 0) and the UTF-16 column of the key's
  /// first character.
  struct Use {
    var file: String
    var line: Int
    var column: Int
    var key: String
  }

  static func main(_ arguments: [String]) throws {
    var rest = arguments[...]
    var binary = Bundle.main.executableURL?.deletingLastPathComponent()
      .appendingPathComponent("l10nedit").path
    var path: String?
    while let argument = rest.popFirst() {
      if argument == "--binary" { binary = rest.popFirst() } else { path = argument }
    }
    guard let binary, FileManager.default.isExecutableFile(atPath: binary) else {
      print("(no l10nedit next to the benchmark: build it, or pass --binary)")
      exit(2)
    }
    let root = try path ?? generateApp(keys: 20_000, languages: 40, files: 2_000)
    let uses = try scanUses(root)
    let bytes = projectBytes(root)
    print(
      "language server on \(root): \(uses.count) key uses in the app, "
        + "\(format(Double(bytes) / 1_000_000)) MB of files")
    try measure(binary: binary, root: root, uses: uses, bytes: bytes)
  }

  // MARK: - Measuring

  private static func measure(binary: String, root: String, uses: [Use], bytes: Int) throws {
    let client = try LanguageServerClient(executable: binary, arguments: ["lsp", root])
    defer { client.stop() }
    let rootURI = URL(fileURLWithPath: root).absoluteString
    let start = ContinuousClock.now
    guard
      client.call(
        "initialize",
        [
          "processId": Int(getpid()), "rootUri": rootURI,
          "capabilities": [
            "general": ["positionEncodings": ["utf-16"]],
            "textDocument": ["publishDiagnostics": ["versionSupport": true]],
          ],
        ], timeout: 120) != nil
    else { fatalError("the server did not answer initialize") }
    client.notify("initialized", [:])
    let first = uses[0]
    open(client, root: root, file: first.file)
    // Ready: a hover on a key that answers with its value.
    var ready: Double?
    while seconds(since: start) < 120 {
      if hasContents(client, root, first) {
        ready = seconds(since: start)
        break
      }
      usleep(5_000)
    }
    print(
      "ready           \(ready.map { format($0, digits: 2) + " s" } ?? "never (120 s)") "
        + "after initialize (a hover answered from the project; goal ≤ \(format(goals.ready)) s)")

    // Hover and completion over many positions of 50 open files.
    let files = Array(Set(uses.map(\.file))).sorted().prefix(50)
    for file in files { open(client, root: root, file: file) }
    let sample = uses.filter { files.contains($0.file) }.prefix(300)
    var hovers: [Double] = []
    var completions: [Double] = []
    var answered = 0
    for use in sample {
      let hoverStart = ContinuousClock.now
      if hasContents(client, root, use) { answered += 1 }
      hovers.append(seconds(since: hoverStart))
      let completionStart = ContinuousClock.now
      let items = completionCount(client, root: root, use)
      completions.append(seconds(since: completionStart))
      if items == 0 { answered -= 1 }
    }
    report("hover", hovers, goal: goals.request)
    report("completion", completions, goal: goals.request)
    print("                (\(answered) of \(sample.count) positions answered both with content)")

    // Diagnostics after a didChange to the 2,000-line file: a key made missing, then put back.
    let long = "App/Long.swift"
    let uri = URL(fileURLWithPath: root + "/" + long).absoluteString
    let text = try String(contentsOfFile: root + "/" + long, encoding: .utf8)
    open(client, root: root, file: long)
    _ = client.waitForNotification(timeout: 120) { isDiagnostics($0, uri: uri) }
    let longUse = uses.first { $0.file == long }
    var diagnosticTimes: [Double] = []
    for version in 2..<14 {
      let missing = version % 2 == 0
      let changed =
        missing
        ? text.replacingOccurrences(
          of: "\"\(longUse?.key ?? "")\"", with: "\"\(longUse?.key ?? "").missing\"") : text
      let changeStart = change(client, uri: uri, version: version, to: changed)
      // This version's diagnostics, counted only when they are right: the missing key
      // reported exactly when it is missing (a scan that failed publishes nothing to find).
      let published = client.waitForArrival(timeout: 20) { message in
        guard isDiagnostics(message, uri: uri) else { return false }
        let params = message["params"] as? [String: Any]
        if let published = params?["version"] as? Int, published != version { return false }
        let diagnostics = params?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.contains { $0["message"].map { "\($0)" }?.contains(".missing") == true }
          == missing
      }
      if let published { diagnosticTimes.append(seconds(changeStart, published.arrived)) }
    }
    report(
      "diagnostics", diagnosticTimes, goal: goals.diagnostics,
      after: "a didChange of 2,000 lines, right in \(diagnosticTimes.count) of 12")

    // The peak so far, then after each measure that holds more (a 2 MB file's findings, a
    // 10 MB buffer, a rename's rendered files), so that each one's share is told apart.
    func peak(_ after: String) {
      let peak = Double(client.peakResidentBytes ?? 0) / 1_000_000
      print("                peak RSS \(format(peak)) MB after \(after)")
    }
    peak("the requests")
    try measureLocalizationFile(client, root: root)
    peak("the localization file")
    measureBigBuffers(client, root: root, near: first)
    peak("the big buffers")
    measureRename(client, root: root, first)

    let peak = client.peakResidentBytes ?? 0
    let ratio = Double(peak) / Double(max(bytes, 1))
    print(
      "peak RSS        \(format(Double(peak) / 1_000_000)) MB, \(format(ratio, digits: 2))× "
        + "the project's \(format(Double(bytes) / 1_000_000)) MB (goal ≤ \(goals.memory)×)")
  }

  /// Diagnostics after a `didChange` of an open localization file of the table (a translation's
  /// value changed, then put back): its findings found again.
  private static func measureLocalizationFile(_ client: LanguageServerClient, root: String) throws {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    guard
      let language = names.sorted().first(where: {
        $0.hasSuffix(".lproj") && $0 != "en.lproj" && $0 != "Base.lproj"
      })
    else { return }
    let path = root + "/" + language + "/Localizable.strings"
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let quote = text.range(of: "\" = \"")
    else { return }
    let uri = URL(fileURLWithPath: path).absoluteString
    let openStart = ContinuousClock.now
    client.notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": "strings", "version": 1, "text": text]])
    let opened = client.waitForNotification(timeout: 300) { isDiagnostics($0, uri: uri) }
    print(
      "open l10n file  \(opened == nil ? "no diagnostics (300 s)" : format(seconds(since: openStart), digits: 2) + " s") "
        + "to the first diagnostics of \(language)/Localizable.strings "
        + "(\(format(Double(text.utf8.count) / 1_000_000)) MB)")
    var times: [Double] = []
    var cpu: [Double] = []
    for version in 2..<10 {
      var changed = text
      if version % 2 == 0 { changed.insert(contentsOf: "%@ changed ", at: quote.upperBound) }
      let cpuBefore = client.cpuSeconds
      let changeStart = change(client, uri: uri, version: version, to: changed)
      let published = client.waitForArrival(timeout: 120) { message in
        isDiagnostics(message, uri: uri)
          && (message["params"] as? [String: Any])?["version"] as? Int == version
      }
      if let published { times.append(seconds(changeStart, published.arrived)) }
      if let cpuBefore, let cpuAfter = client.cpuSeconds { cpu.append(cpuAfter - cpuBefore) }
    }
    report(
      "l10n diagnostics", times, goal: goals.diagnostics,
      after: "a didChange of \(language)/Localizable.strings")
    if !cpu.isEmpty {
      print(
        "                the server's CPU per change: median \(format(median(cpu) * 1_000, digits: 0)) ms "
          + "(its wall time above also counts waiting for a core)")
    }
    client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
  }

  /// How long a `didOpen` of a big unsaved buffer (1.3 MB, 10 MB of Swift-like text, as plain
  /// text) holds the server: from the notification to the answer of a hover sent right after.
  private static func measureBigBuffers(_ client: LanguageServerClient, root: String, near use: Use)
  {
    let line = "let value = NSLocalizedString(\"big.key\", comment: \"a \\\"quoted\\\" é\")\n"
    for megabytes in [1.3, 10.0] {
      let text = String(repeating: line, count: Int(megabytes * 1_000_000) / line.utf8.count)
      // Plain text: the message's reading alone (a Swift buffer is also scanned, after).
      let uri = URL(fileURLWithPath: root + "/App/Big\(Int(megabytes)).txt").absoluteString
      let start = ContinuousClock.now
      client.notify(
        "textDocument/didOpen",
        ["textDocument": ["uri": uri, "languageId": "plaintext", "version": 1, "text": text]])
      let answered = hasContents(client, root, use)
      print(
        "big buffer      \(format(seconds(since: start), digits: 2)) s from a didOpen of "
          + "\(format(megabytes)) MB to the next answer\(answered ? "" : " (no hover content)")")
      client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
    }
  }

  /// A rename of a key used in the app: the workspace edit over every language's file and the
  /// code (not applied).
  private static func measureRename(_ client: LanguageServerClient, root: String, _ use: Use) {
    let start = ContinuousClock.now
    let answer = client.call(
      "textDocument/rename",
      position(root, use, offset: 2).merging(["newName": use.key + ".renamed"]) { $1 },
      timeout: 300)
    let changes = (answer?["result"] as? [String: Any])?["changes"] as? [String: Any]
    let error = (answer?["error"] as? [String: Any])?["message"] as? String
    print(
      "rename          \(format(seconds(since: start), digits: 2)) s: "
        + (changes.map { "\($0.count) files changed" } ?? "refused: \(error ?? "no answer")"))
  }

  /// Sends a `didChange` of the whole text of `uri`; when its frame began to be written.
  ///
  /// The diagnostics' times run from there to the first byte of their frame: what the server
  /// took (reading the change, finding, encoding), not this client's JSON work on either side,
  /// which in the same process added about 0.3 s to a 2 MB file's 10,903 diagnostics.
  @discardableResult
  private static func change(
    _ client: LanguageServerClient, uri: String, version: Int, to text: String
  ) -> ContinuousClock.Instant {
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": uri, "version": version],
        "contentChanges": [["text": text]],
      ])
  }

  private static func report(_ name: String, _ times: [Double], goal: Double, after: String = "") {
    guard !times.isEmpty else {
      print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0))no answer")
      return
    }
    let sorted = times.sorted()
    let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    print(
      "\(name.padding(toLength: 16, withPad: " ", startingAt: 0))median "
        + "\(format(median(times) * 1_000, digits: 1)) ms, p95 \(format(p95 * 1_000, digits: 1)) ms"
        + " over \(times.count)\(after.isEmpty ? "" : " (\(after))") (goal ≤ \(format(goal * 1_000, digits: 0)) ms)"
    )
  }

  private static func isDiagnostics(_ message: [String: Any], uri: String) -> Bool {
    message["method"] as? String == "textDocument/publishDiagnostics"
      && (message["params"] as? [String: Any])?["uri"] as? String == uri
  }

  private static func open(_ client: LanguageServerClient, root: String, file: String) {
    let text = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
    client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": URL(fileURLWithPath: root + "/" + file).absoluteString, "languageId": "swift",
          "version": 1, "text": text,
        ]
      ])
  }

  private static func position(_ root: String, _ use: Use, offset: Int) -> [String: Any] {
    [
      "textDocument": ["uri": URL(fileURLWithPath: root + "/" + use.file).absoluteString],
      "position": ["line": use.line, "character": use.column + offset],
    ]
  }

  private static func hasContents(_ client: LanguageServerClient, _ root: String, _ use: Use)
    -> Bool
  {
    let answer = client.call("textDocument/hover", position(root, use, offset: 2), timeout: 60)
    return answer?["result"] is [String: Any]
  }

  private static func completionCount(_ client: LanguageServerClient, root: String, _ use: Use)
    -> Int
  {
    // Inside the key, after its first segment (`screen12.`): the keys that start so.
    let offset =
      (use.key.firstIndex(of: ".").map { use.key.distance(from: use.key.startIndex, to: $0) } ?? 0)
      + 1
    let answer = client.call(
      "textDocument/completion", position(root, use, offset: offset), timeout: 60)
    if let list = answer?["result"] as? [String: Any] {
      return (list["items"] as? [Any])?.count ?? 0
    }
    return (answer?["result"] as? [Any])?.count ?? 0
  }

  // MARK: - The workload

  /// The synthetic project with an app, kept between runs.
  ///
  /// gen-synthetic.py's 20,000 × 40 copied into its own folder, then `files` Swift files under
  /// `App/`, ten of the project's keys each, in SwiftUI views and `NSLocalizedString`, and
  /// `App/Long.swift` of 2,000 lines; the settings name `App` as the sources.
  static func generateApp(keys: Int, languages: Int, files: Int) throws -> String {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("l10nedit-bench-lsp-\(keys)x\(languages)-\(files)").path
    if manager.fileExists(atPath: folder + "/App/Long.swift") { return folder }
    try? manager.removeItem(atPath: folder)
    let tables = generateWorkload(keys: keys, languages: languages)
    try manager.copyItem(atPath: tables, toPath: folder)
    let english = try String(
      contentsOfFile: folder + "/en.lproj/Localizable.strings", encoding: .utf8)
    let keyList = english.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("\""), let end = line.dropFirst().firstIndex(of: "\"") else {
        return nil
      }
      return String(line[line.index(after: line.startIndex)..<end])
    }
    try manager.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
    for index in 0..<files {
      let used = (0..<10).map { keyList[(index * 10 + $0) % keyList.count] }
      try screen(index, used).write(
        toFile: folder + "/App/Screen\(index).swift", atomically: false, encoding: .utf8)
    }
    var long = "import Foundation\n\n/// A long file: 2,000 lines.\nenum Long {\n"
    for line in 0..<1_994 {
      long +=
        line % 5 == 0
        ? "  static let text\(line) = NSLocalizedString(\"\(keyList[line % keyList.count])\", comment: \"\")\n"
        : "  static let value\(line) = \(line) * 2 + 1\n"
    }
    long += "}\n"
    try long.write(toFile: folder + "/App/Long.swift", atomically: false, encoding: .utf8)
    try #"{ "sources": ["App"] }"#.write(
      toFile: folder + "/.l10nedit.json", atomically: false, encoding: .utf8)
    return folder
  }

  private static func screen(_ index: Int, _ keys: [String]) -> String {
    """
    import SwiftUI

    /// Screen \(index).
    struct Screen\(index): View {
      var flag = false

      var body: some View {
        VStack {
          Text("\(keys[0])")
          Text("\(keys[1])")
          Button(flag ? "\(keys[2])" : "\(keys[3])") {}
          Label("\(keys[4])", systemImage: "star")
        }
        .navigationTitle("\(keys[5])")
      }

      func messages() -> [String] {
        [
          NSLocalizedString("\(keys[6])", comment: "A message"),
          NSLocalizedString("\(keys[7])", comment: ""),
          String(localized: "\(keys[8])"),
          String(localized: "\(keys[9])", comment: "Last"),
        ]
      }
    }

    """
  }

  /// Every string literal of the app's Swift files that is a key of the generated shape
  /// (`screenN.sectionM.label-I`), with its place.
  private static func scanUses(_ root: String) throws -> [Use] {
    let app = root + "/App"
    let names = try FileManager.default.contentsOfDirectory(atPath: app).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    var uses: [Use] = []
    for name in names {
      let text = try String(contentsOfFile: app + "/" + name, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        var rest = line[...]
        while let quote = rest.firstIndex(of: "\"") {
          let after = line.index(after: quote)
          guard let end = line[after...].firstIndex(of: "\"") else { break }
          let literal = String(line[after..<end])
          if literal.hasPrefix("screen"), literal.contains(".label-") {
            uses.append(
              Use(
                file: "App/" + name, line: number, column: line[..<after].utf16.count, key: literal)
            )
          }
          rest = line[line.index(after: end)...]
        }
      }
    }
    return uses
  }

  /// The bytes of the project's localization and source files.
  private static func projectBytes(_ root: String) -> Int {
    var total = 0
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") || name.hasSuffix(".swift")
      else { continue }
      total +=
        (try? FileManager.default.attributesOfItem(atPath: root + "/" + name)[.size] as? Int) ?? 0
    }
    return total
  }
}

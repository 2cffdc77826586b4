import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal LSP client for the benchmark: runs `l10nedit lsp` as a process and speaks JSON-RPC
/// to it over its standard input and output (`Content-Length` frames), as an editor does.
///
/// Messages are `[String: Any]` from `JSONSerialization`; a reader thread files responses by id
/// and keeps the notifications, each with when its frame's first byte was read (before it is
/// decoded: the time the server took, not this client's JSON work), and callers wait for
/// either with a time limit.
final class LanguageServerClient: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let condition = NSCondition()
  private var responses: [Int: [String: Any]] = [:]
  private var notifications: [(message: [String: Any], arrived: ContinuousClock.Instant)] = []
  private var nextID = 1
  private var ended = false

  /// Starts `executable` with `arguments` (its standard error thrown away).
  init(executable: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let thread = Thread { [self] in readLoop() }
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// The server's process id.
  var processID: Int32 { process.processIdentifier }

  /// The server's peak resident set size so far, in bytes (`VmHWM` of its `/proc` status), or
  /// `nil` where there is no `/proc`.
  var peakResidentBytes: Int? {
    let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)
    let line = status?.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
  }

  /// The CPU time the server has used so far, in seconds (user and system, every thread: its
  /// `/proc` stat, in clock ticks), or `nil` where there is no `/proc`: what a change cost it
  /// on a machine whose load stretches the wall time.
  var cpuSeconds: Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's `)`: state is field 3, utime and stime fields 14 and 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Sends a request; returns its id.
  @discardableResult
  func request(_ method: String, _ params: [String: Any]) -> Int {
    condition.lock()
    let id = nextID
    nextID += 1
    condition.unlock()
    send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return id
  }

  /// Sends a notification; when its frame began to be written (after its encoding).
  @discardableResult
  func notify(_ method: String, _ params: [String: Any]) -> ContinuousClock.Instant {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends a request and waits for its response (`nil` after `timeout` seconds or when the
  /// server ended).
  func call(_ method: String, _ params: [String: Any], timeout: Double = 60) -> [String: Any]? {
    response(to: request(method, params), timeout: timeout)
  }

  /// Waits for the response to request `id`.
  func response(to id: Int, timeout: Double) -> [String: Any]? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while responses[id] == nil, !ended {
      guard condition.wait(until: deadline) else { return nil }
    }
    return responses.removeValue(forKey: id)
  }

  /// Waits for the first notification (kept since the last call) for which `matches` holds,
  /// and returns it; notifications before it are dropped.
  func waitForNotification(timeout: Double, _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
    waitForArrival(timeout: timeout, matches)?.message
  }

  /// `waitForNotification`, with when the notification's frame began to arrive.
  func waitForArrival(timeout: Double, _ matches: ([String: Any]) -> Bool)
    -> (message: [String: Any], arrived: ContinuousClock.Instant)?
  {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let index = notifications.firstIndex(where: { matches($0.message) }) {
        let found = notifications[index]
        notifications.removeFirst(index + 1)
        return found
      }
      if ended { return nil }
      guard condition.wait(until: deadline) else { return nil }
    }
  }

  /// `shutdown`, `exit`, and waits for the process (killed after 10 s).
  func stop() {
    _ = call("shutdown", [:], timeout: 10)
    notify("exit", [:])
    try? input.fileHandleForWriting.close()
    let deadline = Date(timeIntervalSinceNow: 10)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(processID, SIGKILL) }
  }

  @discardableResult
  private func send(_ message: [String: Any]) -> ContinuousClock.Instant {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return .now }
    var frame = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
    frame.append(body)
    let start = ContinuousClock.now
    try? input.fileHandleForWriting.write(contentsOf: frame)
    return start
  }

  private func readLoop() {
    let handle = output.fileHandleForReading
    var buffer = Data()
    // When the first byte of the first frame in `buffer` was read.
    var pendingSince: ContinuousClock.Instant?
    while true {
      let chunk = handle.availableData
      let now = ContinuousClock.now
      if chunk.isEmpty { break }
      if buffer.isEmpty { pendingSince = now }
      buffer.append(chunk)
      while let message = Self.nextMessage(&buffer) {
        let arrived = pendingSince ?? now
        // What is left began in this chunk (a frame begun earlier would have been whole).
        pendingSince = buffer.isEmpty ? nil : now
        condition.lock()
        if let id = message["id"] as? Int, message["method"] == nil {
          responses[id] = message
        } else if message["id"] == nil {
          notifications.append((message, arrived))
        } else if let id = message["id"] {
          // A request from the server (workspace/configuration, client/registerCapability, …):
          // answered with nothing, as a plain client does.
          send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
        }
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    ended = true
    condition.broadcast()
    condition.unlock()
  }

  /// Takes one whole frame off the front of `buffer`, when it holds one.
  private static func nextMessage(_ buffer: inout Data) -> [String: Any]? {
    let separator = Data("\r\n\r\n".utf8)
    guard let end = buffer.range(of: separator) else { return nil }
    let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
    let length =
      header.split(separator: "\r\n").lazy.compactMap { line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }.first ?? 0
    guard buffer.count - (end.upperBound - buffer.startIndex) >= length else { return nil }
    let body = buffer[end.upperBound..<(end.upperBound + length)]
    buffer = Data(buffer[(end.upperBound + length)...])
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
  }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether another editor's process (on this host) has ended, for its lock and journal.
///
/// An ended process that its parent has not reaped yet is a zombie: it runs no more, but
/// `kill(pid, 0)` still finds it. An editor killed with its terminal (SIGHUP) is one until
/// whoever adopted it reaps it — 1.5–2 s where init is slow to (containers) — and in that time
/// an editor opened at once took its lock for a live one and did not offer its unsaved edits.
enum ProcessLiveness {
  /// Whether process `pid` has ended: there is no such process, or it is a zombie.
  static func hasEnded(_ pid: Int32) -> Bool {
    if kill(pid, 0) != 0 { return errno == ESRCH }
    return isZombie(pid)
  }

  /// Whether `pid` is a zombie (or being torn down).
  private static func isZombie(_ pid: Int32) -> Bool {
    #if os(Linux)
    // `pid (name) S …`: the state is the first field after the last `)` (names may hold any).
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
      let close = data.lastIndex(of: UInt8(ascii: ")"))
    else { return false }
    let state = data[(close + 1)...].first { $0 != UInt8(ascii: " ") }
    return state == UInt8(ascii: "Z") || state == UInt8(ascii: "X")
    #elseif canImport(Darwin)
    var info = kinfo_proc()
    var size = MemoryLayout<kinfo_proc>.stride
    var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
    guard sysctl(&name, 4, &info, &size, nil, 0) == 0, size > 0 else { return false }
    return Int32(info.kp_proc.p_stat) == Int32(SZOMB)
    #else
    return false
    #endif
  }
}

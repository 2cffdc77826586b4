/// How serious a finding is.
///
/// Ordered: `info < warning < error`.
package enum Severity: String, Comparable, CaseIterable, Sendable {
  /// Worth knowing; never fails a build.
  case info
  /// Probably wrong; fails a build only with `--strict`.
  case warning
  /// Wrong: the app will show broken text or crash.
  case error

  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

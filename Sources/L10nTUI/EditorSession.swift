import Foundation
import L10nCheck
import L10nFormats
import L10nModel

/// Runs the editor on a terminal: reads events, reduces, carries out effects (saving), draws.
public struct EditorSession<Backend: TerminalBackend> {
  /// The editor's state.
  public private(set) var state: EditorState
  /// The terminal.
  public private(set) var backend: Backend
  private let checks: BackgroundChecks?

  /// Projects with more cells than this are checked in the background after the first frame.
  public static var backgroundCheckThreshold: Int { 200_000 }

  /// A session on `backend`; the project's checks run now, or in the background when the
  /// project is large, so the first frame never waits for them.
  public init(state: EditorState, backend: Backend, linter: Linter = Linter()) {
    var state = state
    self.backend = backend
    let cells = state.project.grids.reduce(0) { $0 + $1.keys.count } * state.project.languages.count
    if cells > Self.backgroundCheckThreshold {
      checks = BackgroundChecks(project: state.project, linter: linter)
    } else {
      checks = nil
      _ = state.reduce(.checked(linter.run(state.project)))
    }
    self.state = state
  }

  /// Runs until the user quits or input ends.
  public mutating func run() {
    draw()
    while true {
      if let findings = checks?.takeResult() {
        _ = state.reduce(.checked(findings))
        draw()
      }
      let waiting = checks?.isRunning == true ? 100 : nil
      switch backend.nextInput(waitingAtMost: waiting) {
      case .closed: return
      case .timeout: continue
      case .event(let event):
        if !handle(state.reduce(.event(event))) { return }
        draw()
      }
    }
  }

  /// Carries out effects; returns `false` when the session should end.
  private mutating func handle(_ effects: [Effect]) -> Bool {
    for effect in effects {
      switch effect {
      case .quit: return false
      case .save(let files): save(files)
      case .saveAndQuit(let files):
        if save(files) { return false }
      }
    }
    return true
  }

  @discardableResult
  private mutating func save(_ files: [Int]) -> Bool {
    do {
      let written = try ProjectWriter.save(state.project, files: files)
      _ = state.reduce(.saved(files, written: written))
      return true
    } catch {
      _ = state.reduce(.saveFailed(error.description))
      return false
    }
  }

  private mutating func draw() {
    let size = backend.size
    if size.width != state.width || size.height != state.height {
      _ = state.reduce(.event(.resize(width: size.width, height: size.height)))
    }
    backend.draw(Renderer.render(state))
  }
}

/// The project's checks on a background thread.
final class BackgroundChecks: @unchecked Sendable {
  private let lock = NSLock()
  private var result: [Finding]?
  private var running = true

  init(project: Project, linter: Linter) {
    Thread.detachNewThread { [self] in
      let findings = linter.run(project)
      lock.lock()
      result = findings
      lock.unlock()
    }
  }

  /// Whether the checks are still running.
  var isRunning: Bool {
    lock.lock()
    defer { lock.unlock() }
    return running
  }

  /// The findings, once, when they are ready.
  func takeResult() -> [Finding]? {
    lock.lock()
    defer { lock.unlock() }
    guard let findings = result else { return nil }
    result = nil
    running = false
    return findings
  }
}

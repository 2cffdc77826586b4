import Foundation
import L10nTUI

/// Runs jobs on background threads and hands their actions back to the main loop.
final class JobRunner: @unchecked Sendable {
  private let lock = NSLock()
  private var finished: [Action] = []
  private var running = 0

  /// Starts `job` on a thread of its own.
  func start(_ job: Job) {
    locked { running += 1 }
    Thread.detachNewThread { [self] in
      let action = job.work()
      locked {
        finished.append(action)
        running -= 1
      }
    }
  }

  /// Whether a job's action has not been taken yet.
  var isRunning: Bool {
    locked { running > 0 || !finished.isEmpty }
  }

  /// The actions of the jobs that finished since the last call, in the order they finished.
  func takeFinished() -> [Action] {
    locked {
      defer { finished = [] }
      return finished
    }
  }

  private func locked<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

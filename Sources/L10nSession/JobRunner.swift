import Foundation
import L10nTUI

/// Runs jobs on background threads and hands their actions back to the main loop: what they
/// report while running, then what they return.
final class JobRunner: @unchecked Sendable {
  private let lock = NSLock()
  private var finished: [Action] = []
  private var running = 0
  /// The running jobs' names and whether each was asked to stop, by a number of their own.
  private var jobs: [Int: (name: String, cancelled: Bool)] = [:]
  private var nextNumber = 0

  /// Starts `job` on a thread of its own.
  func start(_ job: Job) {
    let number = locked {
      running += 1
      nextNumber += 1
      jobs[nextNumber] = (job.name, false)
      return nextNumber
    }
    let control = JobControl(
      isCancelled: { [self] in locked { jobs[number]?.cancelled ?? true } },
      report: { [self] action in locked { finished.append(action) } })
    Thread.detachNewThread { [self] in
      let action = job.work(control)
      locked {
        finished.append(action)
        jobs[number] = nil
        running -= 1
      }
    }
  }

  /// Asks the running jobs named `name` to stop.
  func cancel(_ name: String) {
    locked {
      for (number, job) in jobs where job.name == name { jobs[number]?.cancelled = true }
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

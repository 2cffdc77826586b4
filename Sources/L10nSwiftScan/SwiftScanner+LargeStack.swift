import Foundation
import L10nModel

extension SwiftScanner {
  /// How large a stack the scan's thread gets: the parser and the tree's visitors recurse once
  /// per level of nesting, and a debug build's frames are large.
  package static let stackSize = 1 << 30

  /// `scan(files:willRead:)` on a thread of its own with a stack of `stackSize` bytes, so that
  /// `maximumNestingLevel` levels are read in any build; waits for it.
  package func scanOnLargeStack(
    files: [(path: String, text: String)], willRead: @escaping @Sendable (String) -> Void = { _ in }
  ) -> CodeUsage {
    let result = ScanResult()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread { [self] in
      result.usage = scan(files: files, willRead: willRead)
      done.signal()
    }
    thread.stackSize = Self.stackSize
    thread.start()
    done.wait()
    return result.usage
  }
}

/// The scan's result, handed from its thread to the waiting one (the semaphore orders them).
private final class ScanResult: @unchecked Sendable {
  var usage = CodeUsage()
}

import Dispatch

/// Work spread over the cores.
package enum Parallel {
  /// `body` of each index below `count`, run on the cores at once, the results in index order.
  package static func map<Result: Sendable>(
    _ count: Int, _ body: @Sendable (Int) -> Result
  ) -> [Result] {
    let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    slots.initialize(repeating: nil)
    defer {
      _ = slots.deinitialize()
      slots.deallocate()
    }
    // Each index writes its own slot only.
    nonisolated(unsafe) let results = slots
    DispatchQueue.concurrentPerform(iterations: count) { index in
      results[index] = body(index)
    }
    return results.map { result in
      guard let result else { preconditionFailure("every index was run") }
      return result
    }
  }
}

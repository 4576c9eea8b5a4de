import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` spread over up to `jobs` threads; the results keep the input's order.
    public func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while let index = slots.claim() {
                slots.store(transform(self[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// Hands out indexes one at a time and collects results by index, under a lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var values: [Result?]

    init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.withLock {
            guard next < values.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: Result, at index: Int) {
        lock.withLock { values[index] = value }
    }

    func results() -> [Result] {
        lock.withLock { values.map { $0! } }
    }
}

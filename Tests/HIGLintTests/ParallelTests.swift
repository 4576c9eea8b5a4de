import Foundation
import Testing
@testable import HIGLint

/// How a run's jobs share out the files and gather what they found.
@Suite struct ParallelTests {
    /// Results are absorbed in the input's order, one absorber at a time, whatever the number of
    /// jobs and however long each element takes (some elements here take much longer than others,
    /// so that results are done out of order and absorbed by either thread).
    @Test(arguments: [1, 2, 3, 8]) func resultsAreAbsorbedInOrderOneAtATime(jobs: Int) {
        let watch = AbsorberWatch()
        let gathered = Array(0..<400).parallelReduce(jobs: jobs, into: [Int](), { element in
            if element % 17 == 0 { usleep(2_000) }
            return element * 3
        }, inOrder: { absorbed, result in
            watch.enter()
            absorbed.append(result)
            watch.leave()
        })
        #expect(gathered == (0..<400).map { $0 * 3 })
        #expect(watch.mostAtOnce == 1)
        #expect(Array(0..<400).parallelMap(jobs: jobs) { $0 + 1 } == Array(1...400))
    }
}

/// Counts the absorbers running at once.
private final class AbsorberWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private(set) var mostAtOnce = 0

    func enter() {
        lock.lock()
        inside += 1
        mostAtOnce = max(mostAtOnce, inside)
        lock.unlock()
        usleep(50)  // long enough for a second absorber, were there one, to enter meanwhile
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }
}

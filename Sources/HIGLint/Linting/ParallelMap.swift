#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: Sendable {
    /// `map` spread over up to `jobs` threads; the results keep the input's order.
    public func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        return parallelReduce(jobs: jobs, into: results, transform, inOrder: { $0.append($1) })
    }

    /// Each element transformed on up to `jobs` threads, and each result handed to `absorb` in
    /// the input's order, as soon as it and every result before it are done: by the thread that
    /// finished the last of them, while the others go on transforming, so that gathering the
    /// results is not left for one thread to do after all the work. `absorb` runs on one thread
    /// at a time; the result is the same whatever `jobs` is.
    ///
    /// Plain POSIX threads rather than Dispatch: Dispatch needs file descriptors for its workers
    /// and traps when it cannot have them (`ulimit -n 4`), where a thread that cannot start just
    /// leaves its share to the others.
    public func parallelReduce<Result: Sendable, Accumulator: Sendable>(
        jobs: Int, into initial: consuming Accumulator, _ transform: @Sendable (Element) -> Result,
        inOrder absorb: @Sendable (inout Accumulator, consuming Result) -> Void
    ) -> Accumulator {
        guard jobs > 1, count > 1 else {
            var accumulator = initial
            for element in self { absorb(&accumulator, transform(element)) }
            return accumulator
        }
        let initial = consume initial
        return withoutActuallyEscaping(absorb) { absorb in
            let results = OrderedResults<Result, Accumulator>(count: count, accumulator: initial, absorb: absorb)
            withoutActuallyEscaping(transform) { transform in
                let work = ThreadBody {
                    while let index = results.claim() {
                        results.finish(transform(self[index]), at: index)
                    }
                }
                var threads: [pthread_t] = []
                // The workers hold interrupts back (they inherit this thread's mask while it does), so
                // that SIGINT and SIGTERM reach the main thread, which holds them back while it renames
                // reports into place.
                var interrupts = TemporaryFiles.interrupts, previous = sigset_t()
                pthread_sigmask(SIG_BLOCK, &interrupts, &previous)
                for _ in 1..<Swift.min(jobs, count) {
                    if let thread = LargeStack.start(work) { threads.append(thread) }
                }
                pthread_sigmask(SIG_SETMASK, &previous, nil)
                work.run()
                for thread in threads { pthread_join(thread, nil) }
            }
            return results.finished()
        }
    }
}


/// Hands out indexes one at a time and absorbs the results in order. The lock guards the
/// counters; a result's slot is written by the thread that claimed its index and emptied by the
/// one absorbing it, never by two threads at once, and `accumulator` is only touched by the
/// thread absorbing (there is one at a time: `absorbing`).
private final class OrderedResults<Result: Sendable, Accumulator: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private let count: Int
    private let slots: UnsafeMutablePointer<Result>
    private let done: UnsafeMutablePointer<Bool>
    /// The next index to hand out, and the number of results absorbed.
    private var claimed = 0, absorbed = 0
    private var absorbing = false
    /// nil once `finished` has handed it over (moved, so that the caller's changes copy nothing).
    private var accumulator: Accumulator?
    private let absorb: (inout Accumulator, consuming Result) -> Void

    init(count: Int, accumulator: Accumulator, absorb: @escaping (inout Accumulator, consuming Result) -> Void) {
        self.count = count
        slots = .allocate(capacity: count)
        done = .allocate(capacity: count)
        done.initialize(repeating: false, count: count)
        self.accumulator = accumulator
        self.absorb = absorb
    }

    deinit {
        // Every result was absorbed (moved out) before `finished`.
        slots.deallocate()
        done.deallocate()
    }

    func claim() -> Int? {
        lock.withLock {
            guard claimed < count else { return nil }
            defer { claimed += 1 }
            return claimed
        }
    }

    /// Keeps `result`; when it is the next to absorb and no thread is absorbing, this thread
    /// absorbs it and every result done after it, until it meets one not yet done.
    func finish(_ result: consuming Result, at index: Int) {
        (slots + index).initialize(to: result)
        let absorbs = lock.withLock {
            done[index] = true
            guard !absorbing, index == absorbed else { return false }
            absorbing = true
            return true
        }
        guard absorbs else { return }
        while let ready = nextReady() {
            for index in ready { absorb(&accumulator!, (slots + index).move()) }
        }
    }

    /// The results done and not yet absorbed, from the next to absorb up to the first not done,
    /// now this thread's to absorb; nil (and no thread absorbing) when the next is not done.
    private func nextReady() -> Range<Int>? {
        lock.withLock {
            var end = absorbed
            while end < count, done[end] { end += 1 }
            guard end > absorbed else {
                absorbing = false
                return nil
            }
            defer { absorbed = end }
            return absorbed..<end
        }
    }

    /// The accumulator, once every thread is done.
    func finished() -> Accumulator {
        lock.withLock {
            precondition(absorbed == count && !absorbing, "a result was not absorbed")
            return accumulator.take()!
        }
    }
}

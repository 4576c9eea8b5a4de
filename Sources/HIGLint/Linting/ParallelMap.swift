#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: Sendable {
    /// `map` spread over up to `jobs` threads; the results keep the input's order. Plain POSIX
    /// threads rather than Dispatch: Dispatch needs file descriptors for its workers and traps when
    /// it cannot have them (`ulimit -n 4`), where a thread that cannot start just leaves its share
    /// to the others.
    public func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let work = Work {
                while let index = slots.claim() {
                    slots.store(transform(self[index]), at: index)
                }
            }
            var threads: [pthread_t] = []
            // The workers hold interrupts back (they inherit this thread's mask while it does), so
            // that SIGINT and SIGTERM reach the main thread, which holds them back while it renames
            // reports into place.
            var interrupts = TemporaryFiles.interrupts, previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &interrupts, &previous)
            for _ in 1..<Swift.min(jobs, count) {
                let context = Unmanaged.passRetained(work).toOpaque()
                var thread = pthread_t()
                if pthread_create(&thread, nil, { context in
                    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, context) == 0 {
                    threads.append(thread)
                } else {
                    Unmanaged<Work>.fromOpaque(context).release()
                }
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            work.body()
            for thread in threads { pthread_join(thread, nil) }
        }
        return slots.results()
    }
}

/// The loop each thread runs.
private final class Work: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// Hands out indexes one at a time and collects results by index, under a lock.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private let lock = Lock()
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
        lock.withLock { values.compactMap { $0 } }
    }
}

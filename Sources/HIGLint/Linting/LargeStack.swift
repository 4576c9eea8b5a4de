#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The stack every thread that walks syntax runs on. swift-syntax's parser and visitors recurse
/// once per level of a tree, and a file within every size limit can still be deep (a chain of
/// thousands of `else if`, which the parser reads by recursion, before hig-lint can measure the
/// tree): the 8 MiB a main thread gets would overflow and kill the process. The stack is only
/// reserved; what a thread does not use costs no memory.
public enum LargeStack {
    public static let size = 1 << 30

    /// Attributes for a thread with the large stack.
    static func attributes() -> pthread_attr_t {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, size)
        return attributes
    }

    /// Starts `body` on a new thread with the large stack; nil when no such thread could be made
    /// (then nothing runs).
    static func start(_ body: ThreadBody) -> pthread_t? {
        var attributes = attributes()
        defer { pthread_attr_destroy(&attributes) }
        let context = Unmanaged.passRetained(body).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, { context in
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    /// Runs `body` on a thread with the large stack and waits for it; on the calling thread when
    /// no thread can be started (a process at its thread limit still does its work).
    public static func run(_ body: @escaping @Sendable () -> Void) {
        guard let thread = start(ThreadBody(body)) else { return body() }
        pthread_join(thread, nil)
    }
}

/// A closure handed to another thread: the caller vouches that what it captures is safe there.
final class ThreadBody: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where reports and baselines go, written so that a hostile checkout or a broken machine cannot
/// turn a write into damage: the one place hig-lint writes files.
///
/// - A path that is itself a device, FIFO or socket (`/dev/null`, a named pipe), and anything
///   under `/dev/` or `/proc/` (`/dev/stdout` on a pipe), is written through, never created or
///   replaced; a named pipe no process reads is an error, not a wait.
/// - Anything else is written to a temporary file beside it and renamed over it, so it is complete
///   or absent. A symbolic link is replaced by a regular file and its target is never touched (a
///   pull request could commit `out/report.sarif` as a link to a file outside the checkout); an
///   existing file keeps its permissions; missing parent directories are created.
public enum OutputFile {
    /// Why a write failed, worded for a one-line message: `is a directory`, `No space left on device`.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        var batch = Batch()
        try batch.stage(bytes, to: path)
        if let (_, error) = batch.commit().first { throw error }
    }

    /// The error of a file that changed after it was read, and so was not replaced.
    public static let changed = WriteError(description: "changed while hig-lint was fixing it; not written")

    /// Replaces the regular file `path`, which held `expected` when it was read, with `bytes`
    /// (`--fix`). It is read again first: a file that holds anything else by now (an editor's
    /// save, another `--fix`) is not written (`changed`). The new bytes are staged beside it and
    /// renamed over it, after checking that it is still the same file, of the same size and
    /// modification time; a file with other names (hard links), or another user's, is written
    /// in place instead, so that every name keeps it and its owner stays.
    public static func replace(_ path: String, holding expected: [UInt8], with bytes: [UInt8]) throws(WriteError) {
        let native = FileSystemPath.native(path)
        let descriptor = open(native, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteError.fromErrno() }
        defer { close(descriptor) }
        var read = stat()
        guard fstat(descriptor, &read) == 0 else { throw WriteError.fromErrno() }
        guard read.st_mode & S_IFMT == S_IFREG, try readAll(descriptor, upTo: expected.count + 1) == expected else { throw changed }
        if read.st_nlink > 1 || (geteuid() != 0 && read.st_uid != geteuid()) {
            return try rewrite(descriptor, with: bytes, restoring: expected)
        }
        let temporary = try temporaryCopy(of: bytes, beside: native)
        var now = stat()
        let same = lstat(native, &now) == 0 && now.st_dev == read.st_dev && now.st_ino == read.st_ino && now.st_size == read.st_size
            && now.st_mtim.tv_sec == read.st_mtim.tv_sec && now.st_mtim.tv_nsec == read.st_mtim.tv_nsec
        if let error = TemporaryFiles.holdingInterrupts({ same ? putInPlace(temporary, native) : changed }) {
            if !same { discard(temporary) }
            throw error
        }
    }

    /// The bytes of the open file, at most `limit` of them.
    private static func readAll(_ descriptor: Int32, upTo limit: Int) throws(WriteError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, limit - count, off_t(count)) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw WriteError.fromErrno() }
            if got == 0 { break }
            count += got
        }
        return Array(bytes[..<count])
    }

    /// Writes `bytes` over the open file from its start and cuts it to their length; when that
    /// fails part way (a full disk), puts `old` back as well as it can.
    private static func rewrite(_ descriptor: Int32, with bytes: [UInt8], restoring old: [UInt8]) throws(WriteError) {
        func overwrite(_ bytes: [UInt8]) throws(WriteError) {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { throw WriteError.fromErrno() }
            try writeAll(bytes, to: descriptor)
            guard ftruncate(descriptor, off_t(bytes.count)) == 0, fsync(descriptor) == 0 else { throw WriteError.fromErrno() }
        }
        do throws(WriteError) {
            try overwrite(bytes)
        } catch {
            try? overwrite(old)
            throw error
        }
    }

    /// Renames a staged file over `path`; on failure removes it. Nil, or why it failed.
    private static func putInPlace(_ temporary: [CChar], _ path: [CChar]) -> WriteError? {
        let failure = rename(temporary, path) == 0 ? nil : WriteError.fromErrno()
        if failure != nil { unlink(temporary) }
        TemporaryFiles.unregister(temporary)
        return failure
    }

    private static func discard(_ temporary: [CChar]) {
        unlink(temporary)
        TemporaryFiles.unregister(temporary)
    }

    /// Files written as one, so that an interrupted run leaves all of them old or all of them new:
    /// `stage` writes each to its temporary file (a device or FIFO is only remembered), and
    /// `commit` renames them all into place with SIGINT, SIGTERM and SIGHUP held back, then writes
    /// through the devices and FIFOs. An interrupt while staging removes the temporary files and
    /// leaves every file as it was; one during the commit waits until every rename is done.
    public struct Batch {
        private enum Entry {
            case staged(temporary: [CChar], path: [CChar])
            case through(bytes: [UInt8], path: [CChar], truncate: Bool, pipe: Bool)
        }
        private var entries: [Entry] = []

        public init() {}

        public mutating func stage(_ bytes: [UInt8], to path: String) throws(WriteError) {
            let native = FileSystemPath.native(path)
            let absolute = path.hasPrefix("/") ? path : OutputFile.currentDirectory() + "/" + path
            let special = absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/")
            // The path itself (lstat): a link in a checkout is replaced, whatever it leads to (a
            // FIFO that would hold the run for ever, a device); under /dev/ a link is the system's.
            var status = stat()
            let exists = (special ? stat(native, &status) : lstat(native, &status)) == 0
            let type = status.st_mode & S_IFMT
            if exists && type == S_IFDIR { throw WriteError(description: "is a directory") }
            if exists && (type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK || type == S_IFBLK) || special {
                entries.append(.through(bytes: bytes, path: native, truncate: exists && type == S_IFREG, pipe: exists && type == S_IFIFO))
            } else {
                entries.append(.staged(temporary: try OutputFile.temporaryCopy(of: bytes, beside: native), path: native))
            }
        }

        /// Puts every staged file in place, in the order staged; the failures, by that order.
        public mutating func commit() -> [(index: Int, error: WriteError)] {
            var failures: [(index: Int, error: WriteError)] = []
            TemporaryFiles.holdingInterrupts {
                for (index, entry) in entries.enumerated() {
                    guard case .staged(let temporary, let path) = entry else { continue }
                    if let error = OutputFile.putInPlace(temporary, path) { failures.append((index, error)) }
                }
            }
            for (index, entry) in entries.enumerated() {
                guard case .through(let bytes, let path, let truncate, let pipe) = entry else { continue }
                do throws(WriteError) { try OutputFile.writeThrough(bytes, to: path, truncate: truncate, pipe: pipe) } catch { failures.append((index, error)) }
            }
            entries = []
            return failures.sorted { $0.index < $1.index }
        }
    }

    /// Two of `paths` that name one regular file (by name, or by link to the same file), which
    /// would overwrite each other; devices and FIFOs may be named more than once.
    public static func firstClash(among paths: [String]) -> (String, String)? {
        var seen: [String: String] = [:]
        for path in paths {
            var status = stat()
            let exists = stat(FileSystemPath.native(path), &status) == 0
            if exists && status.st_mode & S_IFMT != S_IFREG { continue }
            let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
            let key = exists ? "\(status.st_dev):\(status.st_ino)" : reportPath(absolute, root: "/", workingDirectory: "/")
            if let earlier = seen[key] { return (earlier, path) }
            seen[key] = path
        }
        return nil
    }

    /// The first of `outputs` that is one of `inputs` (the same file: device and inode, as the
    /// names themselves are, links not followed), which writing it would replace; nil when none is.
    public static func firstInput(among outputs: [String], inputs: [String]) -> (output: String, input: String)? {
        func key(_ path: String) -> String? {
            var status = stat()
            guard lstat(FileSystemPath.native(path), &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            return "\(status.st_dev):\(status.st_ino)"
        }
        var written: [String: String] = [:]
        for output in outputs { if let key = key(output), written[key] == nil { written[key] = output } }
        guard !written.isEmpty else { return nil }
        for input in inputs { if let key = key(input), let output = written[key] { return (output, input) } }
        return nil
    }

    /// Writes to standard output; a closed or broken standard output is an error, not a trap.
    public static func writeStandardOutput(_ bytes: [UInt8]) throws(WriteError) {
        try writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes to standard error, ignoring failure: there is nowhere left to report it.
    public static func writeStandardError(_ bytes: [UInt8]) {
        try? writeAll(bytes, to: STDERR_FILENO)
    }

    /// Writes to a device, FIFO or socket as it is. A named pipe is opened without waiting for a
    /// reader (which would wait for ever when none comes): one that has none within a second is
    /// an error.
    private static func writeThrough(_ bytes: [UInt8], to path: [CChar], truncate: Bool, pipe: Bool) throws(WriteError) {
        var descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncate ? O_TRUNC : 0) | (pipe ? O_NONBLOCK : 0))
        for _ in 0..<20 where descriptor < 0 && pipe && errno == ENXIO {
            usleep(50_000)
            descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        }
        guard descriptor >= 0 else {
            throw pipe && errno == ENXIO ? WriteError(description: "no process is reading the named pipe") : WriteError.fromErrno()
        }
        defer { close(descriptor) }
        if pipe { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        try writeAll(bytes, to: descriptor)
    }

    /// A complete copy of `bytes` in a new hidden temporary file beside `path`, with the
    /// permissions (and, as root, the owner) of the regular file `path` names, if any; registered
    /// for removal on an interrupt until it is renamed.
    private static func temporaryCopy(of bytes: [UInt8], beside path: [CChar]) throws(WriteError) -> [CChar] {
        let (directory, name) = split(path)
        try createDirectories(directory)
        var existing = stat()
        let keeps = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        var template = directory.dropLast() + Array("/.".utf8CString.dropLast()) + name + Array(".hig-lint-XXXXXX".utf8CString)
        // Held back, an interrupt cannot fall between the file's creation and its registration.
        let descriptor = TemporaryFiles.holdingInterrupts { () -> Int32 in
            let descriptor = mkstemp(&template)
            if descriptor >= 0 { TemporaryFiles.register(template) }
            return descriptor
        }
        guard descriptor >= 0 else { throw WriteError.fromErrno() }
        do throws(WriteError) {
            let mode = keeps ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
            if keeps && geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            guard fchmod(descriptor, mode) == 0 else { throw WriteError.fromErrno() }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw WriteError.fromErrno() }
            guard close(descriptor) == 0 else { throw WriteError.fromErrno() }
        } catch {
            close(descriptor)
            discard(template)
            throw error
        }
        return template
    }

    /// Creates `directory` and any missing parents, like `mkdir -p`.
    private static func createDirectories(_ directory: [CChar]) throws(WriteError) {
        var status = stat()
        if stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw WriteError(description: "a parent of it is not a directory") }
            return
        }
        guard errno == ENOENT else { throw WriteError.fromErrno() }
        let (parent, _) = split(directory)
        if parent != directory { try createDirectories(parent) }
        guard mkdir(directory, 0o777) == 0 || errno == EEXIST else { throw WriteError.fromErrno() }
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(WriteError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {  // a non-blocking descriptor inherited from the caller
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw WriteError.fromErrno()
            }
            written += count
        }
    }

    /// The directory part (without a trailing NUL) and the last component of a NUL-terminated path.
    private static func split(_ path: [CChar]) -> (directory: [CChar], name: [CChar]) {
        var bytes = Array(path.dropLast())
        while bytes.count > 1 && bytes.last == CChar(UInt8(ascii: "/")) { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: CChar(UInt8(ascii: "/"))) else { return (Array(".".utf8CString), bytes) }
        let directory = slash == 0 ? [CChar(UInt8(ascii: "/"))] : Array(bytes[..<slash])
        return (directory + [0], Array(bytes[(slash + 1)...]))
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "" }
        return FileSystemPath.string(fromNative: buffer)
    }
}

/// write(2), out of reach of `OutputFile.write`'s name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension OutputFile.WriteError {
    static func fromErrno() -> Self { Self(description: String(cString: strerror(errno))) }
}

/// Temporary files being written, removed if the run is interrupted (SIGINT, SIGTERM, SIGHUP), so
/// that an interrupted run leaves no partial hidden file beside a report.
public enum TemporaryFiles {
    nonisolated(unsafe) private static var paths: [[CChar]] = []
    private static let lock = Lock()

    /// The signals that interrupt a run.
    public static var interrupts: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, number) }
        return set
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back on this thread; one that arrives
    /// meanwhile is handled when `body` returns. Only the thread that runs the command takes them:
    /// the main thread and the threads `parallelMap` starts hold them back for good.
    static func holdingInterrupts<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        var held = interrupts, previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    static func register(_ path: [CChar]) { lock.withLock { paths.append(path) } }
    static func unregister(_ path: [CChar]) { lock.withLock { paths.removeAll { $0 == path } } }

    /// On SIGINT, SIGTERM or SIGHUP: remove the temporary files, then die of the same signal.
    public static func removeOnInterrupt() {
        for interrupt in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(interrupt) { number in
                // No lock: the interrupted thread may hold it. Unlinking is async-signal-safe.
                for path in TemporaryFiles.paths { unlink(path) }
                _ = signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}

/// A mutex for the few globals the command line shares with signal handling.
final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    init() { pthread_mutex_init(&mutex, nil) }
    func withLock<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return body()
    }
}

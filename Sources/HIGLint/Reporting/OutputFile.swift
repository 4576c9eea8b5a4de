#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where reports and baselines go, written so that a hostile checkout or a broken machine cannot
/// turn a write into damage: the one place hig-lint writes files.
///
/// - A character device, FIFO or socket (`/dev/null`, `/dev/stdout` on a pipe, a named pipe) and
///   anything under `/dev/` or `/proc/` is written through, never created or replaced.
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
        let native = FileSystemPath.native(path)
        var status = stat()
        let exists = stat(native, &status) == 0
        let type = status.st_mode & S_IFMT
        if exists && type == S_IFDIR { throw WriteError(description: "is a directory") }
        let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        let special = absolute.hasPrefix("/dev/") || absolute.hasPrefix("/proc/")
        if exists && (type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK || type == S_IFBLK) || special {
            try writeThrough(bytes, to: native, truncate: exists && type == S_IFREG)
            return
        }
        try replace(native, with: bytes)
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

    /// Writes to standard output; a closed or broken standard output is an error, not a trap.
    public static func writeStandardOutput(_ bytes: [UInt8]) throws(WriteError) {
        try writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes to standard error, ignoring failure: there is nowhere left to report it.
    public static func writeStandardError(_ bytes: [UInt8]) {
        try? writeAll(bytes, to: STDERR_FILENO)
    }

    private static func writeThrough(_ bytes: [UInt8], to path: [CChar], truncate: Bool) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncate ? O_TRUNC : 0))
        guard descriptor >= 0 else { throw WriteError.fromErrno() }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor)
    }

    private static func replace(_ path: [CChar], with bytes: [UInt8]) throws(WriteError) {
        let (directory, name) = split(path)
        try createDirectories(directory)
        var existing = stat()
        let keeps = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        var template = directory.dropLast() + Array("/.".utf8CString.dropLast()) + name + Array(".hig-lint-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw WriteError.fromErrno() }
        TemporaryFiles.register(template)
        defer { TemporaryFiles.unregister(template) }
        do throws(WriteError) {
            let mode = keeps ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
            if keeps && geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            guard fchmod(descriptor, mode) == 0 else { throw WriteError.fromErrno() }
            try writeAll(bytes, to: descriptor)
            guard fsync(descriptor) == 0 else { throw WriteError.fromErrno() }
            guard close(descriptor) == 0 else { throw WriteError.fromErrno() }
        } catch {
            close(descriptor)
            unlink(template)
            throw error
        }
        guard rename(template, path) == 0 else {
            let error = WriteError.fromErrno()
            unlink(template)
            throw error
        }
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

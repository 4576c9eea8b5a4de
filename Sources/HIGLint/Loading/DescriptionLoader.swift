#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads description files into the model: path → bytes → positioned tree → shared decoding → model.
public enum DescriptionLoader {
    /// The largest file read by default: far above any real description, far below what would
    /// exhaust memory. `--max-file-size` changes it.
    public static let defaultMaximumFileSize = 256 << 20

    /// The deepest nesting of objects, arrays or elements read by default: real descriptions nest
    /// a few dozen levels at most. `--max-depth` lowers it; XML cannot go above libxml2's 256.
    public static let defaultMaximumDepth = 256

    /// A size given in MiB (`--max-file-size`, `max-file-size:`) in bytes; a number too large to
    /// multiply means no practical limit rather than an overflow.
    public static func bytes(mebibytes: Int) -> Int {
        let (bytes, overflow) = mebibytes.multipliedReportingOverflow(by: 1 << 20)
        return overflow ? Int.max - 1 : bytes
    }

    /// Reads and decodes the file at `path`. Every problem is returned, positioned; nothing is written.
    public static func load(contentsOf path: String, maximumFileSize: Int = defaultMaximumFileSize,
                            maximumDepth: Int = defaultMaximumDepth) -> Result<Description, LoadFailure> {
        do throws(LoadError) {
            return load(bytes: try readFile(path, maximumSize: maximumFileSize), path: path, maximumDepth: maximumDepth)
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }

    /// Decodes a description held in memory; `path` names it in positions and messages.
    public static func load(bytes: [UInt8], path: String, syntax: DocumentSyntax? = nil,
                            maximumDepth: Int = defaultMaximumDepth) -> Result<Description, LoadFailure> {
        decode(bytes: bytes, path: path, syntax: syntax, shape: Description.shape, xmlRoot: Description.xmlRootElement,
               maximumDepth: maximumDepth)
            .map { object, suppressions in
                var description = Description(object)
                description.suppressions = suppressions
                description.document = object
                return description
            }
    }

    /// Parses and decodes any document against a shape; shared by descriptions and rule files.
    static func decode(bytes: [UInt8], path: String, syntax: DocumentSyntax?, shape: Shape, xmlRoot: String,
                       maximumDepth: Int = defaultMaximumDepth) -> Result<(DecodedObject, [Suppression]), LoadFailure> {
        let text = SourceText(path: path, bytes: bytes)
        do throws(LoadError) {
            let resolved: DocumentSyntax
            if let syntax { resolved = syntax } else { resolved = try detectSyntax(text) }
            switch resolved {
            case .json:
                // The nodes do not keep the store: it is kept here until decoding is done.
                let store = try JSONReader.store(text, maximumDepth: maximumDepth)
                try refuseForeignDocument(store, shape: shape)
                return withExtendedLifetime(store) {
                    decode(store.root, syntax: .json, shape: shape, suppressions: [])
                }
            case .xml:
                let document = try XMLReader.read(text, expectedRoot: xmlRoot, maximumDepth: maximumDepth)
                return withExtendedLifetime(document.source) {
                    decode(document.root, syntax: .xml, shape: shape, suppressions: document.suppressions)
                }
            }
        } catch {
            return .failure(LoadFailure(errors: [error]))
        }
    }

    /// Decodes a front end's root node; `suppressions` are those the front end found outside it (XML comments).
    private static func decode<Node: DecodingNode>(_ root: Node, syntax: DocumentSyntax, shape: Shape,
                                                   suppressions: [Suppression]) -> Result<(DecodedObject, [Suppression]), LoadFailure> {
        var decoder = ShapeDecoder(syntax: syntax)
        let object = decoder.decodeObject(root, as: shape)
        if let object, decoder.errors.isEmpty { return .success((object, suppressions + decoder.suppressions)) }
        return .failure(LoadFailure(errors: decoder.errors.sorted { $0.position < $1.position }))
    }

    /// A JSON object none of whose keys the shape knows is some other file (a package.json, a
    /// settings file): one clear error says so instead of an unknown-key error for every key.
    static func refuseForeignDocument(_ store: JSONStore, shape: Shape) throws(LoadError) {
        guard let keys = store.rootKeys, !keys.isEmpty, !keys.contains(where: { shape.field(named: $0) != nil }) else { return }
        let expected = shape.fields.filter { !$0.jsonOnly }.map(\.name).joined(separator: ", ")
        let anchor = withExtendedLifetime(store) { store.root.anchor }
        throw LoadError(at: anchor, "not a hig-lint \(shape.name): none of its keys is one of \(expected)")
    }

    /// The syntax a file is written in: by its extension, else by its first significant character.
    static func detectSyntax(_ text: SourceText) throws(LoadError) -> DocumentSyntax {
        if FileSystemPath.hasSuffix(text.path, anyOf: [".json"]) { return .json }
        if FileSystemPath.hasSuffix(text.path, anyOf: [".xml"]) { return .xml }
        let first = text.bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }.first
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        case UInt8(ascii: "<"): return .xml
        case nil: throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1), message: "the file is empty; expected a description")
        default:
            throw LoadError(file: text.path, position: SourcePosition(line: 1, column: 1),
                            message: "not a JSON or XML description; name description files *.hig.json or *.hig.xml")
        }
    }

    /// Reads a regular file without following it into a device or FIFO, which could block forever.
    /// A file whose loading needs more memory than the process may still allocate (`ulimit -v`,
    /// as `memoryNeeded` estimates it from the file's size) is an error before anything is allocated.
    public static func readFile(_ path: String, maximumSize: Int = defaultMaximumFileSize,
                                memoryNeeded: (Int) -> Int = { $0 }) throws(LoadError) -> [UInt8] {
        func failure(_ message: String) -> LoadError {
            LoadError(file: path, position: SourcePosition(line: 1, column: 1), message: message)
        }
        let descriptor = open(FileSystemPath.native(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure("cannot read the file: \(String(cString: strerror(errno)))") }
        if status.st_mode & S_IFMT == S_IFDIR { throw failure("is a directory; name a description file, or pass the directory to search it") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file (a FIFO, socket or device); hig-lint reads only regular files") }
        if Int(status.st_size) > maximumSize {
            throw failure("the file is \(megabytes(Int(status.st_size))) MiB, over the \(megabytes(maximumSize)) MiB limit (--max-file-size)")
        }
        let needed = memoryNeeded(Int(status.st_size))
        if let available = MemoryLimit.available(), needed > available {
            throw tooLargeForMemory(path: path, size: Int(status.st_size), needed: needed, available: available)
        }
        return try readAll(descriptor, expected: Int(status.st_size), maximumSize: maximumSize, failure: failure)
    }

    /// The error for a file of `size` bytes whose loading needs `needed` bytes of memory, more than the `available` ones.
    static func tooLargeForMemory(path: String, size: Int, needed: Int, available: Int) -> LoadError {
        LoadError(file: path, position: SourcePosition(line: 1, column: 1),
                  message: "the file is too large for the memory hig-lint may use: \(megabytes(size)) MiB needs about \(megabytes(needed)) MiB to check, and only \(megabytes(available)) MiB are left under the address-space limit (ulimit -v)")
    }

    /// Reads standard input to its end, refusing more than `maximumSize` bytes, like a file.
    public static func readStandardInput(maximumSize: Int = defaultMaximumFileSize, name: String) throws(LoadError) -> [UInt8] {
        try readAll(STDIN_FILENO, expected: 0, maximumSize: maximumSize) {
            LoadError(file: name, position: SourcePosition(line: 1, column: 1), message: $0)
        }
    }

    private static func readAll(_ descriptor: Int32, expected: Int, maximumSize: Int,
                                failure: (String) -> LoadError) throws(LoadError) -> [UInt8] {
        // One byte more than the file holds, so that the read that finds its end needs no bigger buffer.
        var bytes = [UInt8](repeating: 0, count: expected + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(max(4096, bytes.count), maximumSize + 1))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw failure("cannot read the file: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            filled += count
            if filled > maximumSize {  // the file grew while it was read, or standard input is too long
                throw failure("the input is over the \(megabytes(maximumSize)) MiB limit (--max-file-size)")
            }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

/// The address-space limit (`ulimit -v`, RLIMIT_AS): allocating past it fails, and Swift traps on
/// a failed allocation, so a file whose loading would need more is refused before it is read.
enum MemoryLimit {
    /// The bytes the process may still map, less a reserve for the run's other allocations (the
    /// reports, the other threads); nil when there is no limit.
    static func available() -> Int? {
        var limit = rlimit()
        guard getrlimit(resourceAddressSpace, &limit) == 0, limit.rlim_cur < UInt64(Int.max) else { return nil }  // RLIM_INFINITY is above
        return max(0, Int(limit.rlim_cur) - mapped() - reserve)
    }

    static let reserve = 64 << 20

    /// The process's mapped size now (VmSize), from /proc/self/statm; 0 where there is none.
    private static func mapped() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return 0 }
        let pages = buffer[..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

#if canImport(Glibc)
private let resourceAddressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
#else
private let resourceAddressSpace = RLIMIT_AS
#endif

private func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes >> 20) * 10 + ((bytes & ((1 << 20) - 1)) * 10 + (1 << 20) / 2) >> 20  // no overflow near Int.max
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
}

/// Every reason one input could not be loaded, in order of position.
public struct LoadFailure: Error, Sendable {
    public var errors: [LoadError]

    public init(errors: [LoadError]) {
        self.errors = errors
    }
}

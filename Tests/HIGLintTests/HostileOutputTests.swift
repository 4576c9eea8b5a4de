import Foundation
import Testing
@testable import HIGLint

#if canImport(Glibc)
import Glibc
#endif

/// Where reports go when the checkout or the machine is hostile or broken: devices and FIFOs are
/// written through and never replaced, links are replaced and their targets never touched, and
/// every write failure is one line on standard error and exit status 2, never a trap.
@Suite(.serialized) struct HostileOutputTests {
    let cli = CommandLineTests(bounds: .hostile)
    static let goodFile = #"{"window": {"title": "A Rather Long Window Title"}}"#
    static let goodLine = "good.hig.json:1:22: warning: window title \"A Rather Long Window Title\" has 26 characters; keep it under 15 [title-length]\n"

    /// A temporary directory holding one description with one finding.
    func directoryWithGoodFile() throws -> URL {
        let directory = try cli.temporaryDirectory()
        try Self.goodFile.write(to: directory.appendingPathComponent("good.hig.json"), atomically: true, encoding: .utf8)
        return directory
    }

    func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    @Test func devicesAreWrittenThroughNeverReplaced() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Devices of our own, in the temporary directory: a null device and a full one.
        let null = directory.appendingPathComponent("null").path, full = directory.appendingPathComponent("full").path
        guard mknod(null, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, mknod(full, S_IFCHR | 0o666, dev_t((1 << 8) | 7)) == 0 else {
            print("note: skipping the device cases: mknod needs CAP_MKNOD (\(String(cString: strerror(errno))))")
            return
        }
        let toNull = try cli.run(["--quiet", "--report", "sarif=\(null)", "--report", "text", "good.hig.json"], in: directory)
        #expect(toNull.status == 0 && toNull.stderr == "" && toNull.stdout == Self.goodLine, "\(toNull)")
        let output = try cli.run(["--quiet", "--format", "json", "--output", null, "good.hig.json"], in: directory)
        #expect(output.status == 0 && output.stderr == "", "\(output)")
        #expect(fileType(null) == S_IFCHR)

        // A full disk: one line, exit 2, the device still a device, and the other report still written.
        let toFull = try cli.run(["--quiet", "--report", "sarif=\(full)", "--report", "json=r.json", "good.hig.json"], in: directory)
        #expect(toFull.status == 2, "\(toFull)")
        #expect(toFull.stderr == "hig-lint: error: cannot write the sarif report to \(full): No space left on device\n")
        #expect(fileType(full) == S_IFCHR)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.json").path))
        let baseline = try cli.run(["--quiet", "--write-baseline", full, "good.hig.json"], in: directory)
        #expect(baseline.status == 2 && baseline.stderr.hasPrefix("hig-lint: error: cannot write the baseline \(full): No space left on device\n"), "\(baseline)")
    }

    @Test func namedPipesAreWrittenThrough() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try shell(#"mkfifo pipe && { cat pipe > got & } && "$HIG_LINT" --quiet --report json=pipe good.hig.json; echo "status $?"; wait; test -p pipe && echo "still a pipe""#,
                            in: directory)
        #expect(run.stdout == "status 0\nstill a pipe\n", "\(run)")
        let got = try String(contentsOf: directory.appendingPathComponent("got"), encoding: .utf8)
        #expect(got.contains(#""ruleId" : "title-length""#))
    }

    /// A report path that is a link to a FIFO (a checkout can commit one) is replaced like any
    /// link: the run neither waits for ever nor writes into the pipe. A FIFO named outright
    /// with no reader is an error, not a wait.
    @Test func aLinkToANamedPipeIsReplacedAndAPipeWithoutReaderIsAnError() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try shell(#"""
            mkfifo fifo lonely && mkdir out && ln -s ../fifo out/report.sarif
            timeout 20 "$HIG_LINT" --quiet --report sarif=out/report.sarif good.hig.json; echo "link $?"
            test -p fifo && test -f out/report.sarif && test ! -L out/report.sarif && echo "the link is a file, the FIFO a FIFO"
            timeout 20 "$HIG_LINT" --quiet --report json=lonely good.hig.json; echo "no reader $?"
            """#, in: directory)
        #expect(run.stdout == "link 0\nthe link is a file, the FIFO a FIFO\nno reader 2\n", "\(run)")
        #expect(run.stderr == "hig-lint: error: cannot write the json report to lonely: no process is reading the named pipe\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("out/report.sarif"), encoding: .utf8).contains(#""version" : "2.1.0""#))
    }

    @Test func aSymbolicLinkIsReplacedAndItsTargetNeverTouched() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outside = directory.appendingPathComponent("outside.txt")
        try "precious\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        // What a pull request can commit: a report path that is a link out of the checkout, and a dangling one.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("out/report.sarif").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("out/dangling.json").path, withDestinationPath: "../nowhere/x.json")
        let run = try cli.run(["--quiet", "--report", "sarif=out/report.sarif", "--report", "json=out/dangling.json", "good.hig.json"], in: directory)
        #expect(run.status == 0 && run.stderr == "", "\(run)")
        #expect(try String(contentsOf: outside, encoding: .utf8) == "precious\n")
        #expect(fileType(directory.appendingPathComponent("out/report.sarif").path) == S_IFREG)
        #expect(fileType(directory.appendingPathComponent("out/dangling.json").path) == S_IFREG)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("nowhere").path))
        #expect(try String(contentsOf: directory.appendingPathComponent("out/report.sarif"), encoding: .utf8).contains(#""version" : "2.1.0""#))
    }

    @Test func parentsAreCreatedAndAnExistingReportKeepsItsPermissions() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let kept = directory.appendingPathComponent("kept.sarif").path
        try "old".write(toFile: kept, atomically: false, encoding: .utf8)
        chmod(kept, 0o640)
        let run = try cli.run(["--quiet", "--report", "sarif=a/b/c/r.sarif", "--report", "sarif=kept.sarif", "--write-baseline", "d/e/baseline.json",
                               "good.hig.json"], in: directory)
        #expect(run.status == 0 && run.stderr == "", "\(run)")
        for made in ["a/b/c/r.sarif", "d/e/baseline.json"] {
            #expect(fileType(directory.appendingPathComponent(made).path) == S_IFREG, "\(made)")
        }
        var status = stat()
        #expect(stat(kept, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""version" : "2.1.0""#))
        // Nothing else is left in the folders: no temporary files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a", "d", "good.hig.json", "kept.sarif"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a/b/c").path) == ["r.sarif"])
    }

    @Test func aReadOnlyDirectoryIsAOneLineError() throws {
        let directory = try directoryWithGoodFile()
        defer { chmod(directory.path, 0o755); try? FileManager.default.removeItem(at: directory) }
        chmod(directory.appendingPathComponent("good.hig.json").path, 0o644)
        chmod(directory.path, 0o555)
        // Root writes anywhere: run as nobody then, as a CI job without root would.
        var prefix = ""
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                print("note: skipping the read-only directory case: running as root without setpriv")
                return
            }
            prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups "
        }
        let run = try shell(prefix + #""$HIG_LINT" --quiet --report sarif=r.sarif --report sarif=sub/r.sarif good.hig.json"#, in: directory)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr == """
            hig-lint: error: cannot write the sarif report to r.sarif: Permission denied
            hig-lint: error: cannot write the sarif report to sub/r.sarif: Permission denied

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["good.hig.json"])
    }

    @Test func aClosedStandardOutputIsAOneLineError() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        let closed = try shell(#""$HIG_LINT" --quiet good.hig.json >&-"#, in: directory)
        #expect(closed.status == 2, "\(closed)")
        #expect(closed.stderr == "hig-lint: error: cannot write the text report to standard output: Bad file descriptor\n")
        // With standard output closed, a report file must not take its place.
        let report = try shell(#""$HIG_LINT" --quiet --report json=r.json --report text good.hig.json >&-; echo "status $?" >&2"#, in: directory)
        #expect(report.stderr == "hig-lint: error: cannot write the text report to standard output: Bad file descriptor\nstatus 2\n", "\(report)")
        #expect(try String(contentsOf: directory.appendingPathComponent("r.json"), encoding: .utf8).hasPrefix("{"))
        let rules = try shell(#""$HIG_LINT" rules >&-"#, in: directory)
        #expect(rules.status == 2 && rules.stderr == "hig-lint: error: cannot write to standard output: Bad file descriptor\n", "\(rules)")
    }

    @Test func aReaderThatGoesAwayIsAOneLineError() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Far more output than a pipe holds, so that hig-lint is still writing when head has gone.
        for index in 0..<2000 {
            try Self.goodFile.write(to: directory.appendingPathComponent("f\(index).hig.json"), atomically: false, encoding: .utf8)
        }
        let run = try shell(#""$HIG_LINT" --quiet . | head -1; echo "status ${PIPESTATUS[0]}" >&2"#, in: directory)
        #expect(run.stdout.hasPrefix("f0.hig.json:1:22: warning: "), "\(run)")
        #expect(run.stderr == "hig-lint: error: cannot write the text report to standard output: Broken pipe\nstatus 2\n", "\(run)")
    }

    @Test func anInterruptedWriteLeavesNoTemporaryFile() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        // strace holds the write at its fsync for three seconds: the temporary file exists, and SIGINT arrives then.
        let run = try shell(#"""
            # Traces go to a file of the test's own outside the directory, never to the machine's /dev/null.
            trace=$(mktemp); trap 'rm -f "$trace"' EXIT
            command -v strace >/dev/null && strace -f -o "$trace" true 2>/dev/null || { echo "no strace"; exit 0; }
            strace -f -o "$trace" -e inject=fsync:delay_enter=3000000 "$HIG_LINT" --quiet --report sarif=r.sarif good.hig.json & tracer=$!
            for i in $(seq 100); do ls -A | grep -q 'hig-lint-' && break; sleep 0.05; done
            echo "during: $(ls -A | grep -c 'hig-lint-')"
            kill -INT $(pgrep -P $tracer)
            wait $tracer; echo "status $?"
            echo "after: $(ls -A | grep -v good.hig.json | wc -l)"
            """#, in: directory)
        if run.stdout == "no strace\n" {
            print("note: skipping the interrupted write: strace is missing or cannot trace here")
            return
        }
        #expect(run.stdout == "during: 1\nstatus 130\nafter: 0\n", "\(run)")
    }

    /// Several reports are one write: an interrupt while they are written leaves all of them old, and
    /// one while they are being put in place leaves all of them new; never a mix, never a temporary file.
    @Test func anInterruptedRunLeavesAllReportsOldOrAllNew() throws {
        let directory = try directoryWithGoodFile()
        defer { try? FileManager.default.removeItem(at: directory) }
        // strace holds the run for three seconds at the exit of its first rename (one report in
        // place), then at its second fsync (one report written, a second being written); SIGTERM
        // and SIGINT arrive then.
        let run = try shell(#"""
            # Traces go to a file of the test's own outside the directory, never to the machine's /dev/null.
            trace=$(mktemp); trap 'rm -f "$trace"' EXIT
            command -v strace >/dev/null && strace -f -o "$trace" true 2>/dev/null || { echo "no strace"; exit 0; }
            interrupt() {  # SIGNAL STRACE-INJECTION READY-TEST
                for report in r.json r.sarif r.md; do echo old > $report; done
                strace -f -o "$trace" -e "inject=$2" "$HIG_LINT" --quiet --report json=r.json --report sarif=r.sarif --report markdown=r.md good.hig.json & tracer=$!
                for i in $(seq 200); do eval "$3" && break; sleep 0.05; done
                sleep 0.3
                kill -$1 $(pgrep -P $tracer)
                wait $tracer; echo "status $?"
                echo "old: $(grep -lx old r.json r.sarif r.md | wc -l), temporary: $(ls -A | grep -c hig-lint-)"
            }
            interrupt TERM rename,renameat,renameat2:delay_exit=3000000:when=1 '! grep -qx old r.json'
            interrupt INT fsync:delay_enter=3000000:when=2 'ls -A | grep -q hig-lint-'
            """#, in: directory)
        if run.stdout == "no strace\n" {
            print("note: skipping the interrupted run: strace is missing or cannot trace here")
            return
        }
        #expect(run.stdout == "status 143\nold: 0, temporary: 0\nstatus 130\nold: 3, temporary: 0\n", "\(run)")
    }

    /// Runs a bash script with `$HIG_LINT` set to the binary; a generous time-out keeps a hang
    /// (on code without the bounds) from stalling the suite.
    func shell(_ script: String, in directory: URL, timeout: Int = 120) throws -> CommandLineTests.Run {
        try cli.run(["-c", "exec timeout -s KILL \(timeout) bash -c " + shellQuoted(script)], in: directory,
                    environment: ["HIG_LINT": CommandLineTests.binary.path], executable: URL(fileURLWithPath: "/bin/bash"))
    }
}

func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}

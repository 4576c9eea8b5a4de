/// One report of a run (`--report FORMAT[=PATH]`): its format, and the file it goes to (nil:
/// standard output).
public struct ReportRequest: Sendable {
    public var format: ReportFormat
    public var path: String?

    public init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }
}

extension ReportContext {
    /// Renders every report before any is written, then stages those with a path and renames
    /// them into place together, so that an interrupted run leaves all reports old or all new,
    /// and then writes the one to standard output: `statistics` puts the counts per rule there
    /// instead, and a text report there is `colored`. A report that cannot be written does not
    /// stop the others; the result lists them with why.
    public func write(_ requests: [ReportRequest], colored: Bool, statistics: Bool) -> [(request: ReportRequest, error: OutputFile.WriteError)] {
        let rendered = requests.map { request in
            var rendering = self
            rendering.colored = request.path == nil && request.format == .text && colored
            if statistics && request.path == nil { return (request, Array(rendering.statistics().utf8)) }
            return (request, rendering.bytes(request.format))
        }
        var failed: [(request: ReportRequest, error: OutputFile.WriteError)] = []
        var batch = OutputFile.Batch()
        var staged: [ReportRequest] = []
        for (request, report) in rendered {
            guard let path = request.path else { continue }
            do throws(OutputFile.WriteError) {
                try batch.stage(report, to: path)
                staged.append(request)
            } catch { failed.append((request, error)) }
        }
        failed += batch.commit().map { (staged[$0.index], $0.error) }
        for (request, report) in rendered where request.path == nil {
            do throws(OutputFile.WriteError) { try OutputFile.writeStandardOutput(report) } catch { failed.append((request, error)) }
        }
        return failed
    }
}

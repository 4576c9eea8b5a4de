import FuzzSupport
import HIGLint

// Arbitrary bytes as the language server's input, through its message framing: read whole, then
// in chunks of 1 to 64 bytes (the first byte picks) with the input going quiet before each chunk.
// The frames must be the same both ways, no body longer than the limit, and every frame but the
// last must take some input (a frame made of nothing would repeat for ever: a hang). libFuzzer's
// -timeout and -rss_limit_mb catch the hangs and the memory that these checks do not.

/// The longest body the fuzzed reader reads: small, so that the inputs hold longer ones.
let limit = 512

func frames(_ input: [UInt8], chunk: Int, pausing: Bool) -> [MessageFraming.Frame] {
    var offset = 0, paused = false
    var framing = MessageFraming(maximumLength: limit) { timeout in
        if pausing && timeout != nil && !paused {
            paused = true
            return nil
        }
        paused = false
        let end = min(offset + chunk, input.count)
        defer { offset = end }
        return Array(input[offset..<end])
    }
    var frames: [MessageFraming.Frame] = []
    while frames.last != .end {
        let frame = framing.next(timeout: pausing ? 0 : nil)
        if frame == .quiet { continue }
        if case .message(let body) = frame { precondition(body.count <= limit, "a body of \(body.count) bytes, over the limit") }
        frames.append(frame)
        // Each frame but the end takes at least its empty line's four bytes.
        precondition(frames.count <= input.count / 4 + 1, "more frames than the input holds")
    }
    return frames
}

runFuzzer { data, size in
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let whole = frames(input, chunk: max(1, size), pausing: false)
    precondition(whole == frames(input, chunk: 1 + Int(input.first ?? 0) % 64, pausing: true), "the frames depend on how the input comes")
    return 0
}

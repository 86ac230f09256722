// The PNG strips' work queue: strips are compressed on the other cores while the caller
// draws the next band, and on the caller's core too whenever it has nothing else to do.
//
// A strip is a job that owns its input (rows of a pixel array it keeps alive). Jobs wait
// in order; up to one helper per other core (on Dispatch's global queue) takes jobs until
// none is left and then ends, and a new one starts when a job arrives and fewer are
// running. The caller runs a job itself when more than one job per helper waits (so bands
// drawn faster than they compress do not pile up in memory), and in `finish`, until none
// is left; then it waits for the jobs helpers are running, never for a helper that has
// not started: the matrix renders on every core and each render has a queue of its own,
// so every thread of Dispatch's pool may be a caller in `finish`, and a helper still
// waiting for a thread must not be waited for. (Running a job whenever one waits and every
// helper is busy kept less in memory but left the helper idle more: 0.9 ms slower cold for
// the reference widget, and no smaller peak.)
//
// A strip's bytes depend on its input alone, never on the thread that ran it or when,
// and each lands in its own slot: the file is the same however the work was shared.

import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

final class StripQueue: @unchecked Sendable {
    typealias Job = @Sendable () -> PNGStreamWriter.Strip

    /// Helpers at most: one per core besides the caller's.
    private let helperLimit: Int
    /// Guards everything below.
    private let lock = DispatchSemaphore(value: 1)
    /// Jobs in order; a taken job's entry is cleared, so its input is freed once it has run.
    private var waiting: [(index: Int, job: Job)?] = []
    /// The first job of `waiting` not yet taken.
    private var next = 0
    /// Helpers started (running, or waiting for a thread).
    private var helpers = 0
    /// Jobs taken and not yet stored.
    private var inFlight = 0
    /// `finish` waits for the jobs in flight.
    private var finishing = false
    private let allStored = DispatchSemaphore(value: 0)
    private var results: [PNGStreamWriter.Strip?] = []
    /// Starts a helper: Dispatch's global queue, or what a test gives.
    private let start: @Sendable (@escaping @Sendable () -> Void) -> Void

    /// A queue with up to `helpers` helpers (default: one per core besides the caller's),
    /// each started by `start` (default: on Dispatch's global queue).
    init(
        helpers: Int? = nil,
        start: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.global().async(execute: $0)
        }
    ) {
        helperLimit = max(0, helpers ?? Self.cores - 1)
        self.start = start
    }

    /// The processors online (at least 1).
    static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Queues strip `index`; runs waiting jobs on the caller's thread while too many wait.
    func add(_ index: Int, _ job: @escaping Job) {
        lock.wait()
        waiting.append((index, job))
        let startHelper = helpers < helperLimit
        if startHelper { helpers += 1 }
        // More than one job per helper waits: the caller runs one.
        let callerRuns = waiting.count - next > max(1, helperLimit)
        lock.signal()
        if startHelper {
            start { [self] in
                while let (index, job) = take(helper: true) { store(index, job()) }
            }
        }
        if callerRuns, let (index, job) = take(helper: false) { store(index, job()) }
    }

    /// Every strip, in order, once every job has run.
    func finish() -> [PNGStreamWriter.Strip?] {
        while let (index, job) = take(helper: false) { store(index, job()) }
        lock.wait()
        let wait = inFlight > 0
        finishing = wait
        lock.signal()
        if wait { allStored.wait() }
        lock.wait()
        defer { lock.signal() }
        return results
    }

    /// The next waiting job, or nil when none waits; a helper that finds none is counted
    /// out in the same step, so a job queued after it starts a helper of its own.
    private func take(helper: Bool) -> (Int, Job)? {
        lock.wait()
        defer { lock.signal() }
        guard next < waiting.count, let taken = waiting[next] else {
            if helper { helpers -= 1 }
            return nil
        }
        waiting[next] = nil
        next += 1
        inFlight += 1
        return taken
    }

    private func store(_ index: Int, _ strip: PNGStreamWriter.Strip) {
        lock.wait()
        defer { lock.signal() }
        if results.count <= index {
            results += [PNGStreamWriter.Strip?](repeating: nil, count: index + 1 - results.count)
        }
        results[index] = strip
        inFlight -= 1
        if inFlight == 0 && finishing {
            finishing = false
            allStored.signal()
        }
    }
}

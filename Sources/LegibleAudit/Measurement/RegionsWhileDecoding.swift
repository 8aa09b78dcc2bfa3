import LegibleImageIO
import LegiblePixels
import Synchronization

/// Measures a screen's regions while its image is decoded: each region as soon as the rows of
/// its box are, on the other workers, while the decoding thread goes on with the rows below
/// (it joins in once the last row is decoded). Regions are taken in the order their boxes end,
/// so the first workers wait least. Results are the same as measuring the finished raster.
final class RegionsWhileDecoding: RowReader, @unchecked Sendable {
    private let screen: Screen
    private let file: String
    private let options: AuditOptions
    private let follow: RegionFollowUp?
    private let gate = RowGate()
    private let next = Atomic<Int>(0)
    private let slots = Mutex<[RegionResult?]>([])
    /// Set by `begin`, before any worker starts; read-only after.
    private var regions: [Region] = []
    private var view: RasterView?
    private var measurer: RegionMeasurer?
    private var order: [(index: Int, lastRow: Int)] = []
    private var helpers: WorkerThreads?
    /// Every region's result in the screen's order, once the whole image was decoded.
    private(set) var results: [RegionResult]?

    /// - Parameters:
    ///   - file: what names the screen in messages about boxes outside the image.
    ///   - follow: run on each region's result by the worker that measured it.
    init(screen: Screen, options: AuditOptions, file: String, follow: RegionFollowUp? = nil) {
        self.screen = screen
        self.options = options
        self.file = file
        self.follow = follow
    }

    func begin(_ view: RasterView, format: ImageFormat) {
        self.view = view
        // The regions the auditor measures, in its order: those inside the image.
        regions = screen.partitionedByBounds(imageWidth: view.width, imageHeight: view.height, file: file).inside.regions
        slots.withLock { $0 = Array(repeating: nil, count: regions.count) }
        measurer = RegionMeasurer(options: options, mediaRects: screen.mediaBoxes, lossy: format == .jpeg)
        // A box's window never leaves `BeyondTheBox.reach` of the box (clipped to the image):
        // its last row is that rectangle's.
        let scale = screen.scale
        order = regions.indices.map { i in
            (i, BeyondTheBox.reach(of: regions[i].pixelBox(scale: scale), in: view.bounds).maxY)
        }.sorted { ($0.lastRow, $0.index) < ($1.lastRow, $1.index) }
        let workers = min(options.regionJobs, regions.count)
        helpers = WorkerThreads(count: workers - 1, stackSize: BatchScheduler.workerStackSize) { [self] in work() }
    }

    func decoded(rows: Int) {
        gate.open(rows: rows)
    }

    func end(complete: Bool) {
        if complete, let view {
            gate.open(rows: view.height)
            work()
        } else {
            gate.close()
        }
        helpers.take()?.join()
        if complete { results = slots.withLock { $0.map { $0! } } }
    }

    /// Takes the next region in order, waits for its rows and measures it, until none is left
    /// or decoding failed.
    private func work() {
        guard let view, let measurer else { return }
        while true {
            let k = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard k < order.count, gate.wait(forRows: order[k].lastRow) else { return }
            let i = order[k].index
            let result = measurer.measure(regions[i], scale: screen.scale, in: view)
            follow?(result, index: i)
            slots.withLock { $0[i] = result }
        }
    }
}

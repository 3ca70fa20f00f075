
/// Reads what a run cost and what it showed from its device: the requests by endpoint and bytes
/// from the request log; the time to first content, banners and snackbars from the timeline; and
/// the `RunTrace` that reports draw. Figures only a system knows (redundant downloads, revisions
/// behind) are added by the system.
enum RunMeasurement {
    static func metrics(of device: SimulatedDevice, firstAction: TimelineMark?) -> RunMetrics {
        var metrics = RunMetrics()
        // The log's records read where they lie (iterating copied each record, retaining its texts).
        device.network.log.records.withUnsafeBufferPointer { records in
            for index in records.indices { metrics.countRequests(to: records[index].endpoint) }
        }
        metrics.setFirst(Metric.requests, to: device.network.log.count)
        metrics.setFirst(Metric.bytesDownloaded, to: device.network.log.bytesReceived())
        let content = firstAction.flatMap { firstAction in
            device.timeline.firstMoment(after: firstAction, through: device.clock.now, where: { !$0.content.isBlank })
                .map { ($0 - firstAction.instant).milliseconds }
        }
        metrics.setFirst(Metric.timeToContent, to: content)
        // Each screen against the one before it, read in place (a screen copied is a dozen references).
        let entries = device.timeline.entries
        var banners = entries[0].screen.banners.count, snackbars = entries[0].screen.snackbar == nil ? 0 : 1
        for index in entries.indices.dropFirst() {
            banners += entries[index].screen.banners.count { !entries[index - 1].screen.banners.contains($0) }
            if let snackbar = entries[index].screen.snackbar, snackbar != entries[index - 1].screen.snackbar { snackbars += 1 }
        }
        metrics.setFirst(Metric.bannersShown, to: banners)
        metrics.setFirst(Metric.snackbarsShown, to: snackbars)
        return metrics
    }

    static func trace(of device: SimulatedDevice) -> RunTrace {
        let end = device.clock.now.millisecondsSinceStart
        let requests = device.network.log.map { record in
            RunTrace.Request(endpoint: record.endpoint, resource: record.resource,
                             startMs: record.start.millisecondsSinceStart, endMs: record.end?.millisecondsSinceStart,
                             bytes: record.bytesReceived, outcome: record.outcome?.description ?? "pending")
        }
        let lanes = TraceLane.lanes(of: device.timeline, endMs: end)
        return RunTrace(endMs: end, lanes: lanes, requests: requests)
    }
}

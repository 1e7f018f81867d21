import Foundation

func jsonLine(_ measurement: Measurement, ratio: Double?) -> String {
    let ratioText = ratio.map { format($0, digits: 2) } ?? "null"
    return
        #"{"workload": "\#(measurement.workload)", "variant": "\#(measurement.variant)", "n": \#(measurement.actions), "#
        + #""ns_per_action": \#(format(measurement.medianNanosecondsPerAction, digits: 2)), "#
        + #""min_ns_per_action": \#(format(measurement.minimumNanosecondsPerAction, digits: 2)), "ratio_to_raw": \#(ratioText)}"#
}

func tableLine(_ measurement: Measurement, ratio: Double?) -> String {
    let ratioText = ratio.map { format($0, digits: 2) + "×" } ?? "—"
    return [
        pad(measurement.workload, 18), pad(measurement.variant, 22),
        pad(format(measurement.medianNanosecondsPerAction, digits: 2) + " ns", 12, left: true),
        pad("min " + format(measurement.minimumNanosecondsPerAction, digits: 2), 12, left: true),
        pad(ratioText, 10, left: true),
    ].joined(separator: " ")
}

/// How flat each variant stays from depth 1,000 to 100,000: figures that combine two measurements.
func derivedFigures(_ results: [Measurement]) -> [String] {
    func median(_ workload: String, _ variant: String) -> Double? {
        results.first { $0.workload == workload && $0.variant == variant }?.medianNanosecondsPerAction
    }
    var lines: [String] = []
    for variant in ["raw", "reduce-inout", "reduce-pure", "store-send", "store-send-observed"] {
        if let deep = median("deep-stack-100000", variant), let shallow = median("deep-stack-1000", variant) {
            lines.append("flatness \(variant): depth 100,000 / depth 1,000 = \(format(deep / shallow, digits: 2))×")
        }
    }
    for variant in ["raw", "reduce-inout", "reduce-pure", "store-send"] {
        if let deep = median("nested-cycle-100000", variant), let shallow = median("nested-cycle-1000", variant) {
            lines.append(
                "flatness nested \(variant): inner depth 100,000 − 1,000 = \(format(deep - shallow, digits: 2)) ns")
        }
    }
    for measurement in results where measurement.workload.hasPrefix("fuzz") {
        lines.append(
            "\(measurement.workload): \(format(1e9 / measurement.medianNanosecondsPerAction / 1e6, digits: 2)) million actions/s"
        )
    }
    for measurement in results where measurement.workload.hasPrefix("explore") {
        let perSecond = 1e9 / measurement.medianNanosecondsPerAction
        var line =
            "\(measurement.workload) \(measurement.variant): \(format(perSecond / 1e6, digits: 3)) million transitions/s"
        if measurement.workload != "explore-catalogue", let catalogue = median("explore-catalogue", measurement.variant)
        {
            line +=
                ", \(format(measurement.medianNanosecondsPerAction / catalogue, digits: 1))× the catalogue's time per transition"
        }
        if measurement.variant != "explorer", let alone = median(measurement.workload, "explorer") {
            line += ", \(format(alone / measurement.medianNanosecondsPerAction, digits: 2))× as fast as one worker"
        }
        lines.append(line)
    }
    return lines
}

func format(_ value: Double, digits: Int) -> String {
    String(format: "%.\(digits)f", value)
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? padding + text : text + padding
}

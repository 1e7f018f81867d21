import Foundation

/// Compares text with a file kept in the repository, such as a graph export or a README
/// section, and re-records the file only when asked to.
///
/// Set the environment variable `RECORD_GOLDEN=1` to write the current text instead of
/// comparing; never happens silently otherwise.
package enum GoldenFile {
    /// Whether this run re-records golden files.
    package static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"
    }

    /// Checks that the file at `path` holds exactly `text`.
    ///
    /// - Throws: ``Mismatch`` with a line diff (`-` file, `+` text) when they differ, or when
    ///   the file does not exist yet (run once with `RECORD_GOLDEN=1`).
    package static func check(_ text: String, against path: String) throws {
        if isRecording {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let recorded = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Mismatch(path: path, diff: "no golden file yet: run the test once with RECORD_GOLDEN=1")
        }
        if let diff = LineDiff.text(expected: recorded, actual: text) {
            throw Mismatch(path: path, diff: diff)
        }
    }

    /// The text differs from the golden file.
    package struct Mismatch: Error, CustomStringConvertible {
        package let path: String
        package let diff: String

        package var description: String {
            "\(path) is out of date (- file, + now); re-record with RECORD_GOLDEN=1 if the change is intended:\n\(diff)"
        }
    }
}

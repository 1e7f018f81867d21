import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Why a ``TestStore`` assertion failed: what was expected, what happened, a line diff where
/// values differ, and the actions that led there — with the source location of the
/// assertion that failed.
///
/// A test store reports it through the handler it was given; the default,
/// ``record(_:)``, records it where the test wrote the failing step: under Swift Testing
/// with `Issue.record(_:sourceLocation:)`, under XCTest with `XCTFail(_:file:line:)`.
public struct TestStoreFailure: Error, CustomStringConvertible, Sendable {
    /// The failure text, without the source location.
    public let message: String
    /// Where the failing assertion is written.
    public let fileID: String
    public let filePath: StaticString
    public let line: UInt
    public let column: UInt

    public init(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.message = message
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The message followed by `(at File.swift:12)`.
    public var description: String {
        "\(message)\n(at \(fileID):\(line))"
    }

    /// Records `failure` with the test framework that is running, at the failure's own
    /// source location.
    /// Where neither framework can be imported, it is written to standard error.
    @MainActor
    public static func record(_ failure: TestStoreFailure) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: failure.message),
                    sourceLocation: SourceLocation(
                        fileID: failure.fileID, filePath: "\(failure.filePath)", line: Int(failure.line),
                        column: Int(failure.column)))
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(failure.message, file: failure.filePath, line: failure.line)
        #else
            FileHandle.standardError.write(Data("\(failure)\n".utf8))
        #endif
    }
}

/// Where a failing step is written in the test, passed down from each assertion's defaults.
struct TestLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

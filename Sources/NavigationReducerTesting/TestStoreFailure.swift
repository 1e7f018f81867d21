/// Why a ``TestStore`` assertion failed: what was expected, what happened, a line diff where
/// values differ, and the actions that led there.
///
/// TestStore methods throw it, so a failing step stops the test under Swift Testing
/// (`@Test func … throws`) and XCTest (`func test…() throws`) alike, with no dependency on
/// either. Its ``description`` ends with the caller's file and line; ``message`` is the text
/// without them.
public struct TestStoreFailure: Error, CustomStringConvertible, Sendable {
    /// The failure text, without the source location.
    public let message: String
    /// Where the failing assertion is written.
    public let fileID: String
    public let line: UInt

    public init(_ message: String, fileID: String, line: UInt) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    public var description: String {
        "\(message)\n(at \(fileID):\(line))"
    }
}

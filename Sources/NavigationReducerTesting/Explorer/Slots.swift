/// One value per concurrent run, or per thread: each writes only its own slot, and the slots
/// are read after every writer has ended.
@usableFromInline
final class Slots<Value>: @unchecked Sendable {
    @usableFromInline let buffer: UnsafeMutableBufferPointer<Value?>

    @inlinable init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    @inlinable deinit {
        buffer.deinitialize().deallocate()
    }

    @inlinable func set(_ value: Value, at index: Int) {
        buffer[index] = value
    }

    /// Calls `body` with the slot's value, or `empty` when it has none, to change in place.
    @inlinable func update<Result>(
        at index: Int, startingWith empty: () -> Value, _ body: (inout Value) -> Result
    ) -> Result {
        var value = buffer[index] ?? empty()
        buffer[index] = nil
        defer { buffer[index] = value }
        return body(&value)
    }

    @inlinable var values: [Value] { buffer.compactMap { $0 } }
}

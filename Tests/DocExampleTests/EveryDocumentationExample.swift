import Foundation
import Testing

/// One ```swift block of the public docs: where it is written and its lines.
struct DocumentedExample {
    /// The file, relative to the package root, and the line of the opening fence.
    var place: String
    var lines: [String]
}

/// Every ```swift block in the doc comments of the two library modules and in their DocC
/// articles must appear in a file of this target, where it compiles — and where a test may
/// run it — or in the TimersApp example, whose code the feature articles show. The README's block is checked the same way by `ReadmeExampleTests`.
@Suite struct EveryDocumentationExample {
    /// The folders whose `.swift` doc comments and `.md` articles are published.
    static let documentedModules = ["Sources/NavigationReducer", "Sources/NavigationReducerTesting"]

    /// The app-facing modules, whose examples are SwiftUI or UIKit code: each is compiled in the
    /// example app the Apple check builds.
    static let appFacingModules = [
        "Sources/NavigationReducerSwiftUI": ["Sources/Examples/ShowcaseSwiftUI", "Sources/Examples/ReaderSwiftUI"],
        "Sources/NavigationReducerUIKit": ["Sources/Examples/ShowcaseUIKit", "Sources/Examples/ReaderUIKit"],
    ]

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    @Test func everyExampleInTheDocsIsCompiledInThisTarget() throws {
        let root = Self.root
        let examples = try Self.documentedModules.flatMap { try Self.examples(under: $0) }
        // The examples' own code counts too: it is compiled in their targets.
        let compiled = try ["Tests/DocExampleTests", "Sources/Examples/TimersApp"]
            .flatMap { try Self.files(under: root.appendingPathComponent($0)) }
            .filter { $0.pathExtension == "swift" }
            .map { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n") }

        #expect(examples.count >= 20, "found only \(examples.count) examples: is the extraction broken?")
        for example in examples where !compiled.contains(where: { Self.contains($0, run: example.lines) }) {
            let first = example.lines.first ?? ""
            Issue.record("\(example.place): the example starting \"\(first)\" is not in Tests/DocExampleTests")
        }
    }

    @Test(arguments: appFacingModules.sorted { $0.key < $1.key })
    func everyExampleOfAnAppFacingModuleIsInTheExampleAppTheAppleCheckBuilds(module: String, apps: [String]) throws {
        let examples = try Self.examples(under: module)
        let app = apps.joined(separator: " or ")
        let compiled = try apps.flatMap { try Self.files(under: Self.root.appendingPathComponent($0)) }
            .filter { $0.pathExtension == "swift" }
            .map { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n") }
        #expect(examples.count >= 3, "found only \(examples.count) examples in \(module): is the extraction broken?")
        for example in examples where !compiled.contains(where: { Self.contains($0, run: example.lines) }) {
            Issue.record("\(example.place): the example starting \"\(example.lines.first ?? "")\" is not in \(app)")
        }
    }

    /// The ```swift blocks of the `.swift` doc comments and `.md` articles under `module`.
    static func examples(under module: String) throws -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        for file in try files(under: root.appendingPathComponent(module)) {
            let text = try String(contentsOf: file, encoding: .utf8)
            let place = String(file.path.dropFirst(root.path.count + 1))
            switch file.pathExtension {
            case "swift": examples += Self.examples(in: text, at: place, inDocComments: true)
            case "md": examples += Self.examples(in: text, at: place, inDocComments: false)
            default: break
            }
        }
        return examples
    }

    /// Every ```swift block of the README is in a compiled file: a test (built and run on
    /// Linux) or an example app (SwiftUI and UIKit code, compiled by the Apple check).
    @Test func everyReadmeBlockIsCompiledInATestOrAnExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = Self.examples(in: readme, at: "README.md", inDocComments: false)
        let compiled = try
            (Self.files(under: root.appendingPathComponent("Tests"))
            + Self.files(under: root.appendingPathComponent("Sources/Examples")))
            .filter { $0.pathExtension == "swift" }
            .map { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n") }
        #expect(blocks.count >= 6, "found only \(blocks.count) blocks: is the extraction broken?")
        // A manifest fragment needs a package of its own to compile; it is the only exception.
        let code = blocks.filter { $0.lines.first != "// Package.swift" }
        for block in code where !compiled.contains(where: { Self.contains($0, run: block.lines) }) {
            Issue.record("\(block.place): the block starting \"\(block.lines.first ?? "")\" is in no test or example")
        }
    }

    @Test func anIndentedCopyMatchesAndAChangedWordDoesNot() {
        let doc = """
            /// Pushes.
            ///
            /// ```swift
            /// var stack = ScreenStack(root: Screen.home)
            /// stack.push(.list)
            /// ```
            """
        let examples = Self.examples(in: doc, at: "Stack.swift", inDocComments: true)
        #expect(examples.map(\.place) == ["Stack.swift:3"])
        #expect(examples.map(\.lines) == [["var stack = ScreenStack(root: Screen.home)", "stack.push(.list)"]])
        let indented = ["func f() {", "    var stack = ScreenStack(root: Screen.home)", "    stack.push(.list)", "}"]
        #expect(Self.contains(indented, run: examples[0].lines))
        #expect(
            !Self.contains(indented.map { $0.replacingOccurrences(of: "list", with: "home") }, run: examples[0].lines))
    }

    /// The regular files under `folder`, in a stable order.
    static func files(under folder: URL) throws -> [URL] {
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }
    }

    /// The ```swift blocks of `text`: in `///` comments (each line without `///` and one
    /// space), or fenced in an article.
    static func examples(in text: String, at file: String, inDocComments: Bool) -> [DocumentedExample] {
        var examples: [DocumentedExample] = []
        var open: DocumentedExample?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            var content = line
            if inDocComments {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("///") else {
                    open = nil
                    continue
                }
                let comment = trimmed.dropFirst(3)
                content = String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
            }
            let fence = content.trimmingCharacters(in: .whitespaces)
            if var example = open {
                if fence == "```" {
                    examples.append(example)
                    open = nil
                } else {
                    example.lines.append(content)
                    open = example
                }
            } else if fence == "```swift" {
                open = DocumentedExample(place: "\(file):\(index + 1)", lines: [])
            }
        }
        return examples
    }

    /// Whether `lines` hold `run` as consecutive lines, each compared without its leading and
    /// trailing whitespace: an example may be indented inside a function.
    static func contains(_ lines: [String], run: [String]) -> Bool {
        let haystack = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let needle = run.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}

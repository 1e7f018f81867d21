import ShowcaseApp
import Testing

@Suite struct ShowcasePlaceholderTests {
    @Test func theModuleLinks() {
        #expect(String(describing: ShowcaseScreen.self) == "ShowcaseScreen")
    }
}

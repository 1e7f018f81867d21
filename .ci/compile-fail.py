#!/usr/bin/env python3
"""Compile-fail check: code the API must refuse to compile, each beside the fix that makes it
compile, so a failure is the rule's and not a broken snippet's. Type-checks against the
modules of the debug build (`swift build` first).

  python3 .ci/compile-fail.py
"""
import os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = os.path.join(ROOT, ".build", "debug", "Modules")

APP_CORE = """
import NavigationReducer

enum Screen: Hashable, Sendable { case home }
struct AppState: NavigableState { var navigation = NavigationState<Screen, Never>(root: .home) }
enum AppAction: Sendable { case tapped }

@MainActor final class Host: NavigationHost {
    func perform(
        _ command: consuming NavigationCommand<Screen, Never>,
        completion: @escaping @MainActor @Sendable () -> Void
    ) { completion() }
}
"""

# (what the compiler must refuse, code refused, what the error must say, the same code fixed)
CASES = [
    ("a host driven without saying what a gesture sends, for a plain action enum",
     APP_CORE + """
@MainActor func show(_ store: Store<Reduce<AppState, AppAction, Never>>, on host: Host) -> NavigationRenderer<Host> {
    store.drive(host)
}
""",
     "requires that 'AppAction' conform to 'NavigationActions'",
     APP_CORE + """
@MainActor func show(_ store: Store<Reduce<AppState, AppAction, Never>>, on host: Host) -> NavigationRenderer<Host> {
    store.drive(host) { _ in nil }
}
"""),
]


def typecheck(source, folder):
    path = os.path.join(folder, "snippet.swift")
    with open(path, "w") as file:
        file.write(source)
    result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", MODULES, path],
                            capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def main():
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, refused, message, fixed in CASES:
            status, output = typecheck(refused, folder)
            fixed_status, fixed_output = typecheck(fixed, folder)
            if status == 0:
                verdict = "COMPILED, must not"
            elif message not in output:
                verdict = f"refused without saying {message!r}:\n{output}"
            elif fixed_status != 0:
                verdict = f"the fixed code does not compile either:\n{fixed_output}"
            else:
                verdict = "refused"
            print(f"{'ok' if verdict == 'refused' else 'FAIL':4} {name}: {verdict}", flush=True)
            failed += verdict != "refused"
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

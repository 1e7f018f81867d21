#!/usr/bin/env bash
# Builds the DocC catalogues of NavigationReducer and NavigationReducerTesting with no
# package dependency: symbol graphs from `swift build`, converted by the toolchain's
# `docc convert`. The SwiftUI and UIKit modules have symbols only on Apple platforms: with
# APPLE_SDK set, their graphs come from the Apple check's compiler run against that SDK.
# Any warning — a broken link, an unknown symbol in a topic group — fails.
# Nothing is left in the repository: the graphs and archives go to a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --scratch-path .build-docs --target NavigationReducerTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" >/dev/null

modules="NavigationReducer NavigationReducerTesting"
if [ -n "${APPLE_SDK:-}" ]; then
    APPLE_SYMBOL_GRAPHS="$work/apple-graphs" .ci/apple-check.py NavigationReducerSwiftUI NavigationReducerUIKit >/dev/null
    modules="$modules NavigationReducerSwiftUI NavigationReducerUIKit"
else
    echo "NavigationReducerSwiftUI, NavigationReducerUIKit: skipped, APPLE_SDK is not set (their symbols need an Apple SDK)"
fi

for module in $modules; do
    mkdir -p "$work/$module"
    graphs="$work/graphs"
    [ -f "$graphs/$module.symbols.json" ] || graphs="$work/apple-graphs"
    cp "$graphs/$module".symbols.json "$work/$module/"
    cp "$graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module" \
        --output-dir "$work/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "navigation-reducer.$module" \
        --warnings-as-errors
    echo "$module: documentation built"
done

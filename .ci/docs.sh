#!/usr/bin/env bash
# Builds the DocC catalogues of NavigationReducer and NavigationReducerTesting with no
# package dependency: symbol graphs from `swift build`, converted by the toolchain's
# `docc convert`. Any warning — a broken link, an unknown symbol in a topic group — fails.
# Nothing is left in the repository: the graphs and archives go to a temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --scratch-path .build-docs --target NavigationReducerTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/graphs" >/dev/null

for module in NavigationReducer NavigationReducerTesting; do
    mkdir -p "$work/$module"
    cp "$work/graphs/$module".symbols.json "$work/$module/"
    cp "$work/graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null || true
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$work/$module" \
        --output-dir "$work/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "navigation-reducer.$module" \
        --warnings-as-errors
    echo "$module: documentation built"
done

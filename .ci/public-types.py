#!/usr/bin/env python3
"""The public surface: counts each module's public top-level types (declared at the start of a
line in its sources, as the style writes them) and fails when a module has more than its
limit below. A limit goes down as types go; it goes up only in a commit that says why."""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMITS = {"NavigationReducer": 44, "NavigationReducerTesting": 15}
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))? )*public (?:final |indirect )?(?:struct|enum|class|protocol|actor|typealias) (\w+)", re.M)

over = False
for module, limit in LIMITS.items():
    names = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "Sources", module)):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    names.update(DECLARATION.findall(file.read()))
    verdict = "ok" if len(names) <= limit else "OVER"
    print(f"{verdict:4} {module}: {len(names)} public top-level types, limit {limit}")
    over = over or len(names) > limit
sys.exit(1 if over else 0)

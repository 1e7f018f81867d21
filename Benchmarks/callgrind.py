#!/usr/bin/env python3
"""Instruction counts per action, stable on a noisy machine.

Runs each variant listed in WORKLOADS under `valgrind --tool=callgrind` at
two workload sizes (NAV_CYCLES=1000 and 3000), and divides the difference by the extra
actions, so start-up and the warm-up cancel out. Hashing is made deterministic, so a
dictionary's probes do not vary with the process's random seed. Prints instructions, retains + releases
and mallocs per action, with the ratio to the raw baseline. Every output file goes to a
temporary folder that is removed.

  swift build -c release --product navigation-benchmarks
  python3 Benchmarks/callgrind.py            # a table
  python3 Benchmarks/callgrind.py --json     # one JSON object per line
  python3 Benchmarks/callgrind.py --filter nav-cycle/store   # only names containing the text
"""
import json, os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".build/release/navigation-benchmarks")
VARIANTS = ["raw", "reduce-inout", "reduce-pure", "store-send", "store-send-observed", "store-send-read",
            "store-send-tracked"]
WORKLOADS = {
    "nav-cycle": VARIANTS + ["store-send-composed", "store-send-snapshot", "reduce-inout-module", "raw-observable-read", "raw-observable-tracked",
        "raw-registrar-read"],
    "with-effects": VARIANTS[:4],
    "nested-cycle-1000": VARIANTS[:4] + ["diff-recording-host"],
    "render": ["raw", "reduce-inout", "diff-recording-host", "unchanged-recording-host", "store-drive"],
    "nested-cycle-10": ["raw", "store-send", "store-send-snapshot", "store-part-tracked"],
    "nested-cycle-10000": ["raw", "store-send", "store-send-snapshot", "store-part-tracked"],
    "nested-cycle-100000": ["raw", "reduce-inout", "store-send", "store-send-snapshot", "store-part-tracked"],
    "parts-nav-cycle": ["raw", "macro-observable-unread", "macro-observable-4-readers", "store-send", "store-4-readers"],
    "showcase-session": ["macro-observable-unread", "macro-observable-4-readers", "store-send", "store-4-readers"],
    "tab-cycle": ["store-send"],
    "split-cycle": ["store-send"],
    "large-save-10000": ["restore", "store-send"],
}
SMALL, LARGE, RUNS = 1_000, 3_000, 6  # 1 warm-up + 5 repetitions
# Actions a workload runs per NAV_CYCLES cycle: 8 unless it says otherwise (a restore of a
# 10,000-asset save runs once per 1,000 cycles, its store two taps per 100; a ShowcaseApp session
# two actions a cycle, drawn in the same process, which the ratio of differences cancels).
ACTIONS_PER_CYCLE = {"large-save-10000/restore": 1 / 1_000, "large-save-10000/store-send": 2 / 100,
                     **{f"showcase-session/{variant}": 2 for variant in
                        ["macro-observable-unread", "macro-observable-4-readers", "store-send", "store-4-readers"]}}
COUNTS = {
    "retains": re.compile(r"^(swift_retain|swift_release|swift_bridgeObjectRetain|swift_bridgeObjectRelease)$"),
    "mallocs": re.compile(r"^malloc$"),
}


def profile(name, cycles, folder):
    out = os.path.join(folder, f"{name.replace('/', '_')}-{cycles}.out")
    subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", BINARY, "--only", name, "--repetitions", "5"],
        env={**os.environ, "NAV_CYCLES": str(cycles), "SWIFT_DETERMINISTIC_HASHING": "1"}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    totals = {"instructions": 0, **{key: 0 for key in COUNTS}}
    names, caller, target = {}, "", None
    with open(out, errors="replace") as file:
        for line in file:
            if line.startswith("summary:") or line.startswith("totals:"):
                totals["instructions"] = int(line.split()[1])
            match = re.match(r"(c?fn)=\((\d+)\)(?: (.*))?", line)
            if match:
                if match.group(3):
                    names[match.group(2)] = match.group(3).strip()
                if match.group(1) == "cfn":
                    target = names.get(match.group(2), "")
                else:
                    caller, target = names.get(match.group(2), ""), None
                continue
            if line.startswith("calls=") and target is not None:
                for key, pattern in COUNTS.items():
                    # A bridge-object retain calls swift_retain itself: count it once.
                    if pattern.search(target) and not pattern.search(caller):
                        totals[key] += int(line.split()[0][6:])
                target = None
    return totals


def main():
    if not os.path.exists(BINARY):
        sys.exit("build first: swift build -c release --product navigation-benchmarks")
    as_json = "--json" in sys.argv
    wanted = sys.argv[sys.argv.index("--filter") + 1] if "--filter" in sys.argv[:-1] else ""
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for workload, variants in WORKLOADS.items():
            raw = None
            for variant in variants:
                name = f"{workload}/{variant}"
                if variant != "raw" and wanted not in name:
                    continue
                small, large = profile(name, SMALL, folder), profile(name, LARGE, folder)
                actions = (LARGE - SMALL) * ACTIONS_PER_CYCLE.get(name, 8) * RUNS
                row = {"workload": workload, "variant": variant}
                for key in small:
                    row[key] = (large[key] - small[key]) / actions
                if variant == "raw":
                    raw = row["instructions"]
                row["ratio_to_raw"] = row["instructions"] / raw if raw else None
                rows.append(row)
                if as_json:
                    print(json.dumps({k: (round(v, 3) if isinstance(v, float) else v) for k, v in row.items()}), flush=True)
                else:
                    ratio = f"{row['ratio_to_raw']:6.2f}×" if row["ratio_to_raw"] else "     —"
                    print(f"{workload:18} {variant:20} {row['instructions']:9.1f} instr  {ratio}  "
                          f"{row['retains']:5.2f} retain+release  {row['mallocs']:5.2f} malloc  per action", flush=True)


if __name__ == "__main__":
    main()

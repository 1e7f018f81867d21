#!/usr/bin/env python3
"""Instruction budgets: builds the benchmarks and the demo in release, counts instructions under callgrind
(deterministic, unlike a timer) and fails when a workload exceeds the budget written in
Benchmarks/budgets.json. A budget changes only in a commit that says why.

  python3 .ci/budgets.py          build, measure, compare (exit 1 over a budget)
"""
import json, os, subprocess, sys, tempfile

sys.dont_write_bytecode = True

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import callgrind  # noqa: E402  (the per-action method: two sizes, the difference per extra action)


def total_instructions(name):
    """Instructions of one whole run of `name` (an exploration), warm-up and five repetitions."""
    return counted([callgrind.BINARY, "--only", name, "--repetitions", "5"])


def demo_instructions(arguments):
    """Instructions of one run of `navigation-demo` with `arguments` (one exploration, not repeated)."""
    return counted([os.path.join(ROOT, ".build/release/navigation-demo"), *arguments.split()])


def counted(command):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "total.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", *command],
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"}, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, check=True)
        with open(out, errors="replace") as file:
            for line in file:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1])
    raise RuntimeError(f"no total for {' '.join(command)}")


def main():
    for product in ["navigation-benchmarks", "navigation-demo"]:
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    with open(os.path.join(ROOT, "Benchmarks", "budgets.json")) as file:
        budgets = json.load(file)
    over = []
    with tempfile.TemporaryDirectory() as folder:
        def per_action(name):
            small = callgrind.profile(name, callgrind.SMALL, folder)["instructions"]
            large = callgrind.profile(name, callgrind.LARGE, folder)["instructions"]
            per_cycle = callgrind.ACTIONS_PER_CYCLE.get(name, 8)
            return (large - small) / ((callgrind.LARGE - callgrind.SMALL) * per_cycle * callgrind.RUNS)

        for name, budget in budgets["per_action"].items():
            measured = per_action(name)
            verdict = "ok" if measured <= budget else "OVER"
            print(f"{verdict:4} {name:32} {measured:10.1f} instructions an action, budget {budget}", flush=True)
            if measured > budget:
                over.append(name)
        for ratio in budgets["observation_ratios"]:
            observed, unobserved = (per_action(name) for name in ratio["store"])
            macro_observed, macro_unread = (per_action(name) for name in ratio["macro"])
            measured = (observed - unobserved) / (macro_observed - macro_unread)
            verdict = "ok" if measured <= ratio["budget"] else "OVER"
            print(f"{verdict:4} {ratio['name']:32} {measured:10.3f}× "
                  f"({observed - unobserved:.1f} ÷ {macro_observed - macro_unread:.1f} instructions), "
                  f"budget {ratio['budget']}×", flush=True)
            if measured > ratio["budget"]:
                over.append(ratio["name"])
    totals = [(name, budget, total_instructions) for name, budget in budgets["total"].items()]
    totals += [(arguments, budget, demo_instructions) for arguments, budget in budgets["demo"].items()]
    for name, budget, count in totals:
        measured = count(name)
        verdict = "ok" if measured <= budget else "OVER"
        print(f"{verdict:4} {name:32} {measured / 1e9:10.3f} G instructions, budget {budget / 1e9:.3f} G", flush=True)
        if measured > budget:
            over.append(name)
    if over:
        print(f"over budget: {', '.join(over)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

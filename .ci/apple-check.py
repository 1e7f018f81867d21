#!/usr/bin/env python3
"""Compiles every library target for an Apple platform, on Linux, against a real SDK.

usage (from anywhere): APPLE_SDK=/path/to/iPhoneOS26.2.sdk .ci/apple-check.py [TARGET...]

Each target is compiled as SwiftPM would for the deployment target `Package.swift` declares
for that SDK's platform, through the mandatory SIL diagnostics (availability, exclusivity,
concurrency), and its module is emitted for the targets that import it. The check fails on
any error or warning. Nothing is linked or run: behaviour is proven by the Linux tests.
With APPLE_SYMBOL_GRAPHS set to a folder, each module's symbol graph is written there, for
the documentation of the modules that exist only on Apple platforms (`.ci/docs.sh`).

A target that imports a test framework (Testing, XCTest) outside `#if canImport(...)`, or
depends on one that does, is reported as skipped: those frameworks ship in Xcode's platform
folder, not in the SDK.
"""
import json, os, re, shutil, subprocess, sys, tempfile, time

ROOT = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))

# The Linux toolchain's resource folder carries Linux module maps (Glibc) that clash with the
# SDK's, and lacks the notes that give the SDK's `os` module its Swift names; the check uses a
# copy without the former and with the latter.
OS_NOTES_PRIVATE = ["OS_LOG_TYPE_DEFAULT", "OS_LOG_TYPE_INFO", "OS_LOG_TYPE_DEBUG", "OS_LOG_TYPE_ERROR",
                    "OS_LOG_TYPE_FAULT", "OS_SIGNPOST_INTERVAL_BEGIN", "OS_SIGNPOST_INTERVAL_END",
                    "OS_SIGNPOST_EVENT"]
OS_NOTES_UNAVAILABLE = ["_os_log_error_impl", "_os_log_fault_impl", "_os_log_sensitive_deprecated",
                        "_os_trace_with_buffer", "os_log_is_enabled", "_os_log_create", "os_log_is_debug_enabled"]


def os_apinotes() -> str:
    lines = ["Name: os", "Typedefs:",
             "- Name: os_log_type_t", "  SwiftName: OSLogType",
             "- Name: os_trace_payload_t", "  Availability: nonswift",
             "- Name: os_log_t", "  Availability: nonswift",
             "- Name: os_signpost_type_t", "  SwiftName: OSSignpostType",
             "Classes:", "- Name: OS_os_log", "  SwiftName: OSLog", "Enumerators:"]
    lines += [f"- Name: {name}\n  SwiftPrivate: true" for name in OS_NOTES_PRIVATE]
    lines += ["Functions:", "- Name: _os_log_impl", "  SwiftPrivate: true"]
    lines += [f"- Name: {name}\n  Availability: nonswift" for name in OS_NOTES_UNAVAILABLE]
    lines += ["- Name: os_log_type_enabled", "  SwiftName: 'OSLog.isEnabled(self:type:)'",
              "- Name: os_log_create", "  SwiftName: 'OSLog.init(__subsystem:category:)'", "  SwiftPrivate: true",
              "  NullabilityOfRet: N",
              "- Name: os_signpost_enabled", "  SwiftPrivate: true",
              "- Name: os_signpost_id_generate", "  SwiftPrivate: true", "  NullabilityOfRet: O",
              "- Name: os_signpost_id_make_with_pointer", "  SwiftPrivate: true", "  NullabilityOfRet: O",
              "- Name: _os_signpost_emit_with_name_impl", "  SwiftPrivate: true"]
    return "\n".join(lines) + "\n"


def resource_folder(work: str, swiftc: str) -> str:
    folder = os.path.join(work, "resource")
    notes = os.path.join(folder, "apinotes", "os.apinotes")
    if os.path.exists(notes):
        return folder
    toolchain = os.path.realpath(os.path.join(os.path.dirname(os.path.realpath(swiftc)), "..", "lib", "swift"))
    os.makedirs(os.path.dirname(notes), exist_ok=True)
    for name in ["shims", "clang", "swiftToCxx", "FrameworkABIBaseline", "migrator", "embedded", "host"]:
        source, link = os.path.join(toolchain, name), os.path.join(folder, name)
        if os.path.exists(source) and not os.path.lexists(link):
            os.symlink(source, link)
    if not os.path.lexists(os.path.join(folder, "SwiftShims")):
        os.symlink(os.path.join(toolchain, "shims"), os.path.join(folder, "SwiftShims"))
    std_notes = os.path.join(toolchain, "apinotes", "std.apinotes")
    if os.path.exists(std_notes):
        shutil.copy(std_notes, os.path.dirname(notes))
    with open(notes, "w") as f:
        f.write(os_apinotes())
    return folder


def describe() -> dict:
    out = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out[out.index("{"):])


def library_targets(targets: list, wanted: list) -> list:
    """`wanted` (default: every library target) and what they depend on, dependencies first."""
    by_name = {t["name"]: t for t in targets}
    ordered, seen = [], set()

    def visit(name: str):
        if name in seen or name not in by_name:
            return
        seen.add(name)
        for dependency in by_name[name].get("target_dependencies") or []:
            visit(dependency)
        if by_name[name]["type"] == "library":
            ordered.append(by_name[name])

    for name in wanted or [t["name"] for t in targets if t["type"] == "library"]:
        visit(name)
    return ordered


def main() -> int:
    sdk = os.environ.get("APPLE_SDK")
    if not sdk or not os.path.isdir(sdk):
        print("APPLE_SDK is not set to an SDK folder (an iPhoneOS or MacOSX .sdk)", file=sys.stderr)
        return 2
    sdk = os.path.realpath(sdk)
    swiftc = shutil.which("swiftc")
    if not swiftc:
        print("swiftc is not on the PATH", file=sys.stderr)
        return 2
    with open(os.path.join(sdk, "SDKSettings.json")) as f:
        is_mac = json.load(f)["CanonicalName"].startswith("macosx")
    package = describe()
    floors = {p["name"]: p["version"] for p in package.get("platforms") or []}
    platform = "macos" if is_mac else "ios"
    if platform not in floors:
        print(f"Package.swift declares no {platform} floor", file=sys.stderr)
        return 1
    triple = f"{'x86_64' if is_mac else 'arm64'}-apple-{'macosx' if is_mac else 'ios'}{floors[platform]}"

    work = os.environ.get("APPLE_CHECK_WORK") or os.path.join(tempfile.gettempdir(), "navigation-apple-check")
    os.makedirs(work, exist_ok=True)
    resources = resource_folder(work, swiftc)
    modules = tempfile.mkdtemp(prefix="modules-", dir=work)
    graphs = os.environ.get("APPLE_SYMBOL_GRAPHS")
    if graphs:
        os.makedirs(graphs, exist_ok=True)
    flags = ["-wmo", "-parse-as-library", "-swift-version", "6", "-package-name", package["name"].lower(),
             "-DSWIFT_PACKAGE", "-DDEBUG", "-Onone", "-target", triple, "-sdk", sdk, "-resource-dir", resources,
             "-module-cache-path", os.path.join(work, "cache-" + os.path.basename(sdk)), "-I", modules]
    print(f"== Apple check: {triple}, {os.path.basename(sdk)}")

    problems, skipped, started = 0, set(), time.time()
    targets = library_targets(package["targets"], sys.argv[1:])
    for target in targets:
        name = target["name"]
        sources = sorted(os.path.join(folder, file) for folder, _, files in os.walk(os.path.join(ROOT, target["path"]))
                         for file in files if file.endswith(".swift"))
        testing = [s for s in sources if re.search(r"^import (XCTest|Testing)\b", open(s).read(), re.M)]
        blocked = [d for d in target.get("target_dependencies") or [] if d in skipped]
        if testing or blocked:
            skipped.add(name)
            reason = f"imports a test framework in {os.path.relpath(testing[0], ROOT)}" if testing else f"needs {blocked[0]}"
            print(f"   {name}: skipped, {reason}")
            continue
        began = time.time()
        compiled = subprocess.run([swiftc, "-emit-sil", "-o", os.devnull, *flags, "-module-name", name, *sources],
                                  capture_output=True, text=True)
        diagnostics = sorted({line.replace(ROOT + "/", "") for line in (compiled.stdout + compiled.stderr).splitlines()
                              if re.search(r": (error|warning): ", line)})
        clean = compiled.returncode == 0 and not diagnostics
        print(f"   {name}: {'ok' if clean else 'FAILED'} ({time.time() - began:.0f} s)")
        for line in diagnostics or ([] if clean else (compiled.stdout + compiled.stderr).splitlines()[-5:]):
            print("      " + line)
        problems += 0 if clean else max(1, len(diagnostics))
        symbol_flags = ["-emit-symbol-graph", "-emit-symbol-graph-dir", graphs, "-emit-extension-block-symbols"] if graphs else []
        subprocess.run([swiftc, "-emit-module", "-emit-module-path", os.path.join(modules, name + ".swiftmodule"),
                        *symbol_flags, *flags, "-module-name", name, *sources], capture_output=True, text=True)
    shutil.rmtree(modules, ignore_errors=True)
    checked = len(targets) - len(skipped)
    print(f"   {checked} targets checked, {len(skipped)} skipped, {problems} problems, in {time.time() - started:.0f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

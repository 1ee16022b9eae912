#!/usr/bin/env bash
# Checks that ARCHITECTURE.md's map ("## The map") names every library, executable and system-library target of
# Package.swift with exactly its dependencies, so the map a newcomer reads first cannot drift from the package.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-package | python3 -c '
import json, re, sys
package = json.load(sys.stdin)
declared = {}
for target in package["targets"]:
    if target["type"] in ("regular", "executable", "system"):
        names = set()
        for dependency in target.get("dependencies", []):
            for value in dependency.values():
                names.add(value[0])
        declared[target["name"]] = names

text = open("ARCHITECTURE.md", encoding="utf-8").read()
section = text.split("## The map", 1)[1].split("\n## ", 1)[0]
mapped = {}
for line in section.splitlines():
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if len(cells) < 3 or not cells[0].startswith("`"):
        continue
    dependencies = set(re.findall(r"`([^`]+)`", cells[1]))
    for name in re.findall(r"`([^`]+)`", cells[0]):
        mapped[name] = dependencies

problems = []
for name in sorted(set(declared) | set(mapped)):
    if name not in mapped:
        problems.append(f"{name} is a target of Package.swift but has no row in the map")
    elif name not in declared:
        problems.append(f"{name} has a row in the map but is no target of Package.swift")
    elif mapped[name] != declared[name]:
        missing = ", ".join(sorted(declared[name] - mapped[name])) or "nothing"
        extra = ", ".join(sorted(mapped[name] - declared[name])) or "nothing"
        problems.append(f"{name}: the map leaves out {missing} and adds {extra}")
for problem in problems:
    print("ARCHITECTURE.md:", problem)
if problems:
    sys.exit(1)
print(f"ARCHITECTURE.md maps all {len(declared)} targets with their dependencies")
'

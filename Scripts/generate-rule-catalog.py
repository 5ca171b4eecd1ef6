#!/usr/bin/env python3
"""Regenerates Sources/ShortcutSimCore/Rules/RuleCatalog+All.swift from the reference.

Usage: python3 Scripts/generate-rule-catalog.py [path/to/lifecycle-rules.md]
The default path is ../shared/reference/lifecycle-rules.md (beside the clone).
"""
import os
import re
import sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
source = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "..", "shared", "reference", "lifecycle-rules.md")
target = os.path.join(root, "Sources", "ShortcutSimCore", "Rules", "RuleCatalog+All.swift")

rows = []
section = None
for line in open(source, encoding="utf-8").read().splitlines():
    m = re.match(r"^## ([A-Z])\. (.*)", line)
    if m:
        section = m.group(2).strip()
    m = re.match(r"^\| ([A-Z]\d+(?:\.\d+)?) \| (.*) \| (.*) \|$", line)
    if m:
        rows.append((m.group(1), section, m.group(2).strip(), m.group(3).strip()))


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


lines = [
    "// Generated from shared/reference/lifecycle-rules.md: the ground truth of every behaviour.",
    "// Regenerate with `python3 Scripts/generate-rule-catalog.py` when the reference changes.",
    "",
    "extension RuleCatalog {",
    "    /// Every rule of the reference, in the reference's order.",
    "    public static let all: [Rule] = [",
]
for rule_id, theme, statement, confidence in rows:
    lines.append(
        f"        Rule(id: {quoted(rule_id)}, theme: {quoted(theme)}, "
        f"statement: {quoted(statement)}, confidence: {quoted(confidence)}),"
    )
lines += ["    ]", "}", ""]
with open(target, "w", encoding="utf-8") as handle:
    handle.write("\n".join(lines))
print(f"{len(rows)} rules written to {os.path.relpath(target, root)}")

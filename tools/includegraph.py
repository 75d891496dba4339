#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The folder-level include graph of src/gui and src/core, its circles and its layers.

Usage: tools/includegraph.py [--files] [--check] [--objects BUILD_DIR]

For each part (src/gui, src/core) it prints every edge "from -> to (n includes)", the
circles (strongly connected folders, and every elementary cycle among them) and, for
src/gui, the includes that go up the intended layers (docs/architecture.md):
common -> boards -> games -> docks and dialogs -> window. --files names the includes behind
each edge; --check exits 1 when a circle or an upward include remains (in the core, with
each game's folder apart from the shared games folder), so the layering is kept by a test
(tests/CMakeLists.txt). A game's own folder (games/<id>) counts as the layer games.

Includes miss a function declared in one folder and defined in another (a board calling
what only a game's home defines): --objects BUILD_DIR (say build/dev) also reads the built
objects of src/gui with nm and draws the same graph from the symbols each folder uses and
the folder that defines them.
"""

import argparse
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)

# The window's layers, lowest first; a folder may include any layer below it, and folders
# of one layer may include each other as long as that makes no circle.
GUI_LAYERS = [
    {"common"},
    {"boards"},
    {"games"},
    {"session", "sgtable", "grid", "explain", "history", "dialogs", "practice",
     "worksheet"},
    {"window"},
]


def folder_of(path: Path, part_root: Path) -> str:
    """The folder a file belongs to: its directory under the part, games/<id> kept whole."""
    rel = path.relative_to(part_root).parent
    return rel.as_posix() if rel.parts else "."


def resolve(name: str, here: Path, roots: list[Path]) -> Path | None:
    for base in [here.parent, *roots]:
        candidate = base / name
        if candidate.is_file():
            return candidate.resolve()
    return None


def graph(part: str, roots: list[Path]):
    """edges[(from, to)] = [(file, included)] for the includes inside one part."""
    part_root = SRC / part
    edges = defaultdict(list)
    for path in sorted(part_root.rglob("*")):
        if path.suffix not in {".h", ".cpp"}:
            continue
        for name in INCLUDE.findall(path.read_text(encoding="utf-8")):
            target = resolve(name, path, roots)
            if target is None or part_root.resolve() not in target.parents:
                continue  # a system header, the core seen from the window, a generated file
            a = folder_of(path.resolve(), part_root.resolve())
            b = folder_of(target, part_root.resolve())
            if a != b:
                edges[(a, b)].append((path.relative_to(SRC).as_posix(), name))
    return edges


def symbol_graph(build: Path):
    """edges[(from, to)] = [(object, symbol)]: strong symbols defined in one folder's objects
    of src/gui and used by another's (inline and template code, emitted everywhere, is
    weak and left out)."""
    objects = build / "src" / "gui" / "CMakeFiles" / "grundy_gui.dir"
    defined, used = {}, defaultdict(set)
    for obj in sorted(objects.rglob("*.o")):
        folder = folder_of(obj, objects)
        if folder.startswith("grundy_gui_autogen"):
            continue  # moc's output for every folder at once
        out = subprocess.run(["nm", "-C", str(obj)], capture_output=True, text=True,
                             check=True).stdout
        for line in out.splitlines():
            kind, name = line[17:18], line[19:]
            if kind in "TDBR":
                defined[name] = folder
            elif kind == "U":
                used[name].add((folder, obj.name))
    edges = defaultdict(list)
    for name, users in used.items():
        home = defined.get(name)
        for folder, obj in users:
            if home is not None and home != folder:
                edges[(folder, home)].append((obj, name))
    return edges


def strongly_connected(nodes, succ):
    """Tarjan's algorithm: the components of more than one folder (the circles)."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return out


def elementary_cycles(nodes, succ):
    """Every cycle once, starting from its smallest folder (the graphs are small)."""
    cycles = []
    order = sorted(nodes)
    for start in order:
        allowed = {n for n in order if n >= start}

        def walk(v, path, seen):
            for w in sorted(succ[v]):
                if w == start:
                    cycles.append(path[:])
                elif w in allowed and w not in seen:
                    seen.add(w)
                    path.append(w)
                    walk(w, path, seen)
                    path.pop()
                    seen.discard(w)

        walk(start, [start], {start})
    return cycles


def circles(nodes, succ, label: str) -> int:
    groups = strongly_connected(nodes, succ)
    cycles = elementary_cycles(nodes, succ)
    print(f"  circles{label}: {len(groups)} strongly connected groups, {len(cycles)} cycles")
    for comp in groups:
        print("    group: " + " ".join(comp))
    for cycle in cycles:
        print("    cycle: " + " -> ".join(cycle + [cycle[0]]))
    return len(cycles)


def layer_of(folder: str) -> int | None:
    top = folder.split("/")[0]
    for i, layer in enumerate(GUI_LAYERS):
        if top in layer:
            return i
    return None


def report(part: str, edges, show_files: bool, layered: bool) -> int:
    nodes = {n for e in edges for n in e}
    succ = defaultdict(set)
    for a, b in edges:
        succ[a].add(b)
    print(f"== {part}: {len(nodes)} folders, {len(edges)} folder edges")
    for (a, b), incs in sorted(edges.items()):
        print(f"  {a} -> {b} ({len(incs)})")
        if show_files:
            for f, name in incs:
                print(f"      {f}: {name}")
    problems = circles(nodes, succ, "")
    # The same with every game's folder counted as its parent: a game's folder may use the
    # shared parts and be used by them only through the registration list, never both ways.
    whole = defaultdict(set)
    for a, b in edges:
        ta, tb = a.split("/")[0], b.split("/")[0]
        if ta != tb:
            whole[ta].add(tb)
    # In the core a game's folder sits above the analysis it uses (games/<id> -> analysis ->
    # games), so only the window's layers are checked lumped; the core's are shown.
    lumped = circles({n.split("/")[0] for n in nodes}, whole, " (games/<id> as games)")
    if layered:
        problems += lumped
    if layered:
        upward = []
        for (a, b), incs in sorted(edges.items()):
            la, lb = layer_of(a), layer_of(b)
            if la is None or lb is None:
                upward.append((a, b, incs, "folder in no layer"))
            elif lb > la:
                upward.append((a, b, incs, "up"))
        print(f"  includes against the layers: {sum(len(u[2]) for u in upward)}"
              f" in {len(upward)} folder edges")
        for a, b, incs, why in upward:
            print(f"    {a} -> {b} ({why})")
            for f, name in incs:
                print(f"      {f}: {name}")
        problems += len(upward)
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", action="store_true", help="name the includes of each edge")
    parser.add_argument("--check", action="store_true", help="exit 1 on a circle or upward include")
    parser.add_argument("--objects", type=Path, help="a build folder: also the symbols' graph")
    args = parser.parse_args()
    problems = report("src/gui", graph("gui", [SRC / "gui", SRC]), args.files, layered=True)
    problems += report("src/core", graph("core", [SRC]), args.files, layered=False)
    if args.objects:
        problems += report("src/gui by symbols", symbol_graph(args.objects.resolve()),
                           args.files, layered=True)
    return 1 if args.check and problems else 0


if __name__ == "__main__":
    sys.exit(main())

"""The import graph (issue 28), read from the source with `ast` (imports inside functions too): no module
imports itself back through others, and the layers of docs/architecture.md ("Layers") only import downwards:

    engine (the kernel)            imports nothing else of pycore
    opera_magna, luthier (games)   the kernel and their own package, never another game
    bots                           the kernel and their own package: they play any game through `Game`
    commands (cli, arena, ...)     anything in pycore
    web/app                        anything in pycore; pycore never imports the web app or the browser

and only `app.dom` touches the browser (`js`, `pyodide`, `pyscript`). A game's id is written once, in the
kernel's registry (`pycore.engine.registry`): no other module of pycore or web/app has it as a string.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from pycore.engine.registry import game_ids

ROOT = Path(__file__).resolve().parents[2]
BROWSER = ("js", "pyodide", "pyodide_js", "pyscript")

# A module's layer: the first prefix it starts with. `pycore` alone: the package and its commands on top.
LAYERS = (
    ("pycore.engine", "engine"),
    ("pycore.opera_magna", "game"),
    ("pycore.luthier", "game"),
    ("pycore.bots", "bots"),
    ("pycore", "commands"),
    ("app", "web"),
)
# What each layer may import besides its own package (a game: its own sub-package, not the other game).
MAY_IMPORT = {
    "engine": {"engine"},
    "game": {"engine"},
    "bots": {"engine"},
    "commands": {"engine", "game", "bots", "commands"},
    "web": {"engine", "game", "bots", "commands", "web"},
}


def modules(folder: Path, prefix: str) -> dict[str, Path]:
    """Every module under `folder` by its dotted name (a package by its `__init__.py`)."""
    found = {}
    for path in sorted(folder.rglob("*.py")):
        parts = [prefix, *path.relative_to(folder).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = {**modules(ROOT / "pycore", "pycore"), **modules(ROOT / "web" / "app", "app")}


def imported(name: str, path: Path) -> Iterator[str]:
    """The modules `name` imports, anywhere in it (a function's lazy import too), as dotted names: `from p
    import x` names `p.x` where that is a module, else `p`."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            for alias in node.names:
                yield f"{source}.{alias.name}" if f"{source}.{alias.name}" in MODULES else source


GRAPH = {name: {target for target in imported(name, path) if target != name} for name, path in MODULES.items()}


def layer(name: str) -> str:
    return next(found for prefix, found in LAYERS if name == prefix or name.startswith(prefix + "."))


def game_package(name: str) -> str | None:
    return next((prefix for prefix, found in LAYERS if found == "game" and name.startswith(prefix)), None)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other round a loop (Tarjan's strongly connected components)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in graph:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in graph:
        if node not in index:
            visit(node)
    return found


def upward_imports() -> list[str]:
    wrong = []
    for name, targets in GRAPH.items():
        for target in targets:
            if target.split(".")[0] not in ("pycore", "app"):
                if name.startswith("pycore") and target.split(".")[0] in BROWSER:
                    wrong.append(f"{name} imports the browser's {target}")
                continue
            if target not in MODULES:
                continue
            if name.startswith("pycore") and target.startswith("app"):
                wrong.append(f"{name} imports the web app's {target}")
            elif layer(target) not in MAY_IMPORT[layer(name)] and layer(target) != layer(name):
                wrong.append(f"{name} ({layer(name)}) imports {target} ({layer(target)})")
            elif layer(name) == layer(target) == "game" and game_package(name) != game_package(target):
                wrong.append(f"{name} imports another game's {target}")
    return sorted(wrong)


def test_the_reading_of_imports_sees_lazy_ones_and_relative_ones():
    # the cli's arena is imported at the top, the bots' guided play reaches the bots' registry relatively
    assert "pycore.arena" in GRAPH["pycore.cli"] and "pycore.bots" in GRAPH["pycore.bots.guided"]
    # a function's import counts: the registry imports an earlier rules version's module only when asked
    assert "pycore.engine.versions" in GRAPH["pycore.engine.registry"]


def test_no_module_imports_itself_back_through_others():
    assert cycles(GRAPH) == []


def test_a_loop_of_imports_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_every_import_goes_down_the_layers():
    assert upward_imports() == []


def test_the_kernel_never_imports_the_bots_a_game_or_the_commands():
    for name, targets in GRAPH.items():
        if layer(name) == "engine":
            assert {layer(t) for t in targets if t in MODULES} <= {"engine"}, name


def test_only_app_dom_touches_the_browser():
    touching = sorted(name for name, targets in GRAPH.items() if any(t.split(".")[0] in BROWSER for t in targets))
    assert touching == ["app.dom"]


def string_constants(path: Path) -> Iterator[tuple[int, str]]:
    """The module's string literals, its docstrings left out (they may show an example)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_id_is_written_only_in_the_registry(game_id):
    written = [f"{path.relative_to(ROOT)}:{line}" for name, path in MODULES.items()
               if name != "pycore.engine.registry" for line, text in string_constants(path) if text == game_id]
    assert written == []

"""The developers' guide: "Player-facing text (labels, narration, tutorials, messages) is written as templates
with named parameters, kept in one place per game or screen, so that it can be translated later without touching
the rules." Where it lives (docs/architecture.md, "Player-facing text"): a game's table views in
`app/views/<game>/texts.py`, a shell screen (and a game's how-to) in the `TEXT` at the top of its own module.

The scan reads web/app's source like a reviewer would: a string with words inside a function (an f-string's
fixed parts too) is inline text, unless it is one of what is not text, each explained below."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "app"
WORDS = re.compile(r"[A-Za-z]{3,}\s+[A-Za-z]{2,}")  # two words or more: a phrase (one word alone may be a key)
GAME_VIEWS = ("views/om", "views/lu")  # one module per game holds all its table's text
ONE_PLACE = {"texts.py", "howto.py"}  # ... and its how-to screen (a screen of its own) its own words

# Not player-facing text, and why.
NOT_TEXT = {
    # the browser glue: no text of its own (its pointer's docstring-like note is read as a string by the scan)
    "dom.py": "browser glue",
    # programming errors raised while the controller is wired, before any screen: for developers, never shown
    # in a screen of the game (a traceback in the error panel)
    "actions.py": "wiring errors for developers",
    # the catalogs' machinery: its only strings are errors for developers (a table named twice, a plural read
    # as one text), raised as a module is imported or written, never on a player's screen
    "i18n.py": "catalog errors for developers",
}


CLASS_NAMES = {"class_", "cls", "classes"}  # the keyword, parameter or variable a class list goes into


def class_positions() -> dict[str, set[int]]:
    """For each function of web/app, the positions of its parameters named like a class (`rect(x, y, w, h, cls)`)."""
    positions: dict[str, set[int]] = {}
    for path in APP.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                names = [a.arg for a in node.args.posonlyargs + node.args.args]
                positions.setdefault(node.name, set()).update(i for i, n in enumerate(names) if n in CLASS_NAMES)
    return positions


def class_nodes(tree: ast.Module, positions: dict[str, set[int]]) -> set[int]:
    """The strings that go into a class (a `class_=` keyword, a `cls` parameter, a variable named `cls`): class
    lists such as "om-section at-own" or f"lu-loc loc-{loc}", not words."""
    into: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            into += [k.value for k in node.keywords if k.arg in CLASS_NAMES]
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            into += [arg for i, arg in enumerate(node.args) if i in positions.get(name, ())]
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in CLASS_NAMES for t in targets) and node.value is not None:
                into.append(node.value)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args.posonlyargs + node.args.args
            into += [d for a, d in zip(args[len(args) - len(node.args.defaults):], node.args.defaults) if a.arg in CLASS_NAMES]
            into += [d for a, d in zip(node.args.kwonlyargs, node.args.kw_defaults) if d is not None and a.arg in CLASS_NAMES]
    return {id(sub) for value in into for sub in ast.walk(value)}


def skipped_nodes(tree: ast.Module) -> set[int]:
    """Docstrings and bare strings (not text on screen), and module-level assignments (the templates' one place)."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            skip |= {id(sub) for sub in ast.walk(node)}
    return skip


def inline_text(path: Path, positions: dict[str, set[int]]) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = skipped_nodes(tree) | class_nodes(tree, positions)
    inside_fstrings = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
    found = []
    for node in ast.walk(tree):
        if id(node) in skip or id(node) in inside_fstrings:
            continue
        if isinstance(node, ast.JoinedStr):
            parts = [v.value for v in node.values if isinstance(v, ast.Constant)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            parts = [node.value]
        else:
            continue
        joined = "".join(parts)
        if "<" in joined or not WORDS.search(joined):  # markup being built, or no phrase
            continue
        found.append(f"{path.relative_to(APP)}:{node.lineno}: {joined[:70]!r}")
    return found


def modules() -> list[Path]:
    return sorted(p for p in APP.rglob("*.py") if p.name not in NOT_TEXT)


def test_player_facing_text_is_written_as_templates_in_one_place():
    positions = class_positions()
    found = [hit for path in modules() for hit in inline_text(path, positions)]
    assert not found, "player-facing text written inline (move it into its module's templates):\n" + "\n".join(found)


def test_a_game_tables_text_is_in_its_texts_module_only():
    """Module-level words in a game's view package are in `texts.py` (or its how-to's `howto.py`), nowhere else."""
    found = []
    for folder in GAME_VIEWS:
        for path in sorted((APP / folder).glob("*.py")):
            if path.name in ONE_PLACE:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in tree.body:
                if isinstance(node, (ast.Assign, ast.AnnAssign)):
                    for sub in ast.walk(node):
                        if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and WORDS.search(sub.value):
                            found.append(f"{path.relative_to(APP)}:{sub.lineno}: {sub.value[:70]!r}")
    assert not found, "a game's table text outside its texts.py:\n" + "\n".join(found)


def template_strings(path: Path) -> list[tuple[int, str]]:
    """The strings of a module's top-level assignments: its templates (not the patterns given to `re`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    patterns = {id(sub) for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re" for sub in ast.walk(node)}
    return [(sub.lineno, sub.value) for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
            for sub in ast.walk(node) if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and id(sub) not in patterns]


def test_templates_name_their_parameters():
    """`"{seat}: {vp} VP"`, never `"{}: {} VP"` or `"{0}"`: a translation may put the parameters in any order."""
    found = []
    for path in modules():
        for line, text in template_strings(path):
            try:
                fields = [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
            except ValueError:
                continue  # not a template (a lone brace, as in a CSS selector)
            if any(field == "" or field.split(".")[0].split("[")[0].isdigit() for field in fields):
                found.append(f"{path.relative_to(APP)}:{line}: {text[:70]!r}")
    assert not found, "templates with positional parameters:\n" + "\n".join(found)


def test_the_scan_finds_inline_text_and_passes_class_lists(tmp_path):
    """The scan itself: a phrase inside a function fails, a class list or a template at the top does not."""
    sample = tmp_path / "sample.py"
    sample.write_text('TEXT = {"title": "Your hand"}\n\n\n'
                      'def view(n):\n'
                      '    """A docstring is no text on screen."""\n'
                      '    a = tag("p", TEXT["title"], class_="om-section at-own")\n'
                      '    cls = f"tier tier{n}"\n'
                      '    return a + cls + f"{n} cards in hand"\n', encoding="utf-8")
    hits = [hit.split(": ", 1)[1] for hit in inline_text_at(sample, {"tag": set()})]
    assert hits == ["' cards in hand'"]


def inline_text_at(path: Path, positions: dict[str, set[int]]) -> list[str]:
    """`inline_text` for a file outside web/app (the scan's own test)."""
    global APP
    saved, APP = APP, path.parent
    try:
        return inline_text(path, positions)
    finally:
        APP = saved

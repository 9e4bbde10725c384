"""Rule facts live only in pycore (issue 12): the web app reads the Goods, locations, tracks, costs and
amounts from the games' data modules and never writes them out again. Scans web/app's Python (its syntax
tree, so comments and docstrings' prose do not count): no literal list of a game's names, and no number
written next to a counted thing in a text (a template names it: "take {money} money")."""

import ast
import re
from pathlib import Path

from pycore.luthier import components as lu
from pycore.opera_magna import components as om

APP = Path(__file__).resolve().parent.parent / "app"

# Every list of names the rules define: a tuple of the same names in web/app re-declares one.
NAMED = {
    "Opera Magna's Raw Goods": om.RAW, "Opera Magna's Refined Goods": om.REFINED,
    "Opera Magna's Raw Goods' names": om.RAW_NAMES, "Opera Magna's Refined Goods' names": om.REFINED_NAMES,
    "Opera Magna's Cities": tuple(om.SETUP["city_names"]), "Opera Magna's Building sizes": om.SIZES,
    "Luthier's materials": lu.MATERIALS, "Luthier's sections": lu.SECTIONS, "Luthier's tracks": lu.TRACKS,
    "Luthier's eras": lu.ERAS, "Luthier's patron types": lu.PATRON_TYPES, "Luthier's locations": lu.MAIN_LOCATIONS,
    "Luthier's locations' names": tuple(lu.LOCATION_NAMES[where] for where in lu.MAIN_LOCATIONS),
}
# A number written before a counted thing of the rules, in a text: the number belongs in the rules' data.
COUNTED = re.compile(r"\b\d+ (money|inspiration|apprentices?|rounds|Raw Goods?|Refined Goods?|VP|prestige|"
                     r"Merchants|Buildings|Trade Cards|Cities|instruments|patrons|objectives|locations)\b")
SEARCH = re.compile(r"Search \(\d")


def sources() -> list[tuple[str, ast.AST]]:
    return [(str(path.relative_to(APP.parent)), ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(APP.rglob("*.py"))]


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def folded(names) -> tuple[str, ...]:
    return tuple(sorted(str(name).lower() for name in names))


def test_no_list_of_a_games_names_is_written_out_in_the_web_app():
    facts = {folded(names): what for what, names in NAMED.items()}
    found = []
    for where, tree in sources():
        for node in ast.walk(tree):
            if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and len(node.elts) >= 3 \
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts):
                what = facts.get(folded(e.value for e in node.elts))
                if what:
                    found.append(f"{where}:{node.lineno}: {what}")
    assert found == []


def test_no_amount_of_the_rules_is_typed_into_a_text_of_the_web_app():
    found = []
    for where, tree in sources():
        skip = docstrings(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                hit = COUNTED.search(node.value) or SEARCH.search(node.value)
                if hit:
                    found.append(f"{where}:{node.lineno}: {hit.group(0)!r}")
    assert found == []


def test_the_scan_finds_a_re_declared_fact():
    """The scan itself works: a tuple of the Raw Goods and a typed amount are found."""
    tree = ast.parse('RAW = ("lead", "wood", "marble", "sand")\nTEXT = "take 2 money"')
    facts = {folded(names) for names in NAMED.values()}
    tuples = [n for n in ast.walk(tree) if isinstance(n, ast.Tuple)]
    assert folded(e.value for e in tuples[0].elts) in facts
    assert COUNTED.search("take 2 money") and SEARCH.search("Search (10, uses 1 apprentice)")

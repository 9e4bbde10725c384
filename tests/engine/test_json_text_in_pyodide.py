"""The bounded JSON reader in Pyodide (the browser's Python, whose stack is far smaller than CPython's):
`'[' * 20000` as a stored entry, an imported file or the table picture is refused there too, without
overflowing the stack, and json.loads still parses far deeper than MAX_DEPTH.

Needs `node` and a built site (`make site`); skipped without them. Boots Pyodide once (about 10 s).
"""

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from in_pyodide import call_in_pyodide  # noqa: E402

PROBE = '''
import json

from pycore.engine.jsontext import MAX_DEPTH
from pycore.engine.save import list_row, load_save
from pycore.engine import BadLink
from app.savefile import import_save
from app.storage import SNAPSHOT_KEY, MemoryStore, SaveStore

NESTED = "[" * 20000


def run():
    kv = MemoryStore()
    store = SaveStore(kv)
    store.put("deep", NESTED)
    kv.set(SNAPSHOT_KEY, NESTED)
    try:
        load_save(NESTED)
        loaded = "loaded"
    except BadLink as problem:
        loaded = str(problem)
    depth = 4 * MAX_DEPTH
    return {"row": list_row(NESTED).problem, "listed": [g.row.problem for g in store.games()],
            "picture": store.snapshot(), "load": loaded,
            "import": import_save(store, "f.json", NESTED, lambda: "new"),
            "deeper_still_parses": json.loads("[" * depth + "]" * depth) is not None}
'''


def test_a_deeply_nested_text_is_refused_in_pyodide_without_overflowing_its_stack(tmp_path):
    if not shutil.which("node") or not list((ROOT / "dist" / "site" / "assets").glob("*/pyodide/pyodide.mjs")):
        pytest.skip("needs node and a built site with Pyodide (make site)")
    probe = tmp_path / "nested_probe.py"
    probe.write_text(PROBE)
    result = call_in_pyodide(probe, "nested_probe.run()")
    refused = "This is not an Atelier saved game."
    assert result == {"row": refused, "listed": [refused], "picture": None, "load": refused,
                      "import": f"f.json: {refused}", "deeper_still_parses": True}

"""Cross-interpreter determinism: a link made by CPython decodes in Pyodide (the browser's Python)
to the same final state and scores, and re-encodes to the same link, for every rules version a game plays.

Needs `node` and a built site (`make site`, which puts Pyodide under dist/site/assets/*/pyodide);
skipped without them.
"""

import json
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from pycore.cli import play_bot_game
from pycore.engine import get_game, get_info
from pycore.engine.link import encode_link
from pycore.engine.match import make_seat, match_from_actions
from pycore.engine.summary import report

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ada", "Bruno", "Chiara", "Dario"]
BOTS = ["greedy", "random", "random", "random"]

SCRIPT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "fs";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
await py.loadPackage(["pydantic"]);
py.FS.writeFile("/tmp/pycore.tar", fs.readFileSync("%(tar)s"));
py.runPython("import tarfile, sys; tarfile.open('/tmp/pycore.tar').extractall('/home/pyodide'); sys.path.insert(0, '/home/pyodide')");
py.globals.set("links", JSON.parse(fs.readFileSync("%(links)s", "utf8")));
console.log(py.runPython(`
import json
from pycore.engine.link import decode_link, encode_link
from pycore.engine.match import game_of
from pycore.engine.summary import report
results = []
for link in links:
    match, state = decode_link(link)
    results.append({"link": encode_link(match), "state": game_of(match).to_json(state), "report": report(match, state)})
json.dumps(results)
`));
"""


def pyodide_dir():
    found = [
        lock.parent for lock in (ROOT / "dist" / "site" / "assets").glob("*/pyodide/pyodide-lock.json")
        if list(lock.parent.glob("pydantic-*.whl")) and (lock.parent / "pyodide.mjs").exists()
    ]
    if not found or not shutil.which("node"):
        pytest.skip("needs node and a built site with Pyodide (make site)")
    return max(found, key=lambda folder: folder.stat().st_mtime)


def test_links_decode_to_the_same_game_in_pyodide_as_in_cpython(tmp_path):
    # A private copy: the shared dist/ may be rebuilt by someone else while this runs.
    pyodide = shutil.copytree(pyodide_dir(), tmp_path / "pyodide")
    links, expected = [], []
    every_version = [(game_id, version) for game_id in ("opera-magna", "luthier") for version in get_info(game_id).rules_versions]
    for game_id, version in every_version:  # an earlier version's link replays under its numbers there too
        game = get_game(game_id, version)
        played = play_bot_game(game, NAMES, 5, BOTS)
        seats = [make_seat(name, "bot", bot) for name, bot in zip(NAMES, BOTS)]
        match, state = match_from_actions(game_id, seats, 5, played.options, played.actions, version)
        links.append(encode_link(match))
        expected.append({"link": links[-1], "state": game.to_json(state), "report": report(match, state)})
    with tarfile.open(tmp_path / "pycore.tar", "w") as archive:
        archive.add(ROOT / "pycore", arcname="pycore", filter=lambda f: None if "__pycache__" in f.name else f)
    (tmp_path / "links.json").write_text(json.dumps(links))
    script = tmp_path / "run.mjs"
    script.write_text(SCRIPT % {"pyodide": pyodide, "tar": tmp_path / "pycore.tar", "links": tmp_path / "links.json"})
    run = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    results = json.loads(run.stdout.strip().splitlines()[-1])
    assert results == json.loads(json.dumps(expected))

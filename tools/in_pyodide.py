"""Run a call of one of our tools inside Pyodide under node, with the Pyodide of the built site.

    times = call_in_pyodide(Path(__file__), "bench_om_table.render_times(3, 5)", extra=[positions_file])

The call's result must be JSON; `pycore`, `web/app` (as `app`) and the `extra` files are importable.
Used by the view benchmarks to time the same renders in CPython and in Pyodide.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_NODE_SCRIPT = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
import fs from "fs";
const py = await loadPyodide({ indexURL: "%(pyodide)s/" });
await py.loadPackage(["pydantic"]);
py.FS.writeFile("/tmp/code.tar", fs.readFileSync("%(tar)s"));
py.runPython("import tarfile, sys; tarfile.open('/tmp/code.tar').extractall('/home/pyodide'); sys.path[:0] = ['/home/pyodide', '/home/pyodide/tools']");
console.log(py.runPython("import json, %(module)s; json.dumps(%(call)s)"));
"""


def call_in_pyodide(tool: Path, call: str, extra: list[Path] = ()) -> object:
    """`call` (e.g. "bench_lu_view.render_times(4, 2)") evaluated in Pyodide; its JSON result."""
    mjs = list((ROOT / "dist" / "site" / "assets").glob("*/pyodide/pyodide.mjs"))
    if not mjs or not shutil.which("node"):
        raise SystemExit("needs node and a built site (make site)")
    with tempfile.TemporaryDirectory() as tmp:
        pyodide = shutil.copytree(max(mjs, key=lambda p: p.stat().st_mtime).parent, Path(tmp) / "pyodide")
        # the site ships a trimmed standard library (tools/shipped.py); the tools need all of it
        # (argparse, statistics), the code they measure does not care
        shutil.copyfile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", pyodide / "python_stdlib.zip")

        def skip(member: tarfile.TarInfo) -> tarfile.TarInfo | None:
            return None if "__pycache__" in member.name else member

        with tarfile.open(Path(tmp) / "code.tar", "w") as archive:
            archive.add(ROOT / "pycore", arcname="pycore", filter=skip)
            archive.add(ROOT / "web" / "app", arcname="app", filter=skip)
            for path in extra:
                archive.add(path, arcname=path.name)
            archive.add(tool, arcname=f"tools/{tool.name}")
            for helper in (Path(__file__), Path(__file__).with_name("timing.py")):  # the tools import them
                archive.add(helper, arcname=f"tools/{helper.name}")
        script = Path(tmp) / "run.mjs"
        script.write_text(_NODE_SCRIPT % {"pyodide": pyodide, "tar": Path(tmp) / "code.tar",
                                          "module": tool.stem, "call": call})
        run = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=900)
        if run.returncode:
            raise SystemExit(run.stderr[-2000:])
        return json.loads(run.stdout.strip().splitlines()[-1])


def bench_parser(doc: str) -> argparse.ArgumentParser:
    """A benchmark's command line, with `--pyodide` (run its Python in Pyodide under node)."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pyodide", action="store_true", help="in Pyodide under node")
    return parser


def here_or_in_pyodide(tool: Path, call: str, pyodide: bool) -> tuple[str, object]:
    """`call` evaluated in Pyodide (`pyodide`) or here in CPython: where it ran, and its result."""
    if pyodide:
        return "Pyodide (node)", call_in_pyodide(tool, call)
    module = importlib.import_module(tool.stem)
    return f"CPython {sys.version.split()[0]}", eval(call, {tool.stem: module})  # our own tool's call

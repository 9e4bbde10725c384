// Replace the Python sources of wheels by bytecode compiled by the very Pyodide the site ships (run in
// Node), so the browser imports them without compiling first, as Pyodide does for its own packages.
//
//   node tools/precompile.mjs OUT_DIR WHEEL...
//
// Each wheel is rewritten into OUT_DIR with the same name: every `pkg/mod.py` becomes `pkg/mod.pyc`
// (sourceless; a hash-based .pyc per PEP 552, so it holds no time stamp; without docstrings, which the
// app never reads: about 0.2 MB less to download) and RECORD follows. Our own wheels too: a traceback
// still names the file, the line and the function (every line keeps its number), without the line's
// text, which was 0.22 MB of sources to download (issue 16). Zip entries are sorted and dated 1980-01-01, and the output
// was checked to be the same bytes from run to run.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));

const COMPILE = `
import ast, base64, hashlib, importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def without_docstrings(source):
    """The module's syntax tree without the docstrings of the module, its classes and functions (as
    python -OO drops them, but keeping the asserts): their __doc__ is None; every line keeps its number."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    return tree

def record_hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

def precompile(data):
    with zipfile.ZipFile(io.BytesIO(bytes(data))) as source:
        entries = {name: source.read(name) for name in source.namelist() if not name.endswith("/")}
    record_name = next(n for n in entries if n.endswith(".dist-info/RECORD"))
    for name, content in list(entries.items()):
        if not name.endswith(".py") or ".dist-info/" in name or ".data/" in name:
            continue
        code = compile(without_docstrings(content), "/lib/python3.14/site-packages/" + name, "exec",
                       dont_inherit=True)
        del entries[name]
        entries[name + "c"] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(content), checked=False))
    lines = [line for line in entries[record_name].decode().splitlines()
             if line and line.split(",")[0] in entries and not line.startswith(record_name + ",")]
    listed = {line.split(",")[0] for line in lines}
    lines += [f"{n},{record_hash(c)},{len(c)}" for n, c in sorted(entries.items())
              if n not in listed and n != record_name]
    entries[record_name] = ("\\n".join(lines + [record_name + ",,"]) + "\\n").encode()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, entries[name])
    return out.getvalue()
`;

const [outDir, ...wheels] = process.argv.slice(2);
if (!outDir || wheels.length === 0) {
  console.error("usage: node tools/precompile.mjs OUT_DIR WHEEL...");
  process.exit(2);
}
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
pyodide.runPython(COMPILE);
const precompile = pyodide.globals.get("precompile");
for (const wheel of wheels) {
  const result = precompile(new Uint8Array(readFileSync(wheel)));
  writeFileSync(join(outDir, basename(wheel)), result.toJs());
  result.destroy();
}

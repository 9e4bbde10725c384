// Make the interpreter image: a Pyodide memory snapshot of Python with the standard library and the app's
// first-screen modules already imported, which the page restores instead of starting Python from scratch
// (web/interpreter.mjs). Run by tools/build_site.py under Node, on the site's own Pyodide folder (the same
// python_stdlib.zip as shipped: the image holds zipimport's table of that very file) and the site's wheels.
//
//   node tools/make_interpreter_image.mjs PYODIDE_DIR OUT_FILE MODULE[,MODULE...] WHEEL...
//
// What Pyodide 314.0.7 allows, as measured (docs/architecture.md, "How the site is assembled"; docs/performance.md,
// "Start-up (issue 16)"), and why:
// - the wheels are unpacked by Python, not installed with loadPackage (the snapshot then fails on a JS
//   reference Pyodide keeps for them); the page installs them again after the restore (site-packages is in
//   the file system, which the image does not hold);
// - only modules that need no binary package: the heap must stay within its initial 30 MiB, which is all
//   a restore can fill (pydantic-core would grow it);
// - the same bytes for the same inputs, wherever the build runs: a frozen clock and entropy stream (in this
//   process only), the program named as in a browser (not after this script's path), a fixed hash seed and
//   `random` seed, the import system's cached directory times dropped, and the freed memory zeroed, which also makes the image compress far better
//   (freed blocks otherwise keep decompressed sources and old bytecode).
import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const [pyodideDir, outFile, modules, ...wheels] = process.argv.slice(2);
if (!pyodideDir || !outFile || !modules) {
  console.error("usage: node tools/make_interpreter_image.mjs PYODIDE_DIR OUT_FILE MODULE[,MODULE...] WHEEL...");
  process.exit(2);
}
freezeClockAndEntropy(Number(process.env.SOURCE_DATE_EPOCH || 315532800) * 1000);
// Emscripten names the program after this script's path in Node (`thisProgram`: Python's `sys.executable`
// and the `_` of its environment), which would put the build's own folder in the image: two checkouts of
// one commit would make different images and a different site hash. The name it has in a browser instead.
process.argv.splice(1, process.argv.length - 1, "./this.program");
const { loadPyodide } = await import(join(resolve(pyodideDir), "pyodide.mjs"));
const py = await loadPyodide({
  indexURL: resolve(pyodideDir) + "/",
  _makeSnapshot: true,
  // The hash seed is frozen in the image whatever it is (restores cannot re-draw it): a fixed one makes the
  // image reproducible. `random` is re-seeded by the page after every restore (web/interpreter.mjs).
  env: { PYTHONHASHSEED: "0" },
});
for (const wheel of wheels) py.FS.writeFile(`/tmp/${basename(wheel)}`, readFileSync(wheel));
py.runPython(`
import gc, importlib, random, site, sys, zipfile
for wheel in ${JSON.stringify(wheels.map((w) => `/tmp/${basename(w)}`))}:
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site.getsitepackages()[0])
importlib.invalidate_caches()
for name in ${JSON.stringify(modules.split(","))}:
    importlib.import_module(name)
random.seed(0)
importlib.invalidate_caches()  # forgets the directories' modification times, which differ from build to build
del wheel, archive, name
gc.collect()
`);
zeroFreedMemory(py._module);
const image = py.makeMemorySnapshot();
writeFileSync(outFile, image);
console.log(`${outFile}: ${image.length} bytes`);

// Whatever time or randomness Python's start reads lands in the image, the same for every player who restores
// it (the page draws `random`'s seed again after the restore): here it comes from a fixed clock and a fixed
// stream, so that the image is the same bytes from build to build. Only this build process is affected.
function freezeClockAndEntropy(epochMs) {
  Date.now = () => epochMs;
  performance.now = () => 0;
  let state = 0x9e3779b9;
  nodeCrypto.randomFillSync = (view) => {
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    for (let i = 0; i < bytes.length; i++) {
      state ^= state << 13; state ^= state >>> 17; state ^= state << 5;  // xorshift32
      bytes[i] = state & 0xff;
    }
    return view;
  };
}

// Fill every free block of the C heap with zeros, without growing the heap past its size (a restore can
// only fill the initial memory): allocate, zero and keep blocks from large to small while they fit below
// the end of the memory, free them all, give the top back (malloc_trim) and zero everything above the break.
function zeroFreedMemory(module) {
  const end = module.HEAP8.length;
  const blocks = [];
  module._malloc_trim(0);
  for (let size = 1 << 20; size >= 64; size >>= 1) {
    while (module._sbrk(0) + 2 * size + 4096 < end) {
      const block = module._malloc(size);
      if (!block) break;
      module.HEAP8.fill(0, block, block + size);
      blocks.push(block);
    }
  }
  if (module.HEAP8.length !== end) throw new Error("the heap grew while zeroing: the image could not be restored");
  for (const block of blocks) module._free(block);
  module._malloc_trim(0);
  module.HEAP8.fill(0, module._sbrk(0), end);
}

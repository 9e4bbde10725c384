// The interpreter PyScript starts (its `interpreter` setting points here, next to pyodide.mjs so that Pyodide
// finds its files as before): Pyodide's own loadPyodide, but restored from the interpreter image when the
// service worker has it, so that Python starts with the standard library and our first-screen modules
// already imported instead of running all of that again (tools/make_interpreter_image.mjs made it at build
// time). The first visit, a browser without a service worker, or any failure to read or restore the image
// start Python the plain way, as if there were no image: the player sees no difference but the time.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };

const IMAGE = new URL("./interpreter-image.bin", import.meta.url).href;

// In a worker (web/boot.js) what the page must know is posted to it (`{atelier: ...}`): the marks, which the
// tests read on the page's timeline; the files downloaded, for the loading screen; and the errors, which
// PyScript writes to the console (a Python traceback ends the worker's script that way): the page shows them
// in its error panel, as for Python on its thread.
const toPage = typeof WorkerGlobalScope !== "undefined" ? (atelier) => globalThis.postMessage({ atelier }) : null;
if (toPage) {
  const error = console.error.bind(console);
  console.error = (...parts) => {
    toPage({ error: parts.map((part) => part?.message || String(part)).join(" ") });
    error(...parts);
  };
  new PerformanceObserver((list) => {  // for the loading screen's progress
    for (const { name, encodedBodySize, transferSize } of list.getEntries()) {
      toPage({ resource: { name, encodedBodySize, transferSize } });
    }
  }).observe({ type: "resource", buffered: true });
}

function mark(name) {
  performance.mark(name);
  toPage?.({ mark: name });
}

// Only from the service worker's cache, never from the network: a first visit does not download it.
async function cachedImage() {
  try {
    const hit = await globalThis.caches?.match(IMAGE);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    console.warn("No interpreter image:", error);
    return null;
  }
}

async function forgetImage() {
  try {
    for (const name of await caches.keys()) await (await caches.open(name)).delete(IMAGE);
  } catch (error) {
    console.warn("The interpreter image could not be dropped:", error);
  }
}

export async function loadPyodide(options) {
  const { packages = [], ...rest } = options;
  // Our wheels are downloaded, checked and inflated by the browser while Python starts; once it has started
  // only their files remain to be written (a first start and a restore alike).
  const wheels = readWheels(packages);
  wheels.catch(() => {});  // a failure is met where the files are awaited: Pyodide's installer then
  const image = await cachedImage();
  if (image) {
    mark("atelier:interpreter-image-read");
    let pyodide;
    try {
      pyodide = await loadPlain({ ...rest, _loadSnapshot: image });
    } catch (error) {
      // Another Pyodide build, a damaged copy, a heap the browser cannot give back: start afresh, and drop the
      // cached copy, so that the service worker fetches it anew once the app runs (web/sw.js fetches it only
      // when none is cached): a bad copy kept would fail every later start the same way.
      console.warn("Interpreter image not restored, starting Python afresh:", error);
      await forgetImage();
      return loadPlain(options);
    }
    // The image froze `random`'s state: every start would deal the same games without a new seed.
    pyodide.runPython("import random; random.seed()");
    // site-packages is not in the image (it is in the file system): our wheels go there again.
    await installWheels(pyodide, packages, wheels);
    mark("atelier:interpreter-image-restored");
    return pyodide;
  }
  const pyodide = await loadPlain(rest);
  mark("atelier:interpreter-started");
  await installWheels(pyodide, packages, wheels);
  mark("atelier:wheels-installed");
  return pyodide;
}

// Our wheels (pure Python) go into site-packages unzipped by the browser's own inflate (DecompressionStream),
// not by Pyodide's installer, which unzips in Python: in WebKit, whose first tier interprets wasm, that took
// 2.4 to 3.4 s of a 3.6 s start (docs/performance.md, "WebKit's start-up"). If anything fails, the installer does it.
async function installWheels(pyodide, packages, wheels) {
  try {
    const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
    for (const [path, bytes] of (await wheels).flat()) {
      const file = `${sitePackages}/${path}`;
      pyodide.FS.mkdirTree(file.slice(0, file.lastIndexOf("/")));
      pyodide.FS.writeFile(file, bytes);
    }
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
  } catch (error) {
    console.warn("Unpacking the wheels in the page failed, Pyodide installs them:", error);
    await pyodide.loadPackage(packages);
  }
}

// Each wheel's files as [path, bytes]: the file our lock names, its sha256 checked as Pyodide's installer does.
async function readWheels(names) {
  const lock = await (await fetch(new URL("./pyodide-lock.json", import.meta.url))).json();
  return Promise.all(names.map(async (name) => {
    const { file_name: fileName, sha256 } = lock.packages[name];
    const url = new URL(fileName, import.meta.url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const wheel = new Uint8Array(await response.arrayBuffer());
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", wheel));
    if (Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("") !== sha256) {
      throw new Error(`${fileName}: not the file of the lock (sha256)`);
    }
    return unzip(wheel);
  }));
}

// The files of a zip archive as [path, bytes] (stored or deflated entries, read from its central directory).
async function unzip(zip) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = zip.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip archive");
  const count = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  const files = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(entry, true) !== 0x02014b50) throw new Error("damaged zip directory");
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const local = view.getUint32(entry + 42, true);
    const path = new TextDecoder().decode(zip.subarray(entry + 46, entry + 46 + nameLength));
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    if (path.endsWith("/")) continue;
    if (path.startsWith("/") || path.split("/").includes("..")) throw new Error(`${path}: outside the archive`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`${path}: zip method ${method}`);
    files.push(method === 0 ? [path, data] : inflate(data).then((bytes) => [path, bytes]));
  }
  return Promise.all(files);
}

async function inflate(data) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// The interpreter PyScript starts (its `interpreter` setting points here, next to pyodide.mjs so that Pyodide
// finds its files as before): Pyodide's own loadPyodide, but restored from the interpreter image when the
// service worker has it, so that Python starts with the standard library and our first-screen modules
// already imported instead of running all of that again (tools/make_interpreter_image.mjs made it at build
// time). The first visit, a browser without a service worker, or any failure to read or restore the image
// start Python the plain way, as if there were no image: the player sees no difference but the time.
import { loadPyodide as loadPlain, version } from "./pyodide.mjs";

export { version };

const IMAGE = new URL("./interpreter-image.bin", import.meta.url).href;

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

export async function loadPyodide(options) {
  const image = await cachedImage();
  if (image) {
    performance.mark("atelier:interpreter-image-read");
    try {
      const pyodide = await loadPlain({ ...options, _loadSnapshot: image });
      // The image froze `random`'s state: every start would deal the same games without a new seed.
      pyodide.runPython("import random; random.seed()");
      performance.mark("atelier:interpreter-image-restored");
      return pyodide;
    } catch (error) {
      // Another Pyodide build, a damaged copy, a heap the browser cannot give back: start afresh.
      console.warn("Interpreter image not restored, starting Python afresh:", error);
    }
  }
  return loadPlain(options);
}

// This device's key pair for play at a distance (issue 29), with the browser's WebCrypto only: made once
// (Ed25519, or ECDSA P-256 where an engine lacks it), the private key not extractable, the CryptoKeyPair kept in
// IndexedDB, so no script can read the private key and it signs after a reload. Clearing the site's data loses it.
// Everything here is asynchronous; page.js hands the results to Python as messages. Bytes travel as base64url.

const DB = "atelier-device";
const STORE = "keys";
const ENTRY = "device";
const ALGORITHMS = {
  Ed25519: { make: { name: "Ed25519" }, use: { name: "Ed25519" }, curve: null },
  "ECDSA-P256": { make: { name: "ECDSA", namedCurve: "P-256" }, use: { name: "ECDSA", hash: "SHA-256" },
                  curve: { name: "ECDSA", namedCurve: "P-256" } },
};

const toB64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
  .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromB64 = (text) => Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function database() {
  const opening = indexedDB.open(DB, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

async function stored() {
  const db = await database();
  return request(db.transaction(STORE).objectStore(STORE).get(ENTRY));
}

async function store(entry) {
  const db = await database();
  const tx = db.transaction(STORE, "readwrite");
  tx.objectStore(STORE).put(entry, ENTRY);
  await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
}

async function generate() {
  for (const algorithm of Object.keys(ALGORITHMS)) {
    try {
      const pair = await crypto.subtle.generateKey(ALGORITHMS[algorithm].make, false, ["sign", "verify"]);
      const raw = await crypto.subtle.exportKey("raw", pair.publicKey);  // a public key is always exportable
      return { algorithm, pair, public: toB64(raw) };
    } catch (error) {
      if (algorithm === "ECDSA-P256") throw error;  // Ed25519 missing: try P-256
    }
  }
  throw new Error("no signing algorithm");
}

let device = null;  // the promise of this device's entry {algorithm, pair, public}

// This device's key: {algorithm, public} or {problem: "insecure" | "failed"} (no WebCrypto: not a secure context).
export async function deviceKey() {
  if (!globalThis.crypto?.subtle || !globalThis.indexedDB) return { problem: "insecure" };
  device ??= (async () => {
    const entry = await stored();
    if (entry?.pair) return entry;
    const made = await generate();
    await store(made);
    return made;
  })();
  try {
    const entry = await device;
    return { algorithm: entry.algorithm, public: entry.public };
  } catch (error) {
    device = null;
    return { problem: "failed", detail: String(error) };
  }
}

// This device's signature (raw, 64 bytes) of a message, both base64url.
export async function sign(message) {
  const entry = await device;
  const signature = await crypto.subtle.sign(ALGORITHMS[entry.algorithm].use, entry.pair.privateKey, fromB64(message));
  return toB64(signature);
}

// Each claim [algorithm, public key, message, signature] (base64url) verified: a list of booleans.
export async function verify(claims) {
  return Promise.all(claims.map(async ([algorithm, publicKey, message, signature]) => {
    try {
      const spec = ALGORITHMS[algorithm];
      const key = await crypto.subtle.importKey("raw", fromB64(publicKey), spec.curve ?? spec.make, false, ["verify"]);
      return await crypto.subtle.verify(spec.use, key, fromB64(signature), fromB64(message));
    } catch {
      return false;  // a malformed key or an engine without the algorithm: not verified
    }
  }));
}

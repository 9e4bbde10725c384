"""The served headers are netlify.toml's: CSP everywhere, the right types, caching by kind of file.
(That the page works under the CSP, with no violation, is checked by test_home_screen.py.)"""

import json
import tomllib
import urllib.request

from conftest import ROOT, SITE


def fetch_headers(url: str):
    with urllib.request.urlopen(url) as response:
        return response.headers


def netlify_csp() -> str:
    rules = tomllib.loads((ROOT / "netlify.toml").read_text())["headers"]
    return next(r["values"]["Content-Security-Policy"] for r in rules if r["for"] == "/*")


def test_csp_allows_only_our_own_origin_and_wasm_compilation():
    csp = netlify_csp()
    directives = dict((d.split()[0], d.split()[1:]) for d in csp.split("; "))
    assert directives["default-src"] == ["'self'"]
    assert directives["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert "'unsafe-eval'" not in csp and "'unsafe-inline'" not in csp and "http" not in csp
    # PyScript starts Python's worker from a blob: URL it makes in the page (web/boot.js); no other worker
    assert directives["worker-src"] == ["'self'", "blob:"]


def test_the_page_is_cross_origin_isolated_so_that_python_runs_in_a_worker(site_url):
    """Python's worker calls the page synchronously (SharedArrayBuffer, Atomics): only in an isolated page."""
    for url in (site_url, f"{site_url}sw.js"):
        headers = fetch_headers(url)
        assert headers["Cross-Origin-Opener-Policy"] == "same-origin"
        assert headers["Cross-Origin-Embedder-Policy"] == "require-corp"


def test_every_response_carries_the_csp_and_types_and_caching_fit_the_file(site_url):
    assets = json.loads((SITE / "build.json").read_text())["assets"]
    csp = netlify_csp()
    page = fetch_headers(site_url)
    assert page["Content-Security-Policy"] == csp
    assert page["Cache-Control"] == "no-cache"
    assert fetch_headers(site_url + "sw.js")["Cache-Control"] == "no-cache"
    wasm = fetch_headers(f"{site_url}{assets}/pyodide/pyodide.asm.wasm")
    assert wasm["Content-Type"] == "application/wasm"
    assert wasm["Cache-Control"] == "public, max-age=31536000, immutable"
    assert wasm["Content-Security-Policy"] == csp
    assert fetch_headers(f"{site_url}{assets}/pyodide/pyodide.mjs")["Content-Type"].startswith("text/javascript")
    assert fetch_headers(site_url + "manifest.webmanifest")["Content-Type"] == "application/manifest+json"


def test_the_manifest_makes_the_site_installable():
    manifest = json.loads((SITE / "manifest.webmanifest").read_text())
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (SITE / icon["src"]).is_file()
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"


def test_header_rules_match_like_netlify(tmp_path):
    from netlify_headers import headers_for, load_rules

    toml = tmp_path / "netlify.toml"
    toml.write_text(
        '[[headers]]\n  for = "/*"\n  [headers.values]\n    X-A = "all"\n    Cache-Control = "no-cache"\n'
        '[[headers]]\n  for = "/assets/*"\n  [headers.values]\n    Cache-Control = "immutable"\n'
        '[[headers]]\n  for = "/assets/:hash/x.wasm"\n  [headers.values]\n    Content-Type = "application/wasm"\n'
    )
    rules = load_rules(toml)
    assert headers_for("/", rules) == {"X-A": "all", "Cache-Control": "no-cache"}
    # a header set by two matching rules gets both values, joined: keep one rule per header and path
    assert headers_for("/assets/abc/x.wasm", rules) == {
        "X-A": "all", "Cache-Control": "no-cache, immutable", "Content-Type": "application/wasm"}
    assert "Content-Type" not in headers_for("/assets/a/b/x.wasm", rules)  # :hash is one segment


def test_the_real_rules_set_each_header_once_per_path():
    from netlify_headers import load_rules

    rules = load_rules()
    for path in ["/", "/index.html", "/sw.js", "/manifest.webmanifest", "/icons/icon-192.png",
                 "/assets/0123456789abcdef/pyodide/pyodide.asm.wasm", "/assets/0123456789abcdef/style.css"]:
        names = [name.lower() for pattern, values in rules if pattern.match(path) for name in values]
        assert len(names) == len(set(names)), (path, names)

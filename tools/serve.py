"""Serve the built site like the static host does: the same files, the same headers (from netlify.toml).

    python tools/serve.py [--host 127.0.0.1] [--port 8000] [--dir dist/site]

Loopback by default. No directory listings; `/` serves `index.html`.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import mimetypes
import sys
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

from netlify_headers import headers_for, load_rules

ROOT = Path(__file__).resolve().parent.parent
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".webmanifest": "application/manifest+json", ".whl": "application/zip", ".py": "text/plain",
         ".json": "application/json", ".svg": "image/svg+xml"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    rules: list = []
    extensions_map = {**mimetypes.types_map, **TYPES}

    def list_directory(self, path):  # a static host shows no listings
        self.send_error(404, "Not found")
        return None

    def end_headers(self) -> None:
        path = unquote(urlsplit(self.path).path)
        for name, value in headers_for(path, self.rules).items():
            if name.lower() == "content-type":
                continue  # set by send_head from the same table; see guess_type
            self.send_header(name, value)
        super().end_headers()

    def guess_type(self, path) -> str:
        url_path = unquote(urlsplit(self.path).path)
        for name, value in headers_for(url_path, self.rules).items():
            if name.lower() == "content-type":
                return value
        return super().guess_type(path)

    def log_message(self, format, *args) -> None:
        if self.server.verbose:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    verbose = True

    def handle_error(self, request, client_address) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return  # the browser dropped a download it no longer needed: not an error of ours
        super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 8000, verbose: bool = True,
                handler: type[SiteHandler] = SiteHandler) -> SiteServer:
    """A server ready to `serve_forever()` (port 0 picks a free one: see `server.server_address`)."""
    handler = type("Handler", (handler,), {"rules": load_rules()})
    server = SiteServer((host, port), functools.partial(handler, directory=str(directory)))
    server.verbose = verbose
    return server


def serve_in_background(directory: Path) -> tuple[SiteServer, str]:
    """A quiet server on a free loopback port, serving in a daemon thread; the server and the site's URL."""
    server = make_server(directory, port=0, verbose=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://%s:%s/" % server.server_address[:2]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        sys.exit(f"No site in {args.dir}: run `make site` first.")
    server = make_server(args.dir, args.host, args.port)
    host, port = server.server_address[:2]
    print(f"Serving {args.dir} at http://{host}:{port}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()

"""Time to verify and to sign a link at a distance in each browser engine, as the app does it: Pyodide builds what
each key signed (the whole log) and WebCrypto checks or makes the signature (web/app/distance.py marks
`verify-start`/`verify-end` and `sign-start`/`sign-end` on the page).

    python tools/bench_signing.py [--runs 5] [--engines chromium,firefox,webkit] [--game opera-magna] [--players 4]
                                  [--dir dist/site]

Each run opens, on one page of the built site, a new link: a 4-player game of `--game` signed in CPython by four
devices (PyPI's `cryptography`), played to near its end, with the seat to move invited again (its key lost,
the others agreed). Opening it verifies every signature (verify); taking that seat signs the whole log with this
browser's key (sign: Pyodide's and WebCrypto's parts, SIGN_PARTS). Prints the medians in ms and the link's
length.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools"), str(ROOT / "tests" / "engine")]

from engines import missing, open_page, watched_server  # noqa: E402

HOME = "document.querySelector('body.app-ready #home')"
TIMEOUT_S = 240
# Signing, as the app does it, in three parts: Pyodide builds the message and asks the page; WebCrypto signs; Pyodide
# keeps the signature and the new link. Not counted: the wait in between while the app draws the table it claimed.
SIGN_PARTS = [("sign-start", "sign-asked"), ("webcrypto-sign-start", "webcrypto-sign-end"), ("sign-back", "sign-end")]


def invited_link(game_id: str, players: int, seed: int) -> tuple[str, int]:
    """A signed link near the game's end whose seat to move is open to claim again; and that seat."""
    from pycore.engine.match import game_of, replay
    from pycore.engine.signing import encode_signed_link
    from signed_games import Device, play_at_a_distance, release, seal

    devices = [Device() for _ in range(players)]
    whole, _, _ = play_at_a_distance(game_id, players, seed, [Device() for _ in range(players)])
    match, distance, _ = play_at_a_distance(game_id, players, seed, devices, max_steps=len(whole.log) - 3)
    seat = game_of(match).to_move(replay(match))
    others = [d for i, d in enumerate(devices) if i != seat]
    distance = release(match, distance, seat, others[0])
    for device in others[1:]:
        distance = seal(match, distance, device, agree=True)
    return encode_signed_link(match, distance), seat


def wait_for(page, expression: str, what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not page.evaluate(f"!!({expression})"):
        if time.monotonic() > deadline:
            raise SystemExit(f"no {what} after {TIMEOUT_S} s")
        time.sleep(0.05)


def measure(page, start: str, end: str, runs_before: int) -> float:
    """The newest start-to-end of the app's marks, once the end mark's count passed `runs_before`."""
    wait_for(page, f"performance.getEntriesByName('atelier:{end}').length > {runs_before}", end)
    return page.evaluate(f"""(() => {{
        const s = performance.getEntriesByName('atelier:{start}').at(-1).startTime;
        const e = performance.getEntriesByName('atelier:{end}').at(-1).startTime;
        return e - s; }})()""")


def bench(engine: str, links: list[tuple[str, int]], site: Path) -> dict:
    server = watched_server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    page = open_page(engine, 1280, 800)
    verify, sign = [], []
    try:
        page.goto("http://127.0.0.1:%d/" % server.server_address[1])
        wait_for(page, HOME, "home screen")
        for run, (link, seat) in enumerate(links):
            page.evaluate(f"(location.hash = {json.dumps(link)}, 1)")
            verify.append(measure(page, "verify-start", "verify-end", run))
            claim = f"document.querySelector(\"[data-action='claim:{seat}']\")"
            wait_for(page, claim, "invitation to take the seat")
            page.evaluate(f"({claim}.click(), 1)")
            measure(page, "sign-start", "sign-end", run)  # all of it done (the table drawn between is not signing)
            sign.append(sum(measure(page, start, end, run) for start, end in SIGN_PARTS))
    finally:
        page.close()
        server.shutdown()
        server.server_close()
    return {"verify_ms": statistics.median(verify), "sign_ms": statistics.median(sign),
            "all_verify": [round(v, 1) for v in verify], "all_sign": [round(v, 1) for v in sign]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default="chromium,firefox,webkit")
    parser.add_argument("--game", default="opera-magna")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist" / "site", help="the built site")
    args = parser.parse_args()
    links = [invited_link(args.game, args.players, seed) for seed in range(3, 3 + args.runs)]
    print(f"{args.game}, {args.players} players: links of {min(len(t) for t, _ in links)}-"
          f"{max(len(t) for t, _ in links)} characters; load average {os.getloadavg()[0]:.1f}")
    for engine in args.engines.split(","):
        reason = missing(engine)
        if reason:
            print(f"{engine}: skipped ({reason})")
            continue
        result = bench(engine, links, args.dir)
        print(f"{engine}: verify median {result['verify_ms']:.1f} ms, sign median {result['sign_ms']:.1f} ms "
              f"(verify {result['all_verify']}, sign {result['all_sign']})", flush=True)


if __name__ == "__main__":
    main()

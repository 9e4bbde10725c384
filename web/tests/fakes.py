"""A fake of the browser glue (`app.glue.Page`) for the app's controller in CPython: it keeps what was drawn,
the address bar, the browser history entries, the timers (run when a test says so) and what was offered
to download or share, and it can press Back like a browser. With `shell_app` a test builds the real
`app.main.App` on it; `counting` counts what a tap asks of the rules (also used by tools/bench_taps.py)."""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from app import i18n, session as session_module, share as share_module
from app.distance import b64, unb64
from pycore.engine.signing import DeviceKey
from app.actions import Dispatcher
from app.glue import Clock
from app.main import App
from app.storage import MemoryStore
from test_shell_screens import Page

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tests" / "engine"))
from signed_games import verify  # the same check as pycore's tests: PyPI's cryptography


class FakePage:
    POINTER = "touch"

    def __init__(self, fragment: str = "") -> None:
        self.html = ""
        self.address = fragment  # the fragment in the address bar
        self.entries: list[tuple[str, str, str]] = [("", "", fragment)]  # history entries: (screen, save, fragment)
        self.at = 0  # the current entry
        self.timers: list[tuple[int, Callable[[], None]]] = []
        self.forms: dict[str, dict[str, str]] = {}
        self.marks: list[str] = []
        self.downloads: list[tuple[str, str]] = []
        self.shared: list[tuple[str, str, str]] = []
        self.on_history: Callable[[str, str, str], None] | None = None
        self.on_key: Callable[[str], bool] | None = None
        self.ready = False
        # play at a distance: this fake device's key (real Ed25519, as WebCrypto's) and the page's answers waiting
        self.device = Ed25519PrivateKey.generate()
        self.secure = True  # False: a page without WebCrypto (not a secure context)
        self.answers: list[Callable[[], None]] = []
        self.identity: tuple[Callable[[str], None], Callable[[str, str], None], Callable[[str, str], None]] | None = None

    # ---- what the app calls ------------------------------------------------------------------------
    def mount(self, html: str) -> None:
        self.html = html

    def mark(self, name: str) -> None:
        self.marks.append(name)

    def scroll_to_top(self) -> None:
        pass

    def show_targets(self, targets: str, pinned: str) -> bool:
        return False

    def show_newest(self, list_selector: str, item_selector: str) -> None:
        pass

    def reveal(self, selector: str) -> None:
        pass

    def later(self, milliseconds: int, callback: Callable[[], None]) -> None:
        self.timers.append((milliseconds, callback))

    def soon(self, callback: Callable[[], None]) -> None:
        self.timers.append((0, callback))

    def form_values(self, form_id: str) -> dict[str, str]:
        return dict(self.forms.get(form_id, {}))

    def page_url(self) -> str:
        return "https://atelier.example/"

    def fragment(self) -> str:
        return self.address

    def set_fragment(self, text: str) -> None:
        self.address = text
        screen, save_id, _ = self.entries[self.at]
        self.entries[self.at] = (screen, save_id, text)

    def push_screen(self, screen: str, save_id: str = "", fragment: str = "") -> None:
        del self.entries[self.at + 1:]
        self.entries.append((screen, save_id, fragment))
        self.at += 1
        self.address = fragment

    def replace_screen(self, screen: str, save_id: str = "", fragment: str = "") -> None:
        self.entries[self.at] = (screen, save_id, fragment)
        self.address = fragment

    def share(self, title: str, text: str, url: str) -> str:
        self.shared.append((title, text, url))
        return "copied"

    def speak(self, code: str) -> str:
        """As app.dom.speak, with the catalogs a test gives in `catalogs` (none: English)."""
        self.language = i18n.use(code, getattr(self, "catalogs", {}).get(code))
        return self.language

    def download(self, file_name: str, text: str) -> None:
        self.downloads.append((file_name, text))

    def listen_keys(self, handler: Callable[[str], bool], keys: tuple[str, ...] = ()) -> None:
        self.on_key = handler

    def listen_file_import(self, handler: Callable[[str, str], None]) -> None:
        pass

    def listen_fragment(self, handler: Callable[[str], None]) -> None:
        pass

    def listen_history(self, handler: Callable[[str, str, str], None]) -> None:
        self.on_history = handler

    def ask_persistent_storage(self) -> None:
        pass

    def set_ready(self) -> None:
        self.ready = True

    def listen_identity(self, on_key: Callable[[str], None], on_signed: Callable[[str, str], None],
                        on_verified: Callable[[str, str], None]) -> None:
        self.identity = (on_key, on_signed, on_verified)
        public = self.device.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)
        key = {"algorithm": "Ed25519", "public": b64(public)} if self.secure else {"problem": "insecure"}
        self.answers.append(lambda: on_key(json.dumps(key)))

    def sign(self, request: str, message: str) -> None:
        assert self.identity is not None
        on_signed = self.identity[1]
        signature = b64(self.device.sign(unb64(message)))
        self.answers.append(lambda: on_signed(request, signature))

    def verify(self, request: str, claims: str) -> None:
        assert self.identity is not None
        on_verified = self.identity[2]
        valid = [verify(DeviceKey(a, unb64(p)), unb64(m), unb64(s)) for a, p, m, s in json.loads(claims)]
        self.answers.append(lambda: on_verified(request, json.dumps(valid)))

    # ---- what a test does ----------------------------------------------------------------------------
    def actions(self, verb: str = "") -> list[str]:
        """The data-action ids on screen (of one verb)."""
        return [a for a in Page(self.html).actions if a.startswith(f"{verb}:" if verb else "")]

    def text(self) -> str:
        return Page(self.html).all_text

    def answer(self) -> int:
        """The page's asynchronous answers (device key, signatures, checks) handed to Python, in order."""
        ran = 0
        while self.answers:
            self.answers.pop(0)()
            ran += 1
        return ran

    def run_timers(self, limit: int = 50) -> int:
        """Run the pending timers (and those they start), at most `limit`; how many ran."""
        ran = 0
        while self.timers and ran < limit:
            _, callback = self.timers.pop(0)
            callback()
            ran += 1
        return ran

    def back(self) -> None:
        """The browser's Back button: the entry before, told to the app (popstate)."""
        self.at -= 1
        screen, save_id, fragment = self.entries[self.at]
        self.address = fragment
        assert self.on_history is not None
        self.on_history(screen, save_id, fragment)


class FixedClock(Clock):
    """Numbered saves and a fixed date, so that tests can name them."""

    def __init__(self) -> None:
        self.made = 0

    def now(self) -> str:
        return "2026-12-01T17:00:00+00:00"

    def new_id(self) -> str:
        self.made += 1
        return f"save{self.made}"


def shell_app(page: FakePage | None = None, kv: MemoryStore | None = None, home_shown: bool = False) -> App:
    """The real controller on the fake glue, started as web/main.py starts it (`home_shown`: the first screen
    drew the home screen already, so with no save the app does not draw it again)."""
    page = page or FakePage()
    app = App(page, kv if kv is not None else MemoryStore(), Dispatcher(), FixedClock())
    app.start(home_shown)
    page.answer()  # the device's key: at once in the page too (identity.js, a few milliseconds)
    return app


WATCHED = ("observation", "scores", "apply")  # the game object's methods counted by `counting`
# ... and the legal list computed (`list_moves`; `legal_actions` hands out the kernel's list of the step, computed
# once), counted as "legal_actions"


@contextmanager
def counting(app: App) -> Iterator[Counter]:
    """While open, counts what the app asks: the rules (the game object's WATCHED methods, observations also
    by seat), the links it encodes (`encode_link`, wherever the app calls it) and the saves it writes."""
    calls: Counter = Counter()
    patched: list[tuple[object, str, object]] = []

    def wrap(owner: object, name: str, key: str = "") -> None:
        original = getattr(owner, name)

        def counted(*args, **kwargs):
            calls[key or name] += 1
            if name == "observation":
                calls[f"observation of seat {args[1]}"] += 1
            return original(*args, **kwargs)

        patched.append((owner, name, vars(owner).get(name, _MISSING)))
        setattr(owner, name, counted)

    assert app.session is not None
    for name in WATCHED:
        wrap(app.session.game, name)
    wrap(app.session.game, "list_moves", "legal_actions")
    wrap(app.session.game, "apply_at", "apply")  # a tap's move, its id looked up once: performed by its index
    for module in (session_module, share_module):
        wrap(module, "encode_link")
    wrap(app.store, "put", "saves written")
    try:
        yield calls
    finally:
        for owner, name, before in reversed(patched):
            if before is _MISSING:
                delattr(owner, name)  # the class's method shows again
            else:
                setattr(owner, name, before)


_MISSING = object()


def picks(page: FakePage) -> list[str]:
    """The pieces the board on screen offers to pick (not Cancel, not a rules text)."""
    return [a for a in page.actions("sel") if a != "sel:" and not a.startswith(("sel:?", "sel:~"))]


def next_tap(page: FakePage) -> str:
    """What a test taps next: the privacy screen's "show my table", else your first action, else your first pick."""
    return (page.actions("privacy") or page.actions("act") or picks(page))[0]


def go_on(app: App, page: FakePage) -> str:
    """One thing happens: the bot's pending move (""), else `next_tap` (its tap)."""
    if page.run_timers(limit=1):
        return ""
    tap = next_tap(page)
    app.dispatcher.dispatch(tap)
    return tap


@dataclass
class Tap:
    action_id: str
    calls: Counter  # what it asked (`counting`)
    ms: float  # the handler's time, wall clock
    cpu_ms: float  # the same in this process's CPU time (steadier on a busy machine)
    your_turn: bool  # after it, the table waits for your tap (not for a bot)


def your_taps(app: App, page: FakePage, count: int) -> Iterator[Tap]:
    """Up to `count` of your taps as `next_tap` chooses them, each counted and timed (the handler only);
    the bots' moves run between them, not counted."""
    taken = 0
    while taken < count and not app.session.is_over():
        if page.run_timers(limit=1):
            continue
        tap = next_tap(page)  # read from the page before the clock starts: a test's work, not the app's
        with counting(app) as calls:
            started, cpu = time.perf_counter(), time.process_time()
            app.dispatcher.dispatch(tap)
            elapsed, cpu = (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000
        taken += 1
        yield Tap(tap, calls, elapsed, cpu, not page.timers and not app.session.is_over())

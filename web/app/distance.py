"""Play at a distance (issue 29): this device's key, its seats, signing after each change, checking a signed
link before it is opened, and what a link that does not follow on says (older, or parting from the game here).

The device's key pair lives in the browser (web/identity.js: WebCrypto, the private key never readable); the page
answers asynchronously, as messages: the key (`on_device_key`), a signature (`on_signed`), a check of a link's
signatures (`on_verified`). What is signed and what coverage means is pycore's (`pycore.engine.signing`). A
game's seats and signatures are kept beside its save, under `atelier:distance:<id>` (the save's format is
unchanged, so a save opens in any version of the app as a game of this device).
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from pycore.engine.match import Match
from pycore.engine.signing import (ALGORITHMS, DeviceKey, Distance, Release, Seal, SIGNATURE_BYTES, claims,
                                   coverage_problem, seal_message)
from pycore.engine.labels import said_label

from .actions import handles
from .saved import when
from .distancewords import TEXT

if TYPE_CHECKING:
    from .glue import Page
    from .session import Session
    from .storage import SaveStore
    from .table import Screen


class Shell(Protocol):
    """What play at a distance asks of the app's controller (`app.main.App`), named here so that this module never
    imports the controller back."""
    page: Page
    store: SaveStore
    screen: str
    session: Session | None
    table: Screen

    def show_current(self) -> None: ...
    def show_table(self) -> None: ...
    def share(self, action: str) -> None: ...
    def refuse_link(self, error: str) -> None: ...
    def open_checked(self, fragment: str, match: Any, state: Any, distance: Distance | None) -> None: ...
    def open_as_new(self, match: Any, state: Any, distance: Distance | None) -> None: ...

DISTANCE_PREFIX = "atelier:distance:"
UNSIGNED = bytes(SIGNATURE_BYTES)  # a seal's signature until the page's first answer: never valid



def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def distance_json(distance: Distance, shared: int = 0) -> str:
    return json.dumps({"owners": list(distance.owners), "shared": shared,
                       "seals": [[s.key.algorithm, b64(s.key.public), s.steps, b64(s.signature), s.moves]
                                 for s in distance.seals],
                       "releases": [[r.seat, r.at, r.seal] for r in distance.releases]})


def shared_steps(text: str | None) -> int:
    """The steps this device has shared of a game at a distance (sealed: no undo past them)."""
    try:
        return max(0, int(json.loads(text or "{}").get("shared", 0)))
    except (ValueError, TypeError, AttributeError):
        return 0


def read_distance_json(text: str | None) -> Distance | None:
    """A stored record, or None (none, or damaged: the game then opens as a game of this device)."""
    if not text:
        return None
    try:
        data = json.loads(text)
        # a record kept before lost keys could be replaced has no releases: each seal signed none
        seals = tuple(Seal(DeviceKey(str(a), unb64(p)), int(n), unb64(s), int(m[0]) if m else 0)
                      for a, p, n, s, *m in data["seals"])
        owners = tuple(None if o is None else int(o) for o in data["owners"])
        releases = tuple(Release(int(seat), int(at), int(seal)) for seat, at, seal in data.get("releases", []))
    except (ValueError, TypeError, KeyError):
        return None
    if any(s.key.algorithm not in ALGORITHMS or len(s.signature) != SIGNATURE_BYTES for s in seals) or \
            any(o is not None and not 0 <= o < len(seals) for o in owners) or \
            any(not 0 <= r.seal < len(seals) for r in releases):
        return None
    return Distance(owners, seals, releases)


def first_difference(one: Match, other: Match) -> int:
    """The step number (from 1) at which two logs of one game part."""
    for number, (a, b) in enumerate(zip(one.log, other.log), start=1):
        if a != b:
            return number
    return min(len(one.log), len(other.log)) + 1


def with_seal(distance: Distance, seal: Seal) -> Distance:
    """The seal of `seal.key` replaced (or added, then owning no seat until a claim)."""
    seals = list(distance.seals)
    keys = [s.key for s in seals]
    if seal.key in keys:
        seals[keys.index(seal.key)] = seal
    else:
        seals.append(seal)
    return Distance(distance.owners, tuple(seals), distance.releases)


def claimed(distance: Distance, seat: int, key: DeviceKey) -> Distance:
    """`key` takes a seat no device has (its seal, not signed yet, added if new; it signs every release: a seat
    invited again is its own invitation)."""
    keys = [s.key for s in distance.seals]
    moves = len(distance.releases)
    if key not in keys:
        distance = with_seal(distance, Seal(key, 0, UNSIGNED, moves))
    else:
        own = distance.seals[keys.index(key)]
        distance = with_seal(distance, Seal(key, own.steps, UNSIGNED, moves))
    owners = list(distance.owners)
    owners[seat] = [s.key for s in distance.seals].index(key)
    return Distance(tuple(owners), distance.seals, distance.releases)


def released(distance: Distance, seat: int, at: int, mine: DeviceKey) -> Distance:
    """`seat` leaves its key after step `at` (the key was lost): a friend's seat no device has, until it is claimed
    again; this device's seal (unsigned until the page signs it) agrees to every release so far."""
    owner = distance.owners[seat]
    assert owner is not None
    owners = list(distance.owners)
    owners[seat] = None
    distance = Distance(tuple(owners), distance.seals, (*distance.releases, Release(seat, at, owner)))
    return agreeing(distance, mine)


def agreeing(distance: Distance, mine: DeviceKey) -> Distance:
    """This device's seal, to be signed again, agreeing to every release of the game."""
    own = distance.seals[[s.key for s in distance.seals].index(mine)]
    return with_seal(distance, Seal(mine, own.steps, UNSIGNED, len(distance.releases)))


def releases_of(distance: Distance) -> list[tuple[int, int, DeviceKey]]:
    return distance.moves_signed(len(distance.releases))


def merged(held: Distance, linked: Distance, mine: DeviceKey | None) -> Distance | str:
    """The link's seats and signatures, checked against those this device holds for the game: a claimed seat
    never moves to another key (the message names it) unless the link holds its release from that key (agreed:
    its signatures were checked), never to leave this device; a link that does not know a release held here is
    refused; this device's own seal kept if it covers more."""
    held_releases, linked_releases = releases_of(held), releases_of(linked)
    for index, release in enumerate(held_releases):
        if index >= len(linked_releases) or linked_releases[index] != release:
            return f"release_unknown:{release[0]}"
    for seat, owner in enumerate(held.owners):
        if owner is None:
            continue
        key = held.seals[owner].key
        if linked.key_of(seat) != key:
            if key == mine:
                return f"mine_elsewhere:{seat}"
            if not any(r[0] == seat and r[2] == key for r in linked_releases):
                return f"seat_moved:{seat}"
    result = linked
    if mine is not None and mine in [s.key for s in held.seals]:
        own = held.seals[[s.key for s in held.seals].index(mine)]
        linked_keys = [s.key for s in linked.seals]
        theirs = linked.seals[linked_keys.index(mine)] if mine in linked_keys else None
        if theirs is not None and (theirs.steps, theirs.moves) < (own.steps, own.moves):
            result = with_seal(result, own)
    return result


@dataclass
class Device:
    """This device's key, once the page has told (None meanwhile), or why there is none."""

    key: DeviceKey | None = None
    problem: str = ""  # "insecure" or "failed": no play at a distance on this device
    known: bool = False  # the page has answered

    def note(self) -> str:
        """Why this device cannot play at a distance, in a player's words ("" when it can)."""
        return TEXT[self.problem] if self.problem else ""


@dataclass
class PendingLink:
    fragment: str
    match: Match
    state: Any
    distance: Distance
    valid: list[bool] | None = None


@dataclass
class Distant:
    """The controller's part for play at a distance (served by the app's dispatcher beside `App`)."""

    app: Shell
    device: Device = field(default_factory=Device)
    pending: PendingLink | None = None
    requests: int = 0
    signing: str = ""  # the signature asked for and not yet back: "<save id>:<steps>"
    share_after_signing: bool = False
    fork: tuple[Match, Any, Distance | None] | None = None  # the link's game, if the player keeps both

    # ---- the device's key ------------------------------------------------------------------------

    def start(self) -> None:
        self.app.page.listen_identity(self.on_device_key, self.on_signed, self.on_verified)

    def on_device_key(self, text: str) -> None:
        answer = json.loads(text)
        self.device.known = True
        if "public" in answer and answer.get("algorithm") in ALGORITHMS:
            self.device.key = DeviceKey(answer["algorithm"], unb64(answer["public"]))
        else:
            self.device.problem = "insecure" if answer.get("problem") == "insecure" else "failed"
        session = self.app.session
        if session is not None and session.distance is not None:
            session.device = self.device.key
        if self.pending is not None:
            self.go_on()
        elif self.app.screen in ("new", "home"):
            self.app.show_current()
        elif self.app.screen == "table" and session is not None and session.distance is not None:
            self.app.show_table()

    # ---- records beside the saves ----------------------------------------------------------------

    def stored(self, save_id: str) -> Distance | None:
        return read_distance_json(self.app.store.kv.get(DISTANCE_PREFIX + save_id))

    def store(self, save_id: str, distance: Distance) -> None:
        session = self.app.session
        shared = session.shared_steps if session is not None and session.save_id == save_id else 0
        self.app.store.kv.set(DISTANCE_PREFIX + save_id, distance_json(distance, shared))

    def shared(self, save_id: str) -> int:
        return shared_steps(self.app.store.kv.get(DISTANCE_PREFIX + save_id))

    def mark_shared(self) -> None:
        """The link just shared seals this device's steps so far: undo stops there (a friend may hold them)."""
        session = self.app.session
        if session is not None and session.distance is not None:
            session.shared_steps = len(session.match.log)
            self.store(session.save_id, session.distance)

    def forget(self, save_id: str) -> None:
        self.app.store.kv.remove(DISTANCE_PREFIX + save_id)

    def new_distance(self, match: Match, friends: list[int]) -> Distance | None:
        """A new game's seats: the humans not marked as friends play here; None when all do (a game of this
        device, as ever)."""
        if not friends or self.device.key is None:
            return None
        here = [i for i, seat in enumerate(match.seats) if seat.kind == "human" and i not in friends]
        owners = tuple(0 if i in here else None for i in range(len(match.seats)))
        return Distance(owners, (Seal(self.device.key, 0, UNSIGNED),))

    def home_notes(self, games: list) -> dict[str, tuple[bool, str]]:
        """For the Continue list: each game at a distance still playing, your turn or whom it waits for."""
        notes = {}
        for game in games:
            summary = game.row.summary
            distance = self.stored(game.id)
            if distance is None or summary is None or summary.status == "over" or game.row.problem:
                continue
            names = summary.players
            here = {names[s] for s in range(min(len(names), len(distance.owners)))
                    if self.device.key is not None and distance.key_of(s) == self.device.key}
            if summary.turn in here:
                notes[game.id] = (True, TEXT["your_turn"].format(name=summary.turn))
            elif summary.turn:
                notes[game.id] = (False, TEXT["waiting_since"].format(name=summary.turn, when=when(game.row.last_played)))
        return notes

    # ---- signing ---------------------------------------------------------------------------------

    def my_seal(self) -> int | None:
        session = self.app.session
        if session is None or session.distance is None or self.device.key is None:
            return None
        keys = [s.key for s in session.distance.seals]
        return keys.index(self.device.key) if self.device.key in keys else None

    def sealed(self) -> bool:
        """The game's link may be shown and shared: a game of one device, or this device's signature covers
        the whole log (or the device plays no seat of it: a spectator only passes links on)."""
        session = self.app.session
        if session is None or session.distance is None:
            return True
        mine = self.my_seal()
        if mine is None:
            return True
        seal = session.distance.seals[mine]
        return seal.steps == len(session.match.log) and seal.signature != UNSIGNED

    def seal(self) -> None:
        """Ask the page to sign the whole log (and the releases this device agreed to) for this device's seats,
        unless asked already."""
        session = self.app.session
        mine = self.my_seal()
        if session is None or session.distance is None or mine is None or self.sealed():
            return
        moves = session.distance.seals[mine].moves
        request = f"{session.save_id}:{len(session.match.log)}:{moves}"
        if request == self.signing:
            return
        self.signing = request
        # marks for tools/bench_signing.py: Pyodide's part here and in on_signed, WebCrypto's on the page
        self.app.page.mark("sign-start")
        message = seal_message(session.match, session.distance, mine, len(session.match.log), moves)
        self.app.page.sign(request, b64(message))
        self.app.page.mark("sign-asked")

    def on_signed(self, request: str, signature: str) -> None:
        self.app.page.mark("sign-back")
        session = self.app.session
        if request == self.signing:
            self.signing = ""
        mine = self.my_seal()
        if session is None or session.distance is None or mine is None or not signature or self.device.key is None \
                or request != f"{session.save_id}:{len(session.match.log)}:{session.distance.seals[mine].moves}":
            self.seal()  # the game moved on meanwhile: sign what it is now
            return
        moves = session.distance.seals[mine].moves
        session.distance = with_seal(session.distance,
                                     Seal(self.device.key, len(session.match.log), unb64(signature), moves))
        self.store(session.save_id, session.distance)
        self.app.page.set_fragment(session.link())
        self.app.page.mark("sign-end")
        if self.share_after_signing:
            self.share_after_signing = False
            self.app.share("")
        elif self.app.screen == "table":
            self.app.show_table()

    # ---- opening a signed link -------------------------------------------------------------------

    def check_then_open(self, fragment: str, match: Match, state: Any, distance: Distance) -> None:
        """Verify every signature (the page's WebCrypto, asynchronously), then open or refuse."""
        self.app.page.mark("verify-start")  # to "verify-end" (tools/bench_signing.py)
        self.pending = PendingLink(fragment, match, state, distance)
        self.requests += 1
        self.app.page.verify(str(self.requests), json.dumps(
            [[key.algorithm, b64(key.public), b64(message), b64(signature)]
             for key, message, signature in claims(match, distance)]))

    def on_verified(self, request: str, results: str) -> None:
        pending = self.pending
        if pending is None or request != str(self.requests):
            return
        pending.valid = [bool(v) for v in json.loads(results)]
        self.go_on()

    def go_on(self) -> None:
        """Open the link once both its signatures are checked and this device's key is known."""
        pending = self.pending
        if pending is None or pending.valid is None:
            return
        if not self.device.known:
            return
        self.pending = None
        if self.device.problem:
            self.app.refuse_link(TEXT["cannot_check"].format(why=self.device.note()))
            return
        problem = coverage_problem(pending.match, pending.distance, pending.valid)
        self.app.page.mark("verify-end")
        if problem:
            self.app.refuse_link(said_label(problem))
            return
        self.app.open_checked(pending.fragment, pending.match, pending.state, pending.distance)

    def reconcile(self, save_id: str, linked: Distance | None) -> Distance | None | str:
        """The seats and signatures to keep for a link continuing a stored game, or a refusal's message."""
        held = self.stored(save_id)
        if held is None:
            return linked
        if linked is None:  # an unsigned link of a game at a distance: the game here keeps its seats
            return held
        return merged(held, linked, self.device.key)

    # ---- the table ----------------------------------------------------------------------------------

    @handles("claim")
    def claim(self, seat_text: str) -> None:
        """This device takes a friend's seat that no device has: the first to play it from the link."""
        session = self.app.session
        if session is None or session.distance is None or self.device.key is None or not seat_text.isdigit():
            return
        seat = int(seat_text)
        if not 0 <= seat < len(session.match.seats) or session.distance.owners[seat] is not None \
                or session.match.seats[seat].kind != "human" or any(session.here(h) for h in session.humans()) \
                or session.release_waiting(seat):
            return
        session.device = self.device.key
        session.distance = claimed(session.distance, seat, self.device.key)
        session.viewer = seat
        self.store(session.save_id, session.distance)
        self.seal()
        self.app.show_table()

    @handles("reinvite")
    def reinvite(self, seat_text: str) -> None:
        """A friend lost their key: first say what inviting them again does, with the button that does it."""
        session = self.app.session
        seat = self.releasable(seat_text)
        if session is None or seat is None:
            return
        name = session.names[seat]
        self.app.table.message = TEXT["reinvite_ask"].format(name=name)
        self.app.table.message_action, self.app.table.message_label = f"reinvite-yes:{seat}", \
            TEXT["reinvite_yes"].format(name=name)
        self.app.show_table()

    @handles("reinvite-yes")
    def reinvite_yes(self, seat_text: str) -> None:
        """The seat leaves its lost key now; this device signs that (its agreement), and the link invites the
        friend again: the first device that plays the seat from it, once every other player agreed."""
        session = self.app.session
        seat = self.releasable(seat_text)
        if session is None or session.distance is None or seat is None or self.device.key is None:
            return
        session.distance = released(session.distance, seat, len(session.match.log), self.device.key)
        self.after_release_signed(TEXT["reinvited"].format(name=session.names[seat]))

    @handles("agree")
    def agree(self, _: str) -> None:
        """This device signs every release of the game: its player agrees that those seats play on new devices."""
        session = self.app.session
        if session is None or session.distance is None or self.device.key is None or self.my_seal() is None \
                or not session.to_agree():
            return
        names = ", ".join(session.names[r.seat] for r in session.distance.releases)
        session.distance = agreeing(session.distance, self.device.key)
        self.after_release_signed(TEXT["agreed"].format(names=names))

    def after_release_signed(self, message: str) -> None:
        session = self.app.session
        assert session is not None and session.distance is not None
        session.shared_steps = len(session.match.log)  # no undo past the release: its step must stay in the log
        self.store(session.save_id, session.distance)
        self.app.table.message, self.app.table.message_action = message, ""
        self.seal()
        self.app.show_table()

    def releasable(self, seat_text: str) -> int | None:
        """A human seat another device plays, in a game where this device plays a seat: one it may invite again."""
        session = self.app.session
        if session is None or session.distance is None or not seat_text.isdigit() or self.my_seal() is None:
            return None
        seat = int(seat_text)
        if not 0 <= seat < len(session.match.seats) or session.is_bot(seat) or session.here(seat) \
                or session.distance.owners[seat] is None or not any(session.here(h) for h in session.humans()):
            return None
        return seat

    @handles("keep-both")
    def keep_both(self, _: str) -> None:
        """The link's game, which parts from the one here, kept as a game of its own."""
        if self.fork is None:
            return
        match, state, distance = self.fork
        self.fork = None
        self.app.open_as_new(match, state, distance)

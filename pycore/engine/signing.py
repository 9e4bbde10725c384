"""Play at a distance: which device plays which seat, and the signatures that show it.

Each device has one key pair (made by the browser's WebCrypto: Ed25519, or ECDSA P-256 where an engine lacks
it). This module does no cryptography: it says what a device signs and whether a game's signatures cover
every step, with the verification passed in (`Verify`: the browser's WebCrypto in the app, PyPI's
`cryptography` in the tests).

What a device signs (`signed_bytes`): a tag, the seats its key plays, the game's header (game, rules
version, options, seed, seats) and the first `steps` steps, each as its seat, its index among the legal
actions and their number. A `Seal` is a device's latest signature: its key, how many steps it covers and
the signature. `Distance` says, per seat, which seal's key plays it (None: a bot, or a friend's seat no
device has claimed yet).

A lost key (site data cleared, a new phone) is not a lost game: a `Release` says that a seat left the key
that played it after a given step; the seat is then a friend's seat no device has, claimed again by the first
device that plays it, once every other human seat's device agrees, each by its own signature. A seal signs
the game's first `moves` releases (`Seal.moves`): a device agrees to a release by signing it. The steps of a
released seat up to the release stay covered by its old key's signature (kept in the link); its steps after
it need the release agreed and the new key's signature.

Coverage (`coverage_problem`): every step of a human seat lies within the steps signed by that seat's own
key; every other step (a bot's) within the steps signed by some device (the one that ran it). A step
played on the wrong device is refused in a player's words: "Ada's move at step 41 was not made on Ada's
device."

In a link (`engine.link`'s signed format) the block after the actions is: the number of seals, each as
its algorithm (one byte), its public key (32 or 65 bytes), the steps it covers and its 64-byte signature;
then, per seat, 0 (no key) or 1 + the index of its seal. Only when the game has releases, then: their number,
each as its seat, its step and the index of the seal it leaves; and per seal the number of releases it signed.
(Without releases the block ends at the owners, as before releases existed: older links read the same.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .errors import BadLink
from .labels import Labels
from .link import MAX_STEPS, Reader, decode_link_parts, encode_link, header_bytes, put_uint
from .match import Match
from .registry import get_game

SIGNED_TAG = b"atelier-signed-log-1\x00"  # what every signed message starts with: never valid as anything else
ALGORITHMS = ("Ed25519", "ECDSA-P256")  # by their byte in a link
PUBLIC_KEY_BYTES = {"Ed25519": 32, "ECDSA-P256": 65}
SIGNATURE_BYTES = 64  # both: Ed25519's, and P-256's raw r || s as WebCrypto gives it
MAX_SEALS = 8
MAX_RELEASES = 16

# Why a link's signatures do not cover its moves, in the players' words (another language: table "signing").
TEXT = Labels("signing", {
    "forged": "{name}'s move at step {step} was not made on {name}'s device.",
    "bot": "{name}'s move at step {step} was not made on a player's device.",
    "bad_seal": "{name}'s signature does not match this game: the link was changed after {name} shared it.",
    "too_far": "{name}'s signature covers more steps than this link holds.",
    "early": "{name}'s move at step {step} was made before the other players agreed that {name} plays on a new "
             "device.",
    "orphan": "This link holds a signature of no player.",
    "damaged": "This link's signatures are damaged.",
}, {})


@dataclass(frozen=True)
class DeviceKey:
    algorithm: str  # one of ALGORITHMS
    public: bytes  # raw: 32 bytes (Ed25519) or 65 (P-256, uncompressed)


@dataclass(frozen=True)
class Seal:
    """A device's latest signature: over the first `steps` steps of the log and the first `moves` releases."""

    key: DeviceKey
    steps: int
    signature: bytes
    moves: int = 0


@dataclass(frozen=True)
class Release:
    """Seat `seat` left the key of seal `seal` (lost) after step `at`: a friend's seat again from then on."""

    seat: int
    at: int
    seal: int


@dataclass(frozen=True)
class Distance:
    """Who plays where: per seat the index of its seal (None: a bot, or a friend's seat not claimed yet)."""

    owners: tuple[int | None, ...]
    seals: tuple[Seal, ...]
    releases: tuple[Release, ...] = ()

    def seats_of(self, seal: int) -> list[int]:
        """The seats a seal's key plays or played (before a release): what its signatures speak for."""
        return sorted({seat for seat, owner in enumerate(self.owners) if owner == seal}
                      | {r.seat for r in self.releases if r.seal == seal})

    def owner_at(self, seat: int, step: int) -> int | None:
        """The seal whose key played `seat` at step number `step` (from 1)."""
        for release in self.releases:
            if release.seat == seat and step <= release.at:
                return release.seal
        return self.owners[seat]

    def moves_signed(self, count: int) -> list[tuple[int, int, DeviceKey]]:
        """The first `count` releases as a seal signs them: seat, step and the key left."""
        return [(r.seat, r.at, self.seals[r.seal].key) for r in self.releases[:count]]

    def agreeing(self, release: int, humans: list[int]) -> list[int]:
        """The seals whose signature a release needs: the device of every other human seat at that point (a
        seat with no device has nobody to ask; the lost key itself cannot sign)."""
        left = self.releases[release]
        seals = []
        for seat in humans:
            if seat == left.seat:
                continue
            later = [r.seal for r in self.releases[release + 1:] if r.seat == seat]
            owner = later[0] if later else self.owners[seat]
            if owner is not None and owner != left.seal and owner not in seals:
                seals.append(owner)
        return seals

    def waiting_to_agree(self, release: int, humans: list[int]) -> list[int]:
        """The seals that have not signed a release yet."""
        return [s for s in self.agreeing(release, humans) if self.seals[s].moves <= release]

    def agreed(self, release: int, humans: list[int]) -> bool:
        """Every device asked has signed it (and there was one to ask: a key never releases its own seat alone)."""
        return bool(self.agreeing(release, humans)) and not self.waiting_to_agree(release, humans)

    def key_of(self, seat: int) -> DeviceKey | None:
        owner = self.owners[seat]
        return None if owner is None else self.seals[owner].key


Verify = Callable[[DeviceKey, bytes, bytes], bool]  # (key, message, signature) -> the signature is the key's


def signed_bytes(match: Match, steps: int, seats: list[int],
                 moves: list[tuple[int, int, DeviceKey]] | None = None) -> bytes:
    """What a device playing `seats` signs to endorse the first `steps` steps of `match` (and the releases
    `moves`, each seat, step and key left: none in a game where no key was lost, whose bytes stay as they were)."""
    out = bytearray(SIGNED_TAG)
    put_uint(out, len(seats))
    for seat in seats:
        put_uint(out, seat)
    out += header_bytes(match, get_game(match.game))
    put_uint(out, steps)
    for step in match.log[:steps]:
        put_uint(out, 0 if step.seat is None else step.seat + 1)
        put_uint(out, step.index)
        put_uint(out, step.choices)
    if moves:
        put_uint(out, len(moves))
        for seat, at, key in moves:
            put_uint(out, seat)
            put_uint(out, at)
            out.append(ALGORITHMS.index(key.algorithm))
            out += key.public
    return bytes(out)


def seal_message(match: Match, distance: Distance, seal: int, steps: int, moves: int) -> bytes:
    """What seal `seal`'s key signs to cover `steps` steps and the first `moves` releases."""
    return signed_bytes(match, steps, distance.seats_of(seal), distance.moves_signed(moves))


def claims(match: Match, distance: Distance) -> list[tuple[DeviceKey, bytes, bytes]]:
    """What to verify, one (key, message, signature) per seal, in the seals' order."""
    return [(seal.key, seal_message(match, distance, index, seal.steps, seal.moves), seal.signature)
            for index, seal in enumerate(distance.seals)]


def coverage_problem(match: Match, distance: Distance, valid: list[bool]) -> str | None:
    """Why the signatures do not cover the log, in a player's words, or None. `valid[i]`: seal i verified."""
    names = match.names
    if len(distance.owners) != len(match.seats) or len(valid) != len(distance.seals):
        return TEXT("damaged")
    for index, seal in enumerate(distance.seals):
        seats = distance.seats_of(index)
        if not seats:
            return TEXT("orphan")
        if seal.steps > len(match.log):
            return TEXT("too_far", name=names[seats[0]])
        if not valid[index]:
            return TEXT("bad_seal", name=names[seats[0]])
    problem = release_problem(match, distance)
    if problem:
        return problem
    humans = [i for i, seat in enumerate(match.seats) if seat.kind == "human"]
    pending = {r.seat: r.at for j, r in reversed(list(enumerate(distance.releases))) if not distance.agreed(j, humans)}
    furthest = max((seal.steps for seal in distance.seals), default=0)
    for number, step in enumerate(match.log, start=1):
        seat = step.seat
        if seat is not None and match.seats[seat].kind == "human":
            if seat in pending and number > pending[seat]:
                return TEXT("early", name=names[seat], step=number)
            owner = distance.owner_at(seat, number)
            if owner is None or distance.seals[owner].steps < number:
                return TEXT("forged", name=names[seat], step=number)
        elif furthest < number:
            name = names[seat] if seat is not None else "The table"
            return TEXT("bot", name=name, step=number)
    return None


def release_problem(match: Match, distance: Distance) -> str | None:
    """A release that cannot be: of a bot's seat or none, past the log, of a seal that does not exist, out of
    order; or a seal signing releases the link does not hold."""
    last: dict[int, int] = {}
    for release in distance.releases:
        if not 0 <= release.seat < len(match.seats) or match.seats[release.seat].kind != "human" \
                or release.at > len(match.log) or not 0 <= release.seal < len(distance.seals) \
                or release.at < last.get(release.seat, 0):
            return TEXT("damaged")
        last[release.seat] = release.at
    if any(seal.moves > len(distance.releases) for seal in distance.seals):
        return TEXT("damaged")
    return None


def check(match: Match, distance: Distance, verify: Verify) -> str | None:
    """`coverage_problem` with each seal verified by `verify` (a raising verifier counts as a bad signature)."""
    valid = []
    for key, message, signature in claims(match, distance):
        try:
            valid.append(bool(verify(key, message, signature)))
        except Exception:  # a malformed key is a bad signature, never a crash
            valid.append(False)
    return coverage_problem(match, distance, valid)


# ---- the block in a link ---------------------------------------------------------------------

def distance_bytes(distance: Distance) -> bytes:
    out = bytearray()
    put_uint(out, len(distance.seals))
    for seal in distance.seals:
        out.append(ALGORITHMS.index(seal.key.algorithm))
        out += seal.key.public
        put_uint(out, seal.steps)
        out += seal.signature
    for owner in distance.owners:
        put_uint(out, 0 if owner is None else owner + 1)
    if distance.releases or any(seal.moves for seal in distance.seals):
        put_uint(out, len(distance.releases))
        for release in distance.releases:
            put_uint(out, release.seat)
            put_uint(out, release.at)
            put_uint(out, release.seal)
        for seal in distance.seals:
            put_uint(out, seal.moves)
    return bytes(out)


def read_distance(block: bytes, seats: int) -> Distance:
    reader = Reader(block)
    seals = []
    for _ in range(reader.uint(MAX_SEALS)):
        kind = reader.uint(len(ALGORITHMS) - 1)
        algorithm = ALGORITHMS[kind]
        public = reader.chunk(PUBLIC_KEY_BYTES[algorithm])
        steps = reader.uint(MAX_STEPS)
        seals.append(Seal(DeviceKey(algorithm, public), steps, reader.chunk(SIGNATURE_BYTES)))
    owners = []
    for _ in range(seats):
        owner = reader.uint(len(seals))
        owners.append(None if owner == 0 else owner - 1)
    releases: list[Release] = []
    if reader.pos < len(block):  # the releases of lost keys, when the game has any
        for _ in range(reader.uint(MAX_RELEASES)):
            releases.append(Release(reader.uint(seats - 1), reader.uint(MAX_STEPS), reader.uint(len(seals) - 1)))
        seals = [Seal(s.key, s.steps, s.signature, reader.uint(len(releases))) for s in seals]
    if reader.rest():
        raise BadLink(TEXT("damaged"))
    return Distance(tuple(owners), tuple(seals), tuple(releases))


def encode_signed_link(match: Match, distance: Distance) -> str:
    return encode_link(match, distance_bytes(distance))


def read_signed_link(text: str) -> tuple[Match, Any, Distance | None]:
    """A link's match, position and signatures, not yet verified (None: an unsigned link, a game of one
    device). BadLink for a damaged one."""
    match, state, block = decode_link_parts(text)
    return match, state, None if block is None else read_distance(block, len(match.seats))


def open_signed_link(text: str, verify: Verify) -> tuple[Match, Any, Distance | None]:
    """`read_signed_link`, then every signature checked: BadLink in a player's words if a step is not
    covered by its own seat's device."""
    match, state, distance = read_signed_link(text)
    if distance is not None:
        problem = check(match, distance, verify)
        if problem:
            raise BadLink(problem)
    return match, state, distance

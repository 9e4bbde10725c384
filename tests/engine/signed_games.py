"""Games played at a distance in CPython: one real key pair per device (PyPI's `cryptography`, the same
Ed25519 and ECDSA P-256 signatures as the browser's WebCrypto), each device signing the whole log after
its seat's steps, as the app does."""

from __future__ import annotations

from dataclasses import dataclass, field

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature

from pycore.bots import get_bot
from pycore.engine.match import Match, Seat, game_of, new_match, play, replay
from pycore.engine.rng import Rng
from pycore.engine.signing import DeviceKey, Distance, Release, Seal, seal_message

RAW = (serialization.Encoding.Raw, serialization.PublicFormat.Raw)
POINT = (serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


@dataclass
class Device:
    algorithm: str = "Ed25519"
    private: object = field(default=None)

    def __post_init__(self) -> None:
        self.private = ed25519.Ed25519PrivateKey.generate() if self.algorithm == "Ed25519" \
            else ec.generate_private_key(ec.SECP256R1())

    @property
    def key(self) -> DeviceKey:
        public = self.private.public_key()  # type: ignore[attr-defined]
        return DeviceKey(self.algorithm, public.public_bytes(*(RAW if self.algorithm == "Ed25519" else POINT)))

    def sign(self, message: bytes) -> bytes:
        if self.algorithm == "Ed25519":
            return self.private.sign(message)  # type: ignore[attr-defined]
        r, s = decode_dss_signature(self.private.sign(message, ec.ECDSA(hashes.SHA256())))  # type: ignore[attr-defined]
        return r.to_bytes(32, "big") + s.to_bytes(32, "big")  # WebCrypto's raw r || s


def verify(key: DeviceKey, message: bytes, signature: bytes) -> bool:
    try:
        if key.algorithm == "Ed25519":
            ed25519.Ed25519PublicKey.from_public_bytes(key.public).verify(signature, message)
        else:
            point = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), key.public)
            der = encode_dss_signature(int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big"))
            point.verify(der, message, ec.ECDSA(hashes.SHA256()))
        return True
    except (InvalidSignature, ValueError):
        return False


def seal(match: Match, distance: Distance, device: Device, agree: bool = False) -> Distance:
    """`device` signs the whole log so far (its seal replaced), and every release if it `agree`s (else the
    releases it signed before)."""
    keys = [s.key for s in distance.seals]
    index = keys.index(device.key)
    moves = len(distance.releases) if agree else distance.seals[index].moves
    seals = list(distance.seals)
    signature = device.sign(seal_message(match, distance, index, len(match.log), moves))
    seals[index] = Seal(device.key, len(match.log), signature, moves)
    return Distance(distance.owners, tuple(seals), distance.releases)


def release(match: Match, distance: Distance, seat: int, asking: Device) -> Distance:
    """`asking`'s device invites `seat` again (its key lost): the seat leaves its key after the log so far, and
    `asking` signs that."""
    owners = list(distance.owners)
    left = owners[seat]
    assert left is not None
    owners[seat] = None
    released = Distance(tuple(owners), distance.seals, (*distance.releases, Release(seat, len(match.log), left)))
    return seal(match, released, asking, agree=True)


def claim(distance: Distance, seat: int, device: Device) -> Distance:
    """`device` takes `seat` (a friend's seat no device has yet)."""
    keys = [s.key for s in distance.seals]
    seals = list(distance.seals)
    if device.key not in keys:
        seals.append(Seal(device.key, 0, bytes(64), len(distance.releases)))
    owners = list(distance.owners)
    owners[seat] = [s.key for s in seals].index(device.key)
    return Distance(tuple(owners), tuple(seals), distance.releases)


def play_at_a_distance(game_id: str, players: int, seed: int, devices: list[Device], bots: int = 0,
                       max_steps: int | None = None, level: str = "greedy") -> tuple[Match, Distance, list[Device]]:
    """A game of `players` humans (bots choose their moves) plus `bots` bot seats, seat i's human on
    `devices[i]`; each device claims its seat at its first move and signs after each of its seat's steps
    and after a bot step it ran (the bot runs on the device of the last human who moved)."""
    names = ["Ada", "Bo", "Cy", "Di"]
    seats = [Seat(name=names[i]) for i in range(players)] + \
        [Seat(name=f"Bot{i}", kind="bot", bot=level) for i in range(bots)]
    match = new_match(game_id, seats, seed)
    game = game_of(match)
    state = replay(match)
    distance = claim(Distance(tuple([None] * len(seats)), ()), 0, devices[0])  # the first seat made the game
    runner = devices[0]
    while not game.is_over(state) and (max_steps is None or len(match.log) < max_steps):
        seat = game.to_move(state)
        if seat is not None and seat < players:
            runner = devices[seat]
            if distance.owners[seat] is None:
                distance = claim(distance, seat, runner)
        move = get_bot(level)(game, state, Rng.for_step(match.seed, len(match.log)))
        match, state = play(match, state, move.id)
        distance = seal(match, distance, runner)
    return match, distance, devices

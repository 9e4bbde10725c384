"""Fuzz of signed links (issue 29): any signature, key or covered step changed, with the checksum made right
again so that only the signatures can catch it: 0 accepted, 0 crashes (only BadLink). One of the games has a
seat whose key was lost and replaced (a release, agreed): its fields are fuzzed too."""

import base64
import random
import zlib

import pytest

from pycore.engine import BadLink
from pycore.engine.link import encode_link
from pycore.engine.match import game_of, play, replay
from pycore.engine.signing import DeviceKey, Distance, Release, Seal, distance_bytes, open_signed_link
from signed_games import Device, claim, play_at_a_distance, release, seal, verify

TRIALS = 300


def with_a_lost_key():
    """Opera Magna, 3 players: Bo's key lost after 40 steps, Ada invites him again, Cy agrees, Bo's new device
    claims his seat and plays on."""
    ada, bo, cy, new_bo = Device(), Device(), Device(), Device("ECDSA-P256")
    match, distance, _ = play_at_a_distance("opera-magna", 3, 5, [ada, bo, cy], max_steps=40)
    distance = seal(match, release(match, distance, 1, ada), cy, agree=True)
    game, state = game_of(match), replay(match)
    devices = [ada, new_bo, cy]
    while len(match.log) < 90 and not game.is_over(state):
        seat = game.to_move(state)
        if distance.owners[seat] is None:
            distance = claim(distance, seat, devices[seat])
        match, state = play(match, state, game.legal_actions(state)[0].id)
        distance = seal(match, distance, devices[seat])
    assert distance.key_of(1) == new_bo.key
    return match, distance, devices


@pytest.fixture(scope="module")
def signed_games():
    return [play_at_a_distance("luthier", 2, 21, [Device(), Device()], max_steps=80),
            play_at_a_distance("opera-magna", 3, 8, [Device(), Device("ECDSA-P256"), Device()], bots=1, max_steps=90),
            with_a_lost_key()]


def with_checksum(body: bytes) -> str:
    body = body[:-4]
    body += zlib.crc32(body).to_bytes(4, "little")
    return "2" + base64.urlsafe_b64encode(body).decode().rstrip("=")


def body_of(fragment: str) -> bytes:
    data = fragment[1:]
    return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))


def refused(fragment: str) -> bool:
    try:
        open_signed_link(fragment, verify)
    except BadLink:
        return True
    return False


def flip(data: bytes, fuzz: random.Random) -> bytes:
    at = fuzz.randrange(len(data))
    return data[:at] + bytes([data[at] ^ (1 << fuzz.randrange(8))]) + data[at + 1:]


def test_any_signature_or_key_changed_is_refused(signed_games):
    fuzz = random.Random(29)
    accepted = 0
    for trial in range(TRIALS):
        match, distance, _ = signed_games[trial % len(signed_games)]
        seals = list(distance.seals)
        which = fuzz.randrange(len(seals))
        old = seals[which]
        if trial % 2:
            seals[which] = Seal(old.key, old.steps, flip(old.signature, fuzz))
        else:
            public = flip(old.key.public, fuzz)
            seals[which] = Seal(DeviceKey(old.key.algorithm, public), old.steps, old.signature)
        changed = Distance(distance.owners, tuple(seals))
        accepted += not refused(encode_link(match, distance_bytes(changed)))
    assert accepted == 0


def test_any_covered_step_changed_is_refused(signed_games):
    """Another legal action at a signed step (the rest replayed as far as it stays legal): the signatures
    over the old log do not cover the new one."""
    fuzz = random.Random(41)
    accepted = 0
    for trial in range(TRIALS):
        match, distance, _ = signed_games[trial % len(signed_games)]
        choices = [number for number, step in enumerate(match.log) if step.choices > 1]
        at = fuzz.choice(choices)
        step = match.log[at]
        other = (step.index + fuzz.randrange(1, step.choices)) % step.choices
        log = list(match.log)
        log[at] = step.model_copy(update={"index": other})
        changed = match.model_copy(update={"log": log})
        fragment = encode_link(changed, distance_bytes(distance))
        accepted += not refused(fragment)
    assert accepted == 0


def test_any_release_changed_is_refused(signed_games):
    """The lost key's release moved to another seat, step or key, or a seal's count of releases it signed
    changed, or the release dropped: the signatures over it do not cover the change."""
    match, distance, _ = signed_games[2]
    fuzz = random.Random(6)
    accepted = 0
    for trial in range(TRIALS):
        (old,) = distance.releases
        seals, releases = list(distance.seals), [old]
        kind = trial % 5
        if kind == 0:
            releases = [Release(fuzz.choice([s for s in range(len(match.seats)) if s != old.seat]), old.at, old.seal)]
        elif kind == 1:
            releases = [Release(old.seat, fuzz.choice([a for a in range(len(match.log) + 2) if a != old.at]), old.seal)]
        elif kind == 2:
            releases = [Release(old.seat, old.at, fuzz.choice([s for s in range(len(seals)) if s != old.seal]))]
        elif kind == 3:
            which = fuzz.randrange(len(seals))
            seals[which] = Seal(seals[which].key, seals[which].steps, seals[which].signature, 1 - seals[which].moves)
        else:
            releases = []
        changed = Distance(distance.owners, tuple(seals), tuple(releases))
        accepted += not refused(encode_link(match, distance_bytes(changed)))
    assert accepted == 0


def test_random_damage_to_a_signed_link_with_its_checksum_mended_never_crashes_and_changes_nothing_unseen(signed_games):
    """Any byte of the body flipped (header, actions, signatures, owners), the checksum recomputed: only BadLink,
    and whatever still opens is exactly the game that was signed."""
    fuzz = random.Random(7)
    for trial in range(TRIALS):
        match, distance, _ = signed_games[trial % len(signed_games)]
        body = body_of(encode_link(match, distance_bytes(distance)))
        damaged = with_checksum(flip(body[:-4], fuzz) + body[-4:])
        try:
            opened, _, read = open_signed_link(damaged, verify)
        except BadLink:
            continue
        assert opened == match and read == distance  # e.g. a flip that reads back the same

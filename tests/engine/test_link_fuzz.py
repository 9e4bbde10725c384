"""Fuzz: thousands of mutated, truncated and random fragments and save entries. None crashes with
anything but BadLink; whatever decodes is a position the rules reach by replaying legal actions."""

import base64
import json
import random
import string
import zlib

from pycore.bots import BOTS
from pycore.engine import BadLink
from pycore.engine.link import _put_uint, decode_link, encode_link
from pycore.engine.match import Seat, new_match, play, replay
from pycore.engine.save import list_row, load_save, read_entry, save_text
from toy_game import GAME

ALPHABET = string.ascii_letters + string.digits + "-_#=+/ .%é🎻\n"


def sample_matches(count=6):
    fuzz = random.Random(1)
    for number in range(count):
        seats = [Seat(name=n) for n in ["Ada", "Bo", "Cy", "Di"][: 1 + number % 4]]
        match = new_match("toy", seats, seed=fuzz.getrandbits(64), options={"rounds": "3"})
        state = replay(match)
        for _ in range(fuzz.randrange(0, 60)):
            if GAME.is_over(state):
                break
            match, state = play(match, state, fuzz.choice(GAME.legal_actions(state)).id)
        yield match, state


def mutate(text: str, fuzz: random.Random) -> str:
    """One random edit: replace, insert, delete, swap, truncate, duplicate a slice, or junk."""
    cut = fuzz.randrange(len(text) + 1)
    kind = fuzz.randrange(7)
    if kind == 0 and text:
        cut = min(cut, len(text) - 1)
        return text[:cut] + fuzz.choice(ALPHABET) + text[cut + 1:]
    if kind == 1:
        return text[:cut] + fuzz.choice(ALPHABET) + text[cut:]
    if kind == 2:
        return text[:cut] + text[cut + 1:]
    if kind == 3 and len(text) > 1:
        cut = min(cut, len(text) - 2)
        return text[:cut] + text[cut + 1] + text[cut] + text[cut + 2:]
    if kind == 4:
        return text[:cut]
    if kind == 5:
        other = fuzz.randrange(len(text) + 1)
        return text[:cut] + text[min(cut, other):max(cut, other)] + text[cut:]
    return "".join(fuzz.choice(ALPHABET) for _ in range(fuzz.randrange(0, 60)))


def check_reachable(match, state):
    """Replaying the decoded log checks every action is legal, and gives exactly the decoded state;
    every bot seat is a bot the app has (else it would fail only when that bot's turn came)."""
    assert GAME.to_json(replay(match)) == GAME.to_json(state)
    assert all(seat.bot in BOTS for seat in match.seats if seat.kind == "bot")


def test_mutated_truncated_and_random_fragments_give_bad_link_or_a_reachable_game():
    fuzz = random.Random(2)
    samples = [encode_link(match) for match, _ in sample_matches()]
    refused = 0
    for trial in range(3000):
        text = samples[trial % len(samples)]
        for _ in range(1 + fuzz.randrange(3)):
            text = mutate(text, fuzz)
        try:
            match, state = decode_link(text)
        except BadLink:
            refused += 1
            continue
        check_reachable(match, state)
    assert refused > 2500  # mutations almost never survive the checksum


def random_body(fuzz: random.Random) -> bytes:
    """A checksummed body whose fields are each sometimes valid, sometimes not."""
    def some_text(valid):
        if fuzz.random() < 0.97:
            return (valid[0] if fuzz.random() < 0.9 else fuzz.choice(valid)).encode()
        return bytes(fuzz.randrange(256) for _ in range(fuzz.randrange(6)))

    def put(out, data):
        _put_uint(out, len(data) if fuzz.random() < 0.95 else fuzz.randrange(300))
        out += data

    out = bytearray()
    put(out, some_text(["toy", "chess"]))
    put(out, some_text(["toy-1", "toy-0"]))
    _put_uint(out, fuzz.choice([0, 1, 2, 2, 2, 3, 200]))
    _put_uint(out, fuzz.getrandbits(fuzz.choice([3, 64, 70])))
    seats = fuzz.choice([0, 1, 1, 2, 2, 4, 5])
    _put_uint(out, seats)
    for _ in range(seats):
        put(out, some_text(["Ada", "<b>Bo</b>", " ", "A" * 41]))
        put(out, some_text(["", "greedy", "zzz", "gpeedy", "Bad Level"]))
        put(out, some_text(["", "red", "<script>"]))
    _put_uint(out, fuzz.randrange(0, 40))
    out += bytes(fuzz.randrange(256) for _ in range(fuzz.randrange(8)))
    if fuzz.random() < 0.1:
        out = out[: fuzz.randrange(len(out) + 1)]
    return bytes(out) + zlib.crc32(out).to_bytes(4, "little")


def test_random_bodies_with_a_valid_checksum_give_bad_link_or_a_reachable_game():
    # Beyond the checksum: every header field and the actions, random but correctly checksummed.
    fuzz = random.Random(3)
    decoded = 0
    for _ in range(2000):
        fragment = "1" + base64.urlsafe_b64encode(random_body(fuzz)).decode().rstrip("=")
        try:
            match, state = decode_link(fragment)
        except BadLink:
            continue
        decoded += 1
        check_reachable(match, state)
    assert decoded > 20  # enough random bodies are whole games, and each of them replays


def mutate_json(text: str, fuzz: random.Random) -> str:
    """Edit the save's data (a value replaced, a key dropped, a bot level changed), its text (as
    `mutate`), or nest brackets into it (up to far deeper than json.loads can recurse)."""
    if fuzz.random() < 0.1:
        cut = fuzz.randrange(len(text) + 1)
        return text[:cut] + fuzz.choice("[{") * fuzz.choice([1, 15, 17, 1000, 20000]) + text[cut:]
    if fuzz.random() < 0.45:
        return mutate(text, fuzz)
    data = json.loads(text)
    if fuzz.random() < 0.1:
        fuzz.choice(data["match"]["seats"]).update(kind="bot", bot=fuzz.choice(["zzz", "gpeedy", "greedy"]))
        return json.dumps(data)
    node = data
    while isinstance(node, (dict, list)) and node and fuzz.random() < 0.7:
        key = fuzz.choice(list(node)) if isinstance(node, dict) else fuzz.randrange(len(node))
        if not isinstance(node[key], (dict, list)) or fuzz.random() < 0.3:
            if isinstance(node, dict) and fuzz.random() < 0.2:
                del node[key]
            else:
                node[key] = fuzz.choice([None, 0, -1, 1, 2**70, "", "x", "toy", "end", [], {}, True, 0.5])
            break
        node = node[key]
    return json.dumps(data)


def test_mutated_save_entries_give_bad_link_or_a_reachable_game():
    fuzz = random.Random(4)
    samples = [save_text(match, state, "2026-11-29T17:30:00Z") for match, state in sample_matches()]
    for trial in range(2000):
        text = mutate_json(samples[trial % len(samples)], fuzz)
        row = list_row(text)  # never raises
        assert row.problem or row.summary is not None  # a row either shows the game or says why it cannot
        try:
            read_entry(text)
            match, state = load_save(text)
        except BadLink:
            continue
        check_reachable(match, state)

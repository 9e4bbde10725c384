"""The share link: a whole match in a URL fragment, close to the information bound.

A fragment is one format character, then base64url (no padding) of these bytes:

    header   game id, rules version, option choices, seed, seats (name, human/bot level, colour)
    actions  the number of steps, then one big integer: the mixed-radix number whose digit i is
             the index of action i among the legal actions at that point, in radix the number of
             those actions (forced moves cost nothing; the total is sum log2(choices) bits)
    check    CRC-32 of all the above, catching links mangled in transit

Strings are UTF-8 with a varint length; integers are LEB128 varints. Decoding replays every
action through the rules, so a link that decodes always gives a reachable position; anything
else (damage, truncation, unknown game, a rules version the app does not have) raises BadLink with a readable message.
"""

from __future__ import annotations

import base64
import re
import zlib
from math import log2
from typing import Any

from pydantic import ValidationError

from .errors import BadLink, IllegalAction
from .game import Game
from .labels import Labels
from .match import Match, Seat, Step, game_of, own_message, start, take
from .registry import get_game

LINK_FORMAT = "1"  # the first character of every fragment of this format
SIGNED_FORMAT = "2"  # the same, the actions' bytes counted, then the players' devices' signatures (engine/signing.py)
MAX_FRAGMENT_CHARS = 16_000  # far above any real game; refuses absurd input before any work
MAX_STEPS = 20_000
_BASE64URL = re.compile(r"[A-Za-z0-9_-]*")
_CHECK_BYTES = 4


# ---- bytes: varints and strings ---------------------------------------------------------------

def put_uint(out: bytearray, value: int) -> None:
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return


def _put_text(out: bytearray, text: str) -> None:
    data = text.encode("utf-8")
    put_uint(out, len(data))
    out += data


_put_uint = put_uint  # the name the link fuzz test builds bodies with

# Why a link cannot be opened, in the player's words (a program speaking another language says them in its
# own: `BadLink.said`, table "link"). A value from the link itself is quoted and shortened (`_quoted`).
MESSAGES = Labels("link", {
    "incomplete": "This link is incomplete.",
    "out_of_range": "This link is damaged (a number is out of range).",
    "unreadable": "This link is damaged (unreadable text).",
    "unknown_game": "This link is for a game this app does not know ({game}).",
    "other_rules": "This {name} link was made with rules version {version}; this app plays {plays}, so it cannot replay it.",
    "refused": "This link cannot be opened: {reason}.",
    "invalid_player": "This link holds an invalid player.",
    "too_few": "This link has {count} players; {name} needs at least {least}.",
    "no_game": "This link holds no game.",
    "too_long": "This link is far too long to be a game of Atelier.",
    "newer": "This link was made by a newer version of Atelier; update the app to open it.",
    "not_atelier": "This is not an Atelier game link.",
    "characters": "This link is damaged (it has characters a game link never has).",
    "checksum": "This link is damaged or incomplete (its checksum does not match); ask for it again.",
    "after_end": "This link is damaged: it goes on after the game ended (step {step}).",
    "extra": "This link is damaged (it holds more than its actions).",
}, {})


class Reader:
    """Reads the header back; every malformed read is a BadLink."""

    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def uint(self, limit: int) -> int:
        value, shift = 0, 0
        while True:
            if self.pos >= len(self.data) or shift > 70:
                raise BadLink(MESSAGES("incomplete"))
            byte = self.data[self.pos]
            self.pos += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                break
        if value > limit:
            raise BadLink(MESSAGES("out_of_range"))
        return value

    def text(self, max_bytes: int = 200) -> str:
        chunk = self.chunk(self.uint(max_bytes))
        try:
            return chunk.decode("utf-8")
        except UnicodeDecodeError:
            raise BadLink(MESSAGES("unreadable")) from None

    def chunk(self, size: int) -> bytes:
        if self.pos + size > len(self.data):
            raise BadLink(MESSAGES("incomplete"))
        chunk = self.data[self.pos:self.pos + size]
        self.pos += size
        return chunk

    def rest(self) -> bytes:
        chunk, self.pos = self.data[self.pos:], len(self.data)
        return chunk


# ---- the header -------------------------------------------------------------------------------

_HUMAN = ""  # a seat's level field: empty for a human, else the bot level


def header_bytes(match: Match, game: Game[Any, Any]) -> bytearray:
    out = bytearray()
    _put_text(out, match.game)
    _put_text(out, match.rules_version)
    for spec in game.info.options:
        put_uint(out, spec.choices.index(match.options[spec.name]))
    put_uint(out, match.seed)
    put_uint(out, len(match.seats))
    for seat in match.seats:
        _put_text(out, seat.name)
        _put_text(out, seat.bot if seat.bot is not None else _HUMAN)  # a seat has a bot level if and only if it is a bot
        _put_text(out, seat.colour or "")
    return out


def _quoted(text: str) -> str:
    """Text from a link, shortened and escaped for an error message."""
    return repr(text[:30])


def _read_header(reader: Reader) -> Match:
    game_id = reader.text()
    try:
        game = get_game(game_id)
    except IllegalAction:
        raise BadLink(MESSAGES("unknown_game", game=_quoted(game_id))) from None
    info = game.info
    rules_version = reader.text()
    if rules_version not in info.rules_versions:  # an earlier version the app keeps replays under its numbers
        raise BadLink(MESSAGES("other_rules", name=info.name, version=_quoted(rules_version), plays=info.versions_played()))
    options = {spec.name: spec.choices[reader.uint(len(spec.choices) - 1)] for spec in info.options}
    seed = reader.uint((1 << 64) - 1)
    count = reader.uint(info.max_players)
    seats = []
    for _ in range(count):
        name, level, colour = reader.text(), reader.text(), reader.text()
        try:
            seats.append(Seat(name=name, kind="bot" if level else "human", bot=level or None, colour=colour or None))
        except ValidationError as error:
            reason = own_message(error)  # e.g. a bot level this app does not have: said now, not at its turn
            raise BadLink(MESSAGES("refused", reason=reason) if reason else MESSAGES("invalid_player")) from None
    if count < info.min_players:
        raise BadLink(MESSAGES("too_few", count=count, name=info.name, least=info.min_players))
    return Match(game=game_id, rules_version=rules_version, options=options, seed=seed, seats=seats)


# ---- the actions: one mixed-radix number ------------------------------------------------------

def _actions_number(log: list[Step]) -> int:
    number = 0
    for step in reversed(log):
        number = number * step.choices + step.index
    return number


def _int_bytes(number: int) -> bytes:
    return number.to_bytes((number.bit_length() + 7) // 8, "little")


# ---- public API --------------------------------------------------------------------------------

def encode_link(match: Match, signatures: bytes | None = None) -> str:
    """The fragment (without '#') holding the whole match. Needs no replay: the log has the indices.

    With `signatures` (the block `engine.signing` writes), the signed format: the actions' bytes are counted
    and the block follows them; without, the format every game of one device has always had."""
    game = get_game(match.game)
    body = header_bytes(match, game)
    put_uint(body, len(match.log))
    actions = _int_bytes(_actions_number(match.log))
    if signatures is not None:
        put_uint(body, len(actions))
    body += actions
    if signatures is not None:
        body += signatures
    body += zlib.crc32(body).to_bytes(_CHECK_BYTES, "little")
    kind = LINK_FORMAT if signatures is None else SIGNED_FORMAT
    return kind + base64.urlsafe_b64encode(bytes(body)).decode("ascii").rstrip("=")


def fragment_of(text: str) -> str:
    """The fragment from a whole link, '#fragment' or the bare fragment.

    Whitespace anywhere is ignored: chat apps wrap long links, and a fragment never holds any.
    """
    text = "".join(text.split())
    return text.split("#", 1)[1] if "#" in text else text


def decode_link(text: str) -> tuple[Match, Any]:
    """The match in a link and the position it reached, each action replayed and checked (a signed link's
    signatures are not looked at: `engine.signing.read_signed_link` does that)."""
    match, state, _ = decode_link_parts(text)
    return match, state


def decode_link_parts(text: str) -> tuple[Match, Any, bytes | None]:
    """The match, its position and a signed link's signature block (None: a link of the unsigned format)."""
    fragment = fragment_of(text)
    if not fragment:
        raise BadLink(MESSAGES("no_game"))
    if len(fragment) > MAX_FRAGMENT_CHARS:
        raise BadLink(MESSAGES("too_long"))
    if fragment[0] not in (LINK_FORMAT, SIGNED_FORMAT):
        if fragment[0].isdigit() and fragment[0] > SIGNED_FORMAT:
            raise BadLink(MESSAGES("newer"))
        raise BadLink(MESSAGES("not_atelier"))
    data = fragment[1:]
    if not _BASE64URL.fullmatch(data):
        raise BadLink(MESSAGES("characters"))
    body = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)) if len(data) % 4 != 1 else b""
    if len(body) <= _CHECK_BYTES or zlib.crc32(body[:-_CHECK_BYTES]) != int.from_bytes(body[-_CHECK_BYTES:], "little"):
        raise BadLink(MESSAGES("checksum"))
    reader = Reader(body[:-_CHECK_BYTES])
    match = _read_header(reader)
    steps = reader.uint(MAX_STEPS)
    if fragment[0] == LINK_FORMAT:
        return (*_replay_numbered(match, steps, int.from_bytes(reader.rest(), "little")), None)
    actions = reader.chunk(reader.uint(MAX_FRAGMENT_CHARS))
    return (*_replay_numbered(match, steps, int.from_bytes(actions, "little")), reader.rest())


def _replay_numbered(match: Match, steps: int, number: int) -> tuple[Match, Any]:
    """Replay `steps` actions whose indices are the mixed-radix digits of `number`."""
    game = game_of(match)
    state = start(game, match)
    log = []
    for number_of_step in range(1, steps + 1):
        if game.is_over(state):
            raise BadLink(MESSAGES("after_end", step=number_of_step))
        legal = game.legal_actions(state)
        number, index = divmod(number, len(legal))
        log.append(take(game, state, legal, index))
    if number:
        raise BadLink(MESSAGES("extra"))
    return match.model_copy(update={"log": log}), state


def information_bits(match: Match) -> float:
    """The information bound of the actions: sum of log2(number of legal actions) over the steps."""
    return sum(log2(step.choices) for step in match.log)


def header_chars(match: Match) -> float:
    """What the header costs in fragment characters (format character + header bytes at 6 bits a char)."""
    return len(LINK_FORMAT) + len(header_bytes(match, get_game(match.game))) * 8 / 6

"""The new-game screen: the game, 1 to 4 seats (Human or Bot with its level, name, colour), the game's
options and the seed. A pure view of a `NewGameForm`, and `build` turning the form into a match."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

from pycore.bots import LEVELS
from pycore.engine import GameInfo, IllegalAction, get_info
from pycore.engine.match import MAX_SEED, Match, make_seat, new_match

from .gamewords import choice_label, option_help, option_label
from .i18n import Texts, decimal
from .markup import attrs, esc, tag
from .palette import COLOURS, colour_label
from .prefs import BOT_SPEEDS, DEFAULT_BOT_SPEED, bot_speed_label

# Player-facing words of this screen, in one place.
TEXT = Texts("newgame", {
    "human": "Human",
    "friend": "Friend at a distance",
    "friend_note": "A friend at a distance plays on their own device: you send them the game's link when it "
                   "is their turn, and the first device that plays their seat from it keeps it.",
    "player": "Player {n}",
    "bad_seed": "The seed must be a whole number from 0 to {top}, or empty for a random one.",
    "bad_kind": "Player {n}: choose Human or a bot level.",
    "same_names": "Each player needs a different name.",
    "name_of": "Name of player {n}",
    "player_is": "Player {n} is",
    "colour_of": "Colour of player {n}",
    "game": "Game",
    "players_count": "Number of players",
    "pause": "{speed} {seconds} s",
    "no_pause": "{speed} just a frame",
    "speed_note": "How long each bot move stays on screen: {pauses}. Kept on this device for every game; "
                  "the table\u2019s \u201cBots\u201d button changes it during a game.",
    "bot_speed": "Bot speed",
    "seed": "Seed",
    "random": "random",
    "seed_note": "Empty for a random game; the same seed deals the same game.",
    "title": "New game",
    "players": "Players",
    "options": "Options",
    "deal": "Deal",
    "back": "Back",
    "start": "Start the game",
})
# A seat's bot, by level (pycore.bots: the levels and their English names): one message each, not "Bot – {level}",
# so that a language can inflect the level's word.
BOT_LEVELS = Texts("newgame.bot", {level: f"Bot \u2013 {label.lower()}" for level, label in LEVELS.items()})
SEAT_KINDS = ["human", "friend", *(f"bot-{level}" for level in LEVELS)]


def seat_kinds() -> dict[str, str]:
    """What a seat can be, in the words of the language in use."""
    return {kind: TEXT[kind] if kind in HUMANS else BOT_LEVELS[kind.removeprefix("bot-")] for kind in SEAT_KINDS}


HUMANS = ("human", "friend")  # keys of TEXT too; a friend at a distance is a human seat played on another device (app.distance)
RANDOM_SEED_BITS = 32  # plenty of different games, and a short link header


@dataclass
class SeatForm:
    kind: str = "human"  # a key of SEAT_KINDS
    name: str = ""
    colour: str = ""


@dataclass
class NewGameForm:
    game_id: str
    seats: list[SeatForm] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)
    seed: str = ""  # empty: random
    error: str = ""
    bot_speed: str = DEFAULT_BOT_SPEED  # shown only: a preference of the device (app.prefs), not of the match
    distance_note: str = ""  # why this device cannot play at a distance ("": it can; "checking": not known yet)

    @classmethod
    def fresh(cls, game_id: str) -> "NewGameForm":
        info = get_info(game_id)
        form = cls(game_id, options=info.default_options())
        form.resize(max(info.min_players, 2) if info.max_players >= 2 else info.min_players)
        form.seats[0].name = TEXT["player"].format(n=1)
        return form

    def resize(self, count: int) -> None:
        info = get_info(self.game_id)
        count = max(info.min_players, min(info.max_players, count))
        while len(self.seats) < count:
            number = len(self.seats) + 1
            used = {s.colour for s in self.seats}
            colour = next(c for c in COLOURS if c not in used)
            self.seats.append(SeatForm("bot-normal" if number > 1 else "human", TEXT["player"].format(n=number), colour))
        del self.seats[count:]

    def read(self, values: dict[str, str]) -> None:
        """Take what the player typed or picked (the form's fields by name)."""
        for index, seat in enumerate(self.seats):
            seat.kind = values.get(f"kind-{index}", seat.kind)
            seat.name = values.get(f"name-{index}", seat.name)
            seat.colour = values.get(f"colour-{index}", seat.colour)
        for name in self.options:
            self.options[name] = values.get(f"option-{name}", self.options[name])
        self.seed = values.get("seed", self.seed)


def parse_seed(text: str) -> int:
    """ASCII digits only (`str.isdigit` also takes '²' and other scripts' digits, which `int` refuses or
    reads), and their count checked before `int` (5,000 digits is past Python's conversion limit)."""
    text = text.strip()
    if not text:
        return secrets.randbits(RANDOM_SEED_BITS)
    digits = text.lstrip("0") or "0"
    if not (text.isascii() and text.isdigit()) or len(digits) > len(str(MAX_SEED)) or int(digits) > MAX_SEED:
        raise IllegalAction(TEXT["bad_seed"].format(top=MAX_SEED))
    return int(digits)


def build(form: NewGameForm) -> Match:
    """The match the form describes, or IllegalAction with a message for the player."""
    seats = []
    for index, seat in enumerate(form.seats, start=1):
        if seat.kind not in SEAT_KINDS:
            raise IllegalAction(TEXT["bad_kind"].format(n=index))
        name = " ".join(seat.name.split()) or TEXT["player"].format(n=index)
        bot = seat.kind.removeprefix("bot-") if seat.kind not in HUMANS else None
        seats.append(make_seat(name, "bot" if bot else "human", bot, seat.colour or None))
    names = [s.name for s in seats]
    if len(set(names)) != len(names):
        raise IllegalAction(TEXT["same_names"])
    return new_match(form.game_id, seats, parse_seed(form.seed), form.options)


def friends(form: NewGameForm) -> list[int]:
    """The seats the form gives to friends at a distance."""
    return [index for index, seat in enumerate(form.seats) if seat.kind == "friend"]


def _select(name: str, choices: dict[str, str], chosen: str, label: str) -> str:
    options = "".join(tag("option", esc(text), value=value, selected=value == chosen) for value, text in choices.items())
    return f"<select{attrs(name=name, aria_label=label)}>{options}</select>"


def _input(**values: object) -> str:
    return f"<input{attrs(**values)}>"


def seat_row(index: int, seat: SeatForm, kinds: dict[str, str] | None = None) -> str:
    number = tag("span", str(index + 1), class_=f"seat-number colour-{seat.colour}")
    name = _input(name=f"name-{index}", value=seat.name, maxlength=40, autocomplete="off",
               aria_label=TEXT["name_of"].format(n=index + 1), class_="seat-name")
    kind = _select(f"kind-{index}", kinds or seat_kinds(), seat.kind, TEXT["player_is"].format(n=index + 1))
    colour = _select(f"colour-{index}", {c: colour_label(c) for c in COLOURS}, seat.colour, TEXT["colour_of"].format(n=index + 1))
    return tag("li", number + name + kind + colour, class_="seat-row", data_seat=str(index))


def picker(choices: dict[str, str], chosen: str, verb: str, label: str) -> str:
    """A row of buttons, one per choice (`data-action="<verb>:<value>"`), the chosen one pressed."""
    buttons = "".join(
        tag("button", esc(text), type="button", class_="pick" + (" picked" if value == chosen else ""),
            data_action=f"{verb}:{value}", aria_pressed="true" if value == chosen else "false")
        for value, text in choices.items())
    return tag("div", buttons, class_="picker", role="group", aria_label=label)


def game_picker(infos: list[GameInfo], chosen: str) -> str:
    return picker({info.id: info.name for info in infos}, chosen, "ng-game", TEXT["game"])


def count_picker(info: GameInfo, count: int) -> str:
    choices = {str(n): str(n) for n in range(info.min_players, info.max_players + 1)}
    return picker(choices, str(count), "ng-count", TEXT["players_count"])


def bot_speed_picker(chosen: str) -> str:
    choices = {name: bot_speed_label(name) for name in BOT_SPEEDS}
    pauses = ", ".join(TEXT["pause"].format(speed=choices[name], seconds=decimal(ms / 1000)) if ms
                       else TEXT["no_pause"].format(speed=choices[name]) for name, (_, ms) in BOT_SPEEDS.items())
    note = tag("small", TEXT["speed_note"].format(pauses=pauses), class_="muted")
    return tag("div", picker(choices, chosen, "bot-speed", TEXT["bot_speed"]) + note, class_="field")


def options_fields(info: GameInfo, chosen: dict[str, str]) -> str:
    fields = "".join(
        tag("label", tag("span", esc(option_label(info, o)))
            + _select(f"option-{o.name}", {c: choice_label(info, o, c) for c in o.choices},
                      chosen.get(o.name, o.default), option_label(info, o))
            + (tag("small", esc(option_help(info, o)), class_="muted") if o.help else ""), class_="field")
        for o in info.options)
    return fields


def render_new_game(form: NewGameForm, infos: list[GameInfo]) -> str:
    info = get_info(form.game_id)
    unable = form.distance_note not in ("", "checking")  # no key on this device: no friends at a distance
    kinds = {k: v for k, v in seat_kinds().items() if k != "friend" or not unable}
    seats = "".join(seat_row(i, s, kinds) for i, s in enumerate(form.seats))
    distance = tag("small", esc(form.distance_note if unable else TEXT["friend_note"]), class_="muted distance-note")
    seed = tag("label", tag("span", TEXT["seed"]) + _input(name="seed", value=form.seed, inputmode="numeric",
                                                          placeholder=TEXT["random"], autocomplete="off", aria_label=TEXT["seed"])
               + tag("small", TEXT["seed_note"], class_="muted"),
               class_="field")
    error = tag("p", esc(form.error), class_="form-error", role="alert") if form.error else ""
    body = (
        tag("h1", TEXT["title"])
        + tag("h3", TEXT["game"]) + game_picker(infos, form.game_id)
        + tag("h3", TEXT["players"]) + count_picker(info, len(form.seats))
        + tag("ol", seats, class_="seats") + distance
        + tag("h3", TEXT["bot_speed"]) + bot_speed_picker(form.bot_speed)
        + (tag("h3", TEXT["options"]) + options_fields(info, form.options) if info.options else "")
        + tag("h3", TEXT["deal"]) + seed
        + error
        + tag("div", tag("button", TEXT["back"], type="button", class_="secondary", data_action="home:")
              + tag("button", TEXT["start"], type="button", class_="primary", data_action="ng-start:"),
              class_="form-buttons")
    )
    return tag("form", body, id="newgame", class_="panel newgame", autocomplete="off")

"""Issue 31, item 8: the player on this device reads about themselves in the second person with correct
agreement ("You gain 2 inspiration", "You start with the Stradivari kit", "Your turn"), other players by
name ("Ada gains 2 inspiration"); never "You gains" or "Me's turn". Each template declares both forms
(`pycore.engine.narration.Forms`); `Event.for_viewer` gives each reader its own, the command line's
narration (`addressed=False`, the spectator) keeps the third person with names.

Seeded random games of both games, every player count, and every line each seat reads; then focused
checks per template family."""

from __future__ import annotations

import re
import string

import pytest

from pycore.engine import Rng, get_game
from pycore.engine.narration import Event, Forms, Telling, collecting, narrate, say
from pycore.luthier import narration as lu_narration
from pycore.luthier.state import AUTOMA, RIVAL
from pycore.opera_magna import narration as om_narration

TEXTS = {"opera-magna": om_narration.TEXT, "luthier": lu_narration.TEXT}
NAMES = ["Ada", "Bo", "Cy", "Di"]
SETUPS = {
    "opera-magna": [(n, {"board": b}) for n, b in ((1, "base"), (2, "eagle"), (3, "lion"), (4, "base"))],
    "luthier": [(1, {"automa": "journeyman"}), (2, {}), (3, {}), (4, {})],
}
SECOND_PERSON = re.compile(r"\b(?:[Yy]ou|[Yy]our)\b")


def forms(entry) -> list:
    """The templates of an entry: one, or (public, owner)."""
    return list(entry) if isinstance(entry, tuple) else [entry]


def fields(template: str) -> list[tuple[str, str]]:
    """(name, kind) of every `{name:kind}` field of a template."""
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(template) if name is not None]


def third_person_verbs() -> set[str]:
    """Every word a third-person template puts right after the seat it is about ("gains", "has", "is",
    "moves"): after "you" any of them is an agreement error ("You gains")."""
    verbs = set()
    for text in TEXTS.values():
        for entry in text.values():
            for template in forms(entry):
                they = template.they if isinstance(template, Forms) else template
                # the seat as the subject: at the start, after a cause ("Salon bonus: "), or after `{why:why}`
                verbs |= set(re.findall(r"(?:^|: |; |\})\{(?:player|seat):player\} ([a-z]+)", they))
    return {verb for verb in verbs if verb.endswith("s")}  # "gains", "has", "is" (not "may", "now")


VERBS = third_person_verbs()
AGREEMENT = re.compile(r"\b[Yy]ou (" + "|".join(sorted(VERBS)) + r")\b|\b[Yy]our's\b|\b[Yy]ou's\b")


def check_line(event: Event, reader: int, players: int, text_of: dict) -> None:
    """One line as `reader` reads it: its own events in the second person without its name and with
    agreement; no line names the reader; an event about another player names that player."""
    text = event.for_viewer(reader).text
    assert not re.search(rf"\b{NAMES[reader]}\b", text), (event.key, text)
    assert not AGREEMENT.search(text), (event.key, text)
    about_a_seat = any(isinstance(template, Forms) for template in forms(text_of[event.key]))
    if about_a_seat and event.seat == reader:
        assert SECOND_PERSON.search(text), (event.key, text)
    elif about_a_seat and event.seat is not None and 0 <= event.seat < players and event.key != "masterwork":
        assert re.search(rf"\b{NAMES[event.seat]}\b", text) and not SECOND_PERSON.search(text), (event.key, text)


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_every_line_a_seat_reads_about_itself_is_second_person_and_others_are_named(game_id: str) -> None:
    game = get_game(game_id)
    for seed, (players, options) in enumerate(SETUPS[game_id]):
        state = game.new_game(NAMES[:players], seed + 11, options)
        chooser = Rng.from_seed(seed ^ 0x5EC0)
        told_to_self = 0
        while not game.is_over(state):
            for event in narrate(game, state, chooser.choice(game.legal_actions(state)).id):
                spectator = event.for_viewer(None).text
                assert not SECOND_PERSON.search(spectator), (event.key, spectator)
                for reader in range(players):
                    check_line(event, reader, players, TEXTS[game_id])
                    assert not SECOND_PERSON.search(event.for_viewer(reader, addressed=False).text)
                told_to_self += event.seat is not None and 0 <= event.seat < players
        assert told_to_self, "the game told no player of itself"


@pytest.mark.parametrize("game_id", sorted(TEXTS))
def test_every_template_about_a_seat_declares_its_second_person_beside_its_third(game_id: str) -> None:
    """A template whose subject is a player (a `{x:player}` field) declares `Forms(they, you)`; the second
    person names no seat as a `{x:player}` field and asks for no parameter the third person does not have
    (the same call says both), and opens or goes on with "you"/"your" in its own words."""
    for key, entry in TEXTS[game_id].items():
        for template in forms(entry):
            if not isinstance(template, Forms):
                assert not any(kind == "player" for _, kind in fields(template)), key
                continue
            they, you = dict(fields(template.they)), dict(fields(template.you))
            assert not any(kind == "player" for kind in you.values()), key
            assert set(you) <= set(they) | {"changes"}, key
            assert SECOND_PERSON.search(template.you), key


TELLING = Telling(
    {
        "gain": Forms("{who:player} gains {n} gold", "You gain {n} gold"),
        "why_gain": Forms("{why:why}{who:player} gains {n} gold", "{why:why}you gain {n} gold"),
        "draw": (Forms("{who:player} draws a card", "You draw a card"), Forms("{who:player} draws {card}", "You draw {card}")),
        "order": "Turn order: {seats:order}",
        "round": "Round {n} begins",
    },
    {"player": ["Ada", "Bo", "Cy"].__getitem__, "why": lambda why: f"{why}: " if why else ""},
    lambda seat, counter: f"p{seat}:{counter}",
    readers=(0, 1, 2),
    for_reader={"order": lambda seats, reader: ", ".join("you" if s == reader else ["Ada", "Bo", "Cy"][s] for s in seats)},
)


def test_a_seat_reads_its_own_event_in_the_second_person_and_the_others_by_name():
    with collecting(TELLING) as story:
        say(1, "gain", who=1, n=2)
    (event,) = story.events
    assert event.for_viewer(1).text == "You gain 2 gold"
    assert event.for_viewer(0).text == event.for_viewer(None).text == "Bo gains 2 gold"
    assert event.for_viewer(1, addressed=False).text == "Bo gains 2 gold"  # the command line's third person


def test_a_second_person_line_opening_on_an_empty_parameter_starts_with_a_capital():
    with collecting(TELLING) as story:
        say(0, "why_gain", who=0, n=1, why="")
        say(0, "why_gain", who=0, n=1, why="Salon bonus")
    plain, caused = story.events
    assert plain.for_viewer(0).text == "You gain 1 gold" and caused.for_viewer(0).text == "Salon bonus: you gain 1 gold"


def test_a_hidden_card_is_named_to_its_owner_in_the_second_person_only():
    with collecting(TELLING) as story:
        say(2, "draw", ("deck",), {"card": "the Oboe"}, ("hand:oboe",), who=2)
    (event,) = story.events
    assert event.for_viewer(2).text == "You draw the Oboe" and event.for_viewer(2).pieces == ("hand:oboe",)
    assert event.for_viewer(2, addressed=False).text == "Cy draws the Oboe"
    assert event.for_viewer(0).text == "Cy draws a card" and event.for_viewer(0).pieces == ("deck",)


def test_a_list_of_seats_names_each_reader_in_its_own_word_and_the_others_by_name():
    with collecting(TELLING) as story:
        say(None, "order", seats=[2, 0, 1])
        say(None, "round", n=3)
    order, round_ = story.events
    assert [order.for_viewer(r).text for r in (0, 1, 2, None)] == [
        "Turn order: Cy, you, Bo", "Turn order: Cy, Ada, you", "Turn order: you, Ada, Bo", "Turn order: Cy, Ada, Bo"]
    assert round_.addressed == {}  # a line naming nobody is the same for every reader


def test_opera_magna_turn_and_merchant_words_for_the_player_and_for_the_others():
    game = get_game("opera-magna")
    state = game.new_game(["Ada", "Bo"], 3, {"board": "base"})
    chooser = Rng.from_seed(2)
    said: dict[str, Event] = {}
    while len(said) < 40 and not game.is_over(state):
        for event in narrate(game, state, chooser.choice(game.legal_actions(state)).id):
            said.setdefault(event.key, event)
    turn = said["turn"]
    assert turn.for_viewer(turn.seat).text == "Your turn"
    assert turn.for_viewer(1 - turn.seat).text == f"{['Ada', 'Bo'][turn.seat]}'s turn"
    merchant = said["merchant"]
    assert merchant.for_viewer(merchant.seat).text.startswith("You move a Merchant from ")
    assert "their supply" not in merchant.for_viewer(merchant.seat).text


def test_luthier_kit_objective_and_turn_order_for_the_player_and_for_the_others():
    game = get_game("luthier")
    state = game.new_game(["Ada", "Bo", "Cy"], 5, {})
    chooser = Rng.from_seed(4)
    said: dict[str, list[Event]] = {}
    while "turn_order" not in said and not game.is_over(state):
        for event in narrate(game, state, chooser.choice(game.legal_actions(state)).id):
            said.setdefault(event.key, []).append(event)
    kit = said["kit"][0]
    family = kit.text.split(" starts with the ")[1].split(" kit")[0]
    assert kit.for_viewer(kit.seat).text.startswith(f"You start with the {family} kit: ")
    assert kit.for_viewer((kit.seat + 1) % 3).text.startswith(f"{['Ada', 'Bo', 'Cy'][kit.seat]} starts with the {family} kit")
    objective = said["keep_objective"][0]
    assert objective.for_viewer(objective.seat).text.startswith("You keep the objective ")
    assert objective.for_viewer((objective.seat + 1) % 3).text.endswith("keeps a secret objective")
    order = said["turn_order"][0]
    for reader in range(3):
        listed = order.for_viewer(reader).text.split(": ")[1].split(", ")
        assert "you" in listed and ["Ada", "Bo", "Cy"][reader] not in listed and len(listed) == 3


def test_the_solo_rivals_are_told_by_their_names_to_every_reader():
    """Luthier's rival chip and solo rival family are no reader: their lines are the same for everyone."""
    assert RIVAL < 0 and AUTOMA < 0
    for key in ("rival_places", "automa_places", "automa_takes", "automa_bonus"):
        assert isinstance(lu_narration.TEXT[key], str) and "rival" in lu_narration.TEXT[key]

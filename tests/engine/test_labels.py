"""Moves' labels (pycore.engine.labels): a template of the game's table with named parameters, its English
text built with the move whatever language is installed, said again in an installed language when read."""

from __future__ import annotations

import copy

from pycore.engine import narration
from pycore.engine.labels import Label, Labels, said_label

LABELS = Labels("toy.labels", {"take": "Take {card:card} for {fee}", "play": "Play {card:card}: cost {card:cost}"},
                {"card": lambda card: narration.word("toy.words", {"card": card}, "card"), "cost": lambda card: f"{len(card)} coins"})


class Shouting:
    """A language of the tests: every template and word in capitals."""

    def template(self, table: str, key: str, english: str) -> str:
        return english.replace("Take", "TAKE").replace("for", "FOR")

    def plural(self, table: str, key: str, one: str, many: str, n: int) -> str:
        return one if n == 1 else many


def test_a_label_is_its_english_text_with_its_key_and_named_parameters():
    label = LABELS("take", card="lute", fee=3)
    assert label == "Take lute for 3" and isinstance(label, str)
    assert (label.key, dict(label.params)) == ("take", {"card": "lute", "fee": 3})


def test_one_parameter_may_be_said_in_two_kinds():
    assert LABELS("play", card="harp") == "Play harp: cost 4 coins"


def test_a_label_built_while_another_language_is_installed_is_english_and_said_in_it_when_read():
    before = narration.translate_with(Shouting())
    try:
        label = LABELS("take", card="lute", fee=3)
        assert label == "Take lute for 3"
        assert said_label(label) == "TAKE lute FOR 3"
    finally:
        narration.translate_with(before)
    assert said_label(label) == "Take lute for 3"


def test_plain_text_is_said_as_it_is():
    assert said_label("End the game") == "End the game"


def test_a_copied_label_keeps_what_it_was_said_from_and_its_table():
    label = LABELS("take", card="lute", fee=3)
    again = copy.deepcopy(label)
    assert isinstance(again, Label) and again == label and again.key == "take" and again.params == {"card": "lute", "fee": 3}
    assert again.labels is LABELS

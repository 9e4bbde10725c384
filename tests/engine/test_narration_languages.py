"""Issue 32: the narration in another language without pycore knowing any. A game's `Telling` names its table;
`messages` lists its templates one per form (both persons of `Forms`, the public and owner texts of a pair);
a language installed with `translate_with` is asked for each template as it is said, and the event is told from
its answer with the same named parameters. With no lookup (the command line) the English is said as written."""

from __future__ import annotations

from pycore.engine.narration import Forms, messages, narrate, translate_with
from pycore.luthier import GAME as LUTHIER, narration as lu_narration
from pycore.opera_magna import GAME as OPERA_MAGNA, narration as om_narration


def test_a_games_templates_are_messages_one_per_form():
    om = messages(om_narration.TEXT)
    assert om["turn.they"] == "{seat:player}'s turn" and om["turn.you"] == "Your turn" and om["round"] == "Round {round} begins"
    lu = messages(lu_narration.TEXT)
    public, owner = lu_narration.TEXT["keep_objective"]
    assert isinstance(public, Forms) and isinstance(owner, Forms)
    assert lu["keep_objective.public.you"] == public.you and lu["keep_objective.owner.they"] == owner.they
    every_form = sum(len(e) if isinstance(e, tuple) else 1 for e in lu_narration.TEXT.values())
    assert len(lu) == every_form + sum(isinstance(f, Forms) for e in lu_narration.TEXT.values()
                                       for f in (e if isinstance(e, tuple) else (e,)))


def first_events(game, names):
    state = game.new_game(names, 3, {})
    return narrate(game, state, game.legal_actions(state)[0].id)


class Marked:
    """A "language" for the test: the English with a mark at the end of every template and word it is asked for."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []

    def template(self, table: str, key: str, english: str) -> str:
        self.asked.append((table, key))
        return english + MARK

    def plural(self, table: str, key: str, one: str, many: str, n: int) -> str:
        self.asked.append((table, key))
        return (one if n == 1 else many) + MARK


MARK = " \u00ab"


def test_an_installed_language_tells_each_event_from_its_own_template_in_both_persons():
    for game, table in ((OPERA_MAGNA, "opera-magna"), (LUTHIER, "luthier")):
        english = first_events(game, ["Ada", "Bo"])
        marked = Marked()
        before = translate_with(marked)
        try:
            told = first_events(game, ["Ada", "Bo"])
        finally:
            translate_with(before)
        assert english and table in {t for t, _ in marked.asked}
        assert [e.text.endswith(MARK) for e in told] == [True] * len(told)
        assert [e.text.replace(MARK, "") for e in told] == [e.text for e in english]
        assert [{s: t.replace(MARK, "") for s, t in e.addressed.items()} for e in told] == [e.addressed for e in english]
        assert [(e.key, e.deltas, e.pieces) for e in told] == [(e.key, e.deltas, e.pieces) for e in english]


def test_a_games_words_are_looked_up_too_and_a_pair_by_its_number():
    marked = Marked()
    before = translate_with(marked)
    try:
        assert om_narration.goods_changes({"lead": 2, "hand": 1}) == f"2 Lead{MARK}{MARK}, 1 Trade Card{MARK}{MARK}"
        assert lu_narration.said("with", n=2) == f" with 2 apprentices{MARK}"
    finally:
        translate_with(before)
    assert ("opera-magna.words", "hand") in marked.asked and ("luthier.words", "with") in marked.asked
    assert om_narration.goods_changes({"lead": 2, "hand": 1}) == "2 Lead, 1 Trade Card"


def test_with_no_language_the_narration_is_the_english_as_written():
    before = translate_with(None)
    try:
        events = first_events(LUTHIER, ["Ada", "Bo"])
        same = Marked()
        translate_with(same)
        marked = first_events(LUTHIER, ["Ada", "Bo"])
    finally:
        translate_with(before)
    assert events and [e.text for e in events] == [e.text.replace(MARK, "") for e in marked]

"""pycore's own words inside the narration, in the player's language (issue 32): the final score's categories
(`breakdown_words`) and why a Luthier gain happened ("Salon bonus", a patron's gift), told from codes and the
games' word tables, never English glued in; the command line keeps its English."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from app import i18n, narrationwords  # noqa: F401 (narrationwords: pycore's words in the catalogs)
from pycore.engine.narration import narrate
from pycore.engine.registry import get_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import i18n as catalogs

GOLDEN = Path(__file__).resolve().parents[2] / "tests" / "golden"


@pytest.fixture(scope="module")
def compiled() -> dict[str, bytes]:
    return catalogs.compiled_catalogs()


@pytest.fixture
def speak(compiled):
    yield lambda lang: i18n.use(lang, compiled[lang])
    i18n.use(i18n.SOURCE)


def told(name: str) -> list[str]:
    """Every event of a golden game as its first seat reads it."""
    record = json.loads((GOLDEN / name).read_text())
    game = get_game(record["game"], record["rules_version"])
    state = game.new_game(record["players"], record["seed"], record["options"])
    return [event.for_viewer(0).text for action in record["actions"] for event in narrate(game, state, action)]


@pytest.mark.parametrize("name, english, words", [
    ("luthier-lu-4-2p-seed21.json", "reputation", {"it": "reputazione", "de": "Ansehen"}),
    ("opera-magna-om-6-2p-seed12.json", "Points track", {"it": "Tracciato PV", "de": "SP-Leiste"}),
])
@pytest.mark.parametrize("lang", ["it", "de"])
def test_the_final_scores_categories_are_told_in_the_players_language(speak, name, english, words, lang):
    assert any(english in line for line in told(name) if line.startswith("Your final score"))
    speak(lang)
    finals = [line for line in told(name) if words[lang] in line]
    assert finals and not any(english in line for line in finals)


@pytest.mark.parametrize("lang, bonus", [("it", "Bonus Gilda: "), ("de", "Bonus Gilde: ")])
def test_why_a_luthier_gain_happened_is_told_in_the_players_language(speak, lang, bonus):
    assert any(line.startswith("Guild bonus: you gain") for line in told("luthier-lu-4-2p-seed21.json"))
    speak(lang)
    lines = told("luthier-lu-4-2p-seed21.json")
    assert any(line.startswith(bonus) for line in lines)
    assert not any(" bonus: " in line or "'s gift" in line for line in lines)

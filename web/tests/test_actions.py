"""The click dispatcher: a `data-action` id reaches the handler of its verb with the rest of the id."""

import pytest

from app.actions import Dispatcher


def test_an_action_id_calls_the_handler_of_its_verb_with_the_argument():
    dispatcher = Dispatcher()
    seen = []
    dispatcher.on("toggle")(seen.append)
    dispatcher.on("play")(lambda arg: seen.append(("play", arg)))
    dispatcher.dispatch("toggle:opera-magna")
    dispatcher.dispatch("play:merchant:2:cost:venezia")
    dispatcher.dispatch("toggle")
    assert seen == ["opera-magna", ("play", "merchant:2:cost:venezia"), ""]


def test_an_unknown_action_is_a_clear_error():
    with pytest.raises(LookupError, match="No handler for action 'nope:1'"):
        Dispatcher().dispatch("nope:1")


def test_a_verb_has_one_handler():
    dispatcher = Dispatcher()
    dispatcher.on("toggle")(print)
    with pytest.raises(ValueError, match="already has a handler"):
        dispatcher.on("toggle")(print)

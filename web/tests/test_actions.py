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


def test_clicks_made_while_the_app_is_loading_are_kept_and_handled_in_order_once_it_has_loaded():
    dispatcher = Dispatcher()
    dispatcher.hold()
    dispatcher.dispatch("new:")  # before the handler exists (app.main not imported yet)
    dispatcher.dispatch("toggle:luthier")
    seen = []
    dispatcher.on("new")(lambda arg: seen.append(("new", arg)))
    dispatcher.on("toggle")(lambda arg: seen.append(("toggle", arg)))
    assert seen == []
    dispatcher.release()
    assert seen == [("new", ""), ("toggle", "luthier")]
    dispatcher.dispatch("toggle:opera-magna")  # after: at once
    assert seen[-1] == ("toggle", "opera-magna")


def test_a_controllers_marked_methods_handle_their_verbs_and_a_hidden_one_is_refused():
    from app.actions import handles

    class Controller:
        def __init__(self, hide: bool) -> None:
            self.seen = []
            if hide:
                self.show = ("", 0)  # an attribute named like a handler

        @handles("show")
        def show(self, argument: str) -> None:
            self.seen.append(argument)

    controller, dispatcher = Controller(hide=False), Dispatcher()
    dispatcher.serve(controller)
    dispatcher.dispatch("show:luthier:2")
    assert controller.seen == ["luthier:2"]
    with pytest.raises(TypeError, match="hidden by an attribute"):
        Dispatcher().serve(Controller(hide=True))

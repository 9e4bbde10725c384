"""From a click to Python: every clickable element carries `data-action="<verb>:<argument>"`.

One listener on the page (see `dom.listen`) reads that id and hands it to `Dispatcher.dispatch`, which
calls the handler registered for the verb with the rest of the id. Views stay pure functions that
return HTML; handlers change the app's state and re-render.
"""

from __future__ import annotations

from typing import Any, Callable

Handler = Callable[[str], None]
VERB = "action_verb"  # the attribute `handles` puts on a method


def handles(verb: str) -> Callable[[Callable], Callable]:
    """Marks a controller's method as the handler of `data-action="<verb>:..."` (see `Dispatcher.serve`)."""

    def mark(method: Callable) -> Callable:
        setattr(method, VERB, verb)
        return method

    return mark


class Dispatcher:
    def __init__(self) -> None:
        self._handlers: dict[str, Handler] = {}
        self._held: list[str] | None = None  # clicks kept while the app's handlers are still loading

    def on(self, verb: str) -> Callable[[Handler], Handler]:
        """Decorator: `@dispatcher.on("toggle")` handles `data-action="toggle:..."`."""

        def register(handler: Handler) -> Handler:
            if verb in self._handlers:
                raise ValueError(f"action '{verb}' already has a handler")
            self._handlers[verb] = handler
            return handler

        return register

    def serve(self, controller: Any) -> None:
        """Registers every method of `controller` marked `@handles(verb)`, bound to it."""
        for name in dir(type(controller)):
            verb = getattr(getattr(type(controller), name), VERB, None)
            if verb is None:
                continue
            handler = getattr(controller, name)
            if getattr(handler, VERB, None) != verb:  # an attribute of the same name hides the method
                raise TypeError(f"{type(controller).__name__}.{name} handles '{verb}' but is hidden by an attribute")
            self.on(verb)(handler)

    def hold(self) -> None:
        """Keep clicks for later: the first screen is up before the handlers are (see `app.first`)."""
        self._held = []

    def release(self) -> None:
        """Handle the kept clicks, in order, and every later one at once."""
        held, self._held = self._held or [], None
        for action_id in held:
            self.dispatch(action_id)

    def dispatch(self, action_id: str) -> None:
        if self._held is not None:
            self._held.append(action_id)
            return
        verb, _, argument = action_id.partition(":")
        handler = self._handlers.get(verb)
        if handler is None:
            raise LookupError(f"No handler for action '{action_id}'")
        handler(argument)


dispatcher = Dispatcher()  # the page's one dispatcher: listened to from the first screen, served by `app.main.App`

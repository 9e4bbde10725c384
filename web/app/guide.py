"""The guided first game ("Learn"): the tutorial script's step above the table, only its piece tappable,
what the bots did since your last move, then free play with "Hint", and the scoring explained at the end.

A guided game is an ordinary saved game whose header is the script's setup (`script_of`), so it
survives a reload, a save or a link; where it stands comes from its log (`pycore.engine.tutorial`),
so Undo takes the tutorial back too. Plain Python: the table calls `tappable` and `render_guide`.
"""

from __future__ import annotations

from pycore.engine import Move
from pycore.engine.tutorial import (
    LEARNER,
    allowed,
    current_step,
    learner_actions,
    script_of,
)

from .i18n import Texts
from .markup import esc, tag
from .pointer import TOUCH, reword
from .session import Session
from .story import after_last_turn, turns

RECENT_BOT_MOVES = 8  # how many lines of the bots' turns since yours the panel lists


def scripted(session: Session) -> bool:
    """A guided game still in its script: every step is the learner's to take, even an only choice
    (the shell takes no decision for them here: the step's text teaches it, and Undo stays aligned)."""
    script = script_of(session.match)
    return script is not None and current_step(script, session.match) is not None


def tappable(session: Session, legal: list[Move], hint_id: str = "") -> list[Move]:
    """What the learner may tap: the scripted step's action only, or the hinted one while a hint is shown."""
    script = script_of(session.match)
    if script is None or not legal:
        return legal
    hinted = [action for action in legal if action.id == hint_id]
    return hinted or allowed(current_step(script, session.match), legal)


def bot_moves(session: Session) -> list[str]:
    """What happened in the bots' turns since the learner's last move (the latest few lines), in the
    narration's words as the learner may read them: each line names who acted, a bot's face-down chip
    or secret pick stays unnamed, and no internal id shows."""
    lines = [line for turn in turns(after_last_turn(session, LEARNER)) for line in turn.lines(LEARNER)]
    return lines[-RECENT_BOT_MOVES:]


# Player-facing words of the guided game's panel, in one place (the steps' own words: pycore's tutorial scripts).
TEXT = Texts("guide", {
    "bots_did": "What {names} did ({n})",
    "and": "{some} and {last}",
    "over": "Game over. ",
    "playing": "{name} is playing\u2026",
    "step": "Step {n} of {total}",
    "hint": "Hint: {label}",
    "hint_button": "Hint",
    "title": "Learning {game}",
})


def _bot_names(session: Session) -> str:
    names = [session.names[seat] for seat in range(len(session.names)) if session.is_bot(seat)]
    return TEXT["and"].format(some=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else "".join(names)


def render_guide(session: Session, hint_label: str = "", pointer: str = TOUCH) -> str:
    """The panel pinned at the bottom of the screen during a guided game ("" for any other game), in the words
    of the player's pointer (the scripts say "Tap"; a mouse reads "Click").

    Compact, as a coach mark: one heading line (the step, the game), the step's words, and the bots' moves
    folded under one line that opens them (`<details>`), so that the panel stays a few lines high and the
    page's `showTargets` can always bring the piece to tap into the free part of the screen above it."""
    script = script_of(session.match)
    if script is None or session.viewing is not None:
        return ""
    done = bot_moves(session)
    said = tag("details", tag("summary", esc(TEXT["bots_did"].format(names=_bot_names(session), n=len(done))))
               + tag("ul", "".join(tag("li", esc(line)) for line in done), class_="guide-bots"),
               class_="guide-more") if done else ""
    step = current_step(script, session.match)
    extra: dict[str, str] = {}
    where = TEXT["title"].format(game=session.game.info.name)
    if session.is_over():
        body = tag("p", tag("strong", TEXT["over"]) + esc(reword(script.say(script.scoring), pointer)))
    elif session.is_bot(mover := session.to_move()):
        assert mover is not None  # a bot is to move
        body = tag("p", esc(TEXT["playing"].format(name=session.names[mover])), class_="muted")
    elif step is not None:
        where = TEXT["step"].format(n=learner_actions(session.match) + 1, total=len(script.steps)) + " \u00b7 " + where
        body = tag("p", esc(reword(script.say(step.text, step.params), pointer)))
        extra = {"data_expect": step.action, "data_keys": " ".join(step.highlight)}
    else:
        hint = (tag("p", esc(TEXT["hint"].format(label=hint_label)), class_="guide-hint") if hint_label else
                tag("button", TEXT["hint_button"], type="button", class_="secondary small", data_action="hint:"))
        body = tag("p", esc(reword(script.say(script.free_play), pointer))) + hint
    return tag("aside", tag("h2", esc(where), class_="guide-title") + body + said,
               class_="guide", aria_live="polite", **extra)

"""The guided first game ("Learn"): the tutorial script's step above the table, only its piece tappable,
what the bots did since your last move, then free play with "Hint", and the scoring explained at the end.

A guided game is an ordinary saved game whose header is the script's setup (`script_of`), so it
survives a reload, a save or a link; where it stands comes from its log (`pycore.engine.tutorial`),
so Undo takes the tutorial back too. Plain Python: the table calls `tappable` and `render_guide`.
"""

from __future__ import annotations

from pycore.engine import Move
from pycore.engine.match import Match
from pycore.engine.registry import game_ids
from pycore.engine.tutorial import (
    LEARNER,
    Script,
    allowed,
    current_step,
    get_script,
    learner_actions,
)

from .markup import esc, tag
from .pointer import TOUCH, reword
from .session import Session
from .story import after_last_turn, turns

RECENT_BOT_MOVES = 8  # how many lines of the bots' turns since yours the panel lists


def script_of(match: Match) -> Script | None:
    """The tutorial this match is playing, if its setup is exactly a script's."""
    if match.game not in game_ids():
        return None
    script = get_script(match.game)
    same_seats = [(s.name, s.kind, s.bot) for s in match.seats] == [(s.name, s.kind, s.bot) for s in script.seats()]
    return script if same_seats and match.seed == script.seed and match.options == dict(script.options) else None


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
TEXT = {
    "bots_did": "What the bots did",
    "over": "Game over. ",
    "playing": "{name} is playing\u2026",
    "step": "Step {n} of {total}. ",
    "hint": "Hint: {label}",
    "hint_button": "Hint",
    "title": "Learning {game}",
}


def render_guide(session: Session, hint_label: str = "", pointer: str = TOUCH) -> str:
    """The panel above the board during a guided game ("" for any other game), in the words of the player's
    pointer (the scripts say "Tap"; a mouse reads "Click")."""
    script = script_of(session.match)
    if script is None or session.viewing is not None:
        return ""
    done = bot_moves(session)
    said = tag("ul", "".join(tag("li", esc(line)) for line in done), class_="guide-bots",
               aria_label=TEXT["bots_did"]) if done else ""
    step = current_step(script, session.match)
    extra: dict[str, str] = {}
    if session.is_over():
        body = tag("p", tag("strong", TEXT["over"]) + esc(reword(script.say(script.scoring), pointer)))
    elif session.is_bot(mover := session.to_move()):
        assert mover is not None  # a bot is to move
        body = tag("p", esc(TEXT["playing"].format(name=session.names[mover])), class_="muted")
    elif step is not None:
        number = learner_actions(session.match) + 1
        body = tag("p", tag("strong", TEXT["step"].format(n=number, total=len(script.steps))) + esc(reword(script.say(step.text, step.params), pointer)))
        extra = {"data_expect": step.action, "data_keys": " ".join(step.highlight)}
    else:
        hint = (tag("p", esc(TEXT["hint"].format(label=hint_label)), class_="guide-hint") if hint_label else
                tag("button", TEXT["hint_button"], type="button", class_="secondary small", data_action="hint:"))
        body = tag("p", esc(reword(script.say(script.free_play), pointer))) + hint
    return tag("aside", tag("h2", TEXT["title"].format(game=esc(session.game.info.name)), class_="guide-title") + body + said,
               class_="guide", aria_live="polite", **extra)

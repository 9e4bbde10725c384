"""pycore's narration, words and guided texts as catalog tables, for the extraction only (tools/i18n.py imports
every module of the app); the build leaves it out of the site (tools/build_site.py, BUILD_ONLY): at run time
`app.narrationwords` asks the catalogs directly, without importing every game."""

from __future__ import annotations

from collections.abc import Mapping

from pycore.engine import link, moves, narration, save, signing
from pycore.engine.registry import LUTHIER, OPERA_MAGNA
from pycore.engine.tutorial import get_script
from pycore.luthier import narration as luthier
from pycore.luthier.labels import LABELS as LUTHIER_LABELS
from pycore.opera_magna import narration as opera_magna
from pycore.opera_magna.labels import LABELS as OPERA_MAGNA_LABELS
from pycore.luthier.rules import DECISION_WORDS as LUTHIER_DECISIONS
from pycore.opera_magna.rules import DECISION_WORDS as OPERA_MAGNA_DECISIONS

from .i18n import Texts
from .narrationwords import PREFIX

# Each game's templates by the name its `Telling` gives (`Telling.table`), its words and its guided game's
# texts by their table's name.
TEMPLATES = {OPERA_MAGNA: opera_magna.TEXT, LUTHIER: luthier.TEXT}
WORDS: dict[str, Mapping[str, str | tuple[str, str]]] = {opera_magna.WORDS_TABLE: opera_magna.WORDS,
                                                          luthier.WORDS_TABLE: luthier.WORDS}
WORDS |= {script.table: script.texts for script in map(get_script, TEMPLATES)}
# ... the moves' labels (pycore.engine.labels: each game's `LABELS`)
WORDS |= {labels.table: labels.templates for labels in (OPERA_MAGNA_LABELS, LUTHIER_LABELS)}
# ... why a link, a saved game or a link's signatures cannot be opened (pycore.engine's `Labels` tables)
WORDS |= {labels.table: labels.templates for labels in (link.MESSAGES, save.MESSAGES, signing.TEXT)}
# ... and what the player to move must decide (Opera Magna's observation says it, app.narrationwords.decision),
# said when a move is refused (pycore.engine.moves.REFUSALS)
WORDS |= {labels.table: labels.templates for labels in (OPERA_MAGNA_DECISIONS, LUTHIER_DECISIONS, moves.REFUSALS)}
TEXTS = [Texts(PREFIX + game, narration.messages(table)) for game, table in TEMPLATES.items()] \
    + [Texts(PREFIX + name, words) for name, words in WORDS.items()]

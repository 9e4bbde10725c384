"""The home screen view, as plain Python: what it shows and that text is never markup."""

from html.parser import HTMLParser

from app.home import players_text, render_home
from pycore.engine import GameInfo, OptionSpec, all_infos


class Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []
        self.actions: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.actions += [v for k, v in attrs if k == "data-action"]

    def handle_data(self, data):
        self.text.append(data)


def parse(html: str) -> Collect:
    parser = Collect()
    parser.feed(html)
    return parser


def test_home_lists_every_registered_game_with_its_player_counts_and_the_version():
    infos = all_infos()
    page = parse(render_home(infos, "9.8.7"))
    text = " ".join(page.text)
    assert [i.name for i in infos] == ["Opera Magna", "Luthier"]
    for info in infos:
        assert info.name in text and info.blurb in text
        assert f"{info.min_players}\u2013{info.max_players} players" in text
        assert f"toggle:{info.id}" in page.actions
    assert "9.8.7" in text


def test_home_lists_the_options_and_shows_their_help_only_for_an_opened_game():
    infos = all_infos()
    board = next(o for o in infos[0].options if o.name == "board")
    closed = " ".join(parse(render_home(infos, "1")).text)
    opened = " ".join(parse(render_home(infos, "1", {infos[0].id})).text)
    assert board.label in closed and ", ".join(c.capitalize() for c in board.choices) in closed  # as the form names them
    assert board.help not in closed and board.help in opened


def test_player_counts_read_naturally():
    def info(low, high):
        return GameInfo(id="x", name="X", min_players=low, max_players=high, rules_version="1")

    assert players_text(info(1, 4)) == "1\u20134 players"
    assert players_text(info(2, 2)) == "2 players"
    assert players_text(info(1, 1)) == "1 player"


def test_text_from_game_facts_is_escaped_never_markup():
    evil = GameInfo(
        id='x" onclick="alert(1)', name="<img src=x onerror=alert(1)>", min_players=1, max_players=2,
        rules_version="1", blurb="<script>alert(2)</script>",
        options=(OptionSpec(name="o", label="<b>", choices=("<i>",), default="<i>", help="&<>"),),
    )
    html = render_home([evil], "<svg>", {evil.id})
    page = parse(html)
    assert page.tags.count("img") == 0 and "script" not in page.tags and "svg" not in page.tags
    assert "b" not in page.tags and "i" not in page.tags
    assert "<img src=x onerror=alert(1)>" in "".join(page.text)
    toggles = [a for a in page.actions if a.startswith("toggle:")]
    assert toggles == ['toggle:x" onclick="alert(1)']  # one attribute, quotes kept inside it

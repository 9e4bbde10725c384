"""Markup helpers: attribute names, bare and omitted attributes, escaping."""

from app.markup import attrs, esc, tag


def test_attribute_names_and_values():
    assert attrs(class_="a", data_action="toggle:x", aria_expanded="true") == \
        ' class="a" data-action="toggle:x" aria-expanded="true"'
    assert attrs(hidden=True, disabled=False, title=None) == " hidden"


def test_everything_is_escaped():
    assert esc('<a href="x">&') == "&lt;a href=&quot;x&quot;&gt;&amp;"
    assert tag("p", esc("<b>"), title='"q"') == '<p title="&quot;q&quot;">&lt;b&gt;</p>'


def test_escaping_is_that_of_the_standard_library():
    import html

    for text in ['<script>alert("x")</script>', "O'Brien & Co", "plain", "\u00e9\u4e2d<>", "&amp;"]:
        assert esc(text) == html.escape(text, quote=True)

"""3-Hump Lacooda (86988864): while you control 3 face-up 3-Hump Lacooda, you can Tribute 2 of them
to draw 3 cards.

Sources, in our words: the card's texts (AST-070, 2003, and today's: the same; no ERAS entry); the
OCG text (yugioh-wiki.net 《みつこぶラクーダ》): an ignition effect whose cost Tributes 2 of the three;
the Lacooda that activates it may be one of the two (a cost paid as it is activated, seed 000
§发动与处理, and an ignition effect resolves though its monster has left the field, seed 000 §起動效果).
A face-down Lacooda is not one of the three face-up ones."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

LC = "3-Hump Lacooda"
DECK = ["Sangan", "Battle Ox", "Pot of Greed", "Giant Rat"]


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _three(third="attack"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    refs = [table.monster(0, LC), table.monster(0, LC, position="defense"), table.monster(0, LC, position=third)]
    table.deck(0, DECK)
    return table, refs


def test_3_hump_lacooda_tributes_two_and_draws_three():
    """Q: I control three face-up 3-Hump Lacooda and activate the first one's effect, Tributing the
    other two. A: they go to the GY as the cost; I draw Sangan, Battle Ox and Pot of Greed."""
    table, (a, b, c) = _three()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", a)
    s.pick("select", b, player=0)
    s.pick("select", c, player=0)
    _pass_all(s, duel)
    assert grave(duel, 0) == [LC, LC] and field_monsters(duel, 0) == [LC]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Pot of Greed", "Sangan"]


def test_3_hump_lacooda_may_tribute_itself():
    """Q: the Lacooda that activates the effect is one of the two I Tribute. A: the cost is paid; the
    effect still resolves: I draw 3, and one Lacooda stays on the field."""
    table, (a, b, c) = _three()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", a)
    s.pick("select", a, player=0)
    s.pick("select", b, player=0)
    _pass_all(s, duel)
    assert a.card(duel).location == "grave" and c.card(duel).location == "mzone"
    assert len(hand(duel, 0)) == 3


def test_3_hump_lacooda_needs_three_face_up():
    """Q: my third Lacooda is Set (face-down). A: I do not control 3 face-up 3-Hump Lacooda: no
    Lacooda offers the effect."""
    table, (a, b, c) = _three(third="set")
    duel = table.build()
    s = Script(duel)
    assert not any(s.has("activate", ref) for ref in (a, b, c))

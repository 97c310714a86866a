"""Book of Life with one of its two targets gone before it resolves (round 52y).

The card's current TCG text (in short, the text the engine follows under the default rules):
target a Zombie in your GY and a monster in your opponent's GY; Special Summon the Zombie, and if
you do, banish the other. "And if you do" ties the banish to the summon (no summon, no banish);
the summon does not hang on the banish. Seed 000 §效果分類 (an effect whose target is gone is not
applied to it). NOTE: the OCG text has two separate sentences and yugioh-wiki.net
「《生者の書－禁断の呪術－》」 (older revisions) rules the two as simultaneous and independent: with
the Zombie gone the banish still happens. The first test pins the TCG reading only."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def _book_of_life(call_owner):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle")
    table.grave(1, "Battle Ox")
    table.spell_trap(call_owner, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Life", request="idle")
    s.pick("target", "Pyramid Turtle")
    s.pick("target", "Battle Ox")
    return duel, s


def test_the_zombie_revived_in_the_chain_leaves_the_opponents_monster_in_the_gy():
    """Q: I activate Book of Life on my Pyramid Turtle and my opponent's Battle Ox, then chain my
    own Call of the Haunted and revive the Turtle with it. A: when Book of Life resolves the Turtle
    is no longer in my GY: it is not summoned again, so ("and if you do") Battle Ox is not banished."""
    duel, s = _book_of_life(call_owner=0)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Pyramid Turtle", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Pyramid Turtle"]
    assert grave(duel, 1) == ["Battle Ox"]
    assert [c for c in duel.cards if c.location == S.BANISHED] == []
    assert grave(duel, 0) == ["Book of Life"]
    # the one Special Summon is Call of the Haunted's; Book of Life's resolution does nothing
    steps = [(e["type"], e["name"]) for e in duel.log if e["type"] in ("resolve", "special_summon", "banish")]
    assert steps == [("resolve", "Call of the Haunted"), ("special_summon", "Pyramid Turtle"),
                     ("resolve", "Book of Life")]
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_the_opponents_monster_revived_in_the_chain_still_lets_the_zombie_come_back():
    """Q: the same activation, but my opponent chains Call of the Haunted and revives Battle Ox.
    A: the Zombie is still in my GY: Pyramid Turtle is Special Summoned; there is nothing left to
    banish, and Battle Ox stays on my opponent's field."""
    duel, s = _book_of_life(call_owner=1)
    if duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", player=0, request="option")     # the Turtle's position
    assert field_monsters(duel, 0) == ["Pyramid Turtle"]
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert [c for c in duel.cards if c.location == S.BANISHED] == []
    assert duel.request.kind == "idle" and duel.request.player == 0

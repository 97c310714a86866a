"""Big Bang Shot (61127349) when its monster is turned face-down: the judge's review (round 54q).

Sources: the card's text (its leave-the-field effect banishes "the equipped monster", in our
words); ocg-rule.readthedocs.io, 装备卡 (OCG rulings digest, 17/3/24): when the equipped
monster turns face-down (or otherwise stops being a proper target), the Equip Card is destroyed
by the rules and that monster is no longer its "equipped monster", so an effect of the Equip
Card that acts on "the equipped monster" does not reach it (its example: a face-down X monster
is not destroyed by the Equip Spell that was equipped to it). The same answer as Premature
Burial's monster turned face-down by Book of Moon (tests/cards/test_equip_spells.py). No Goat
(2005 TCG) ruling on Big Bang Shot itself was found: we apply the general rule in both eras."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _equipped_then_mooned(rules):
    table = Table(rules=rules, turn=3)
    table.hand(0, "Big Bang Shot", "Book of Moon")
    ox = table.monster(0, "Battle Ox")
    table.deck(0, ["Hitotsu-Me Giant"] * 2)
    table.deck(1, ["Hitotsu-Me Giant"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Big Bang Shot")
    s.pick("target", ox, player=0, request="target")
    _finish(s)
    s.pick("activate", "Book of Moon")
    s.pick("target", ox, player=0, request="target")
    _finish(s)
    return duel, ox


def test_big_bang_shot_monster_turned_face_down_is_not_banished():
    """Q: my Battle Ox wears Big Bang Shot; I turn it face-down with Book of Moon. Big Bang Shot
    is destroyed: is Battle Ox banished? A: no: once face-down it is no longer the equipped
    monster; Big Bang Shot goes to the GY and Battle Ox stays face-down on the field."""
    duel, ox = _equipped_then_mooned("GOAT")
    assert field_monsters(duel, 0) == ["Battle Ox"] and ox.card(duel).position == S.FACEDOWN_DEFENSE
    assert sorted(grave(duel, 0)) == ["Big Bang Shot", "Book of Moon"] and banished(duel, 0) == []


def test_big_bang_shot_monster_turned_face_down_today_the_same():
    """Q: the same under today's rules? A: the same: nothing is banished."""
    duel, ox = _equipped_then_mooned("MR5")
    assert field_monsters(duel, 0) == ["Battle Ox"] and banished(duel, 0) == []

"""Eria the Water Charmer: FLIP: target 1 WATER monster the opponent controls; its controller
takes control of it while Eria is face-up on the field (`kit.charmer_effects`; the shared
rulings are in tests/cards/test_hiita_the_fire_charmer.py).

Sources: the card's text (2005 LOD print and today's do the same); Metagame.com's judge article
on the Lost Millennium Charmers ("Elemental Unity": the target must still be a monster of the
named Attribute when the effect resolves; a face-down monster shows none: Book of Moon chained
on the target stops the effect, our reading as for the article's Attribute change)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _flipped(p1_set=()):
    table = Table(turn=3, turn_player=0)
    eria = table.monster(0, "Eria the Water Charmer", position="set")
    table.monster(1, "7 Colored Fish")
    table.monster(1, "Battle Ox")
    for name in p1_set:
        table.spell_trap(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", eria)
    return duel, s, eria


def test_eria_the_water_charmer_takes_a_water_monster():
    """Q: I Flip Summon Eria; my opponent controls 7 Colored Fish (WATER) and Battle Ox
    (EARTH): A: only the Fish may be targeted; I control it."""
    duel, s, eria = _flipped()
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["7 Colored Fish"]
    s.pick("target", "7 Colored Fish")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Eria the Water Charmer", "7 Colored Fish"]
    assert field_monsters(duel, 1) == ["Battle Ox"]


def test_eria_the_water_charmer_target_booked_face_down_in_the_chain_is_not_taken():
    """Q: my opponent chains Book of Moon to Eria's FLIP effect, turning the targeted 7 Colored
    Fish face-down: A: it is no longer a face-up WATER monster when the effect resolves: I take
    nothing, and Eria stays face-up."""
    duel, s, eria = _flipped(p1_set=("Book of Moon",))
    s.pick("target", "7 Colored Fish")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "7 Colored Fish", player=1)
    _resolve(s)
    assert sorted(field_monsters(duel, 1)) == ["7 Colored Fish", "Battle Ox"]
    assert field_monsters(duel, 0) == ["Eria the Water Charmer"]
    assert eria.card(duel).position == "attack"

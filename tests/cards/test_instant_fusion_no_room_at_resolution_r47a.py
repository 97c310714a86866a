"""Instant Fusion with no room left when it resolves (round 47a).

The card's text: pay 1000 LP (a cost) to Special Summon a Level 5 or lower Fusion Monster from
the Extra Deck. Seed 000 §効果処理: an effect does what it can when it resolves; if no Monster
Zone is free by then, nothing is summoned (the cost stays paid)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_instant_fusion_summons_nothing_after_scapegoat_filled_the_zones():
    """Q: I control Battle Ox and activate Instant Fusion (Flame Swordsman in my Extra Deck),
    then chain my own Scapegoat: four Sheep Tokens fill my Monster Zones. What does Instant
    Fusion do? A: nothing: no zone is free, Flame Swordsman stays in the Extra Deck; the 1000
    LP stay paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Instant Fusion")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Scapegoat")
    table.extra(0, "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion", request="idle")
    s.pick("activate", "Scapegoat", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert field_monsters(duel, 0) == ["Battle Ox"] + ["Sheep Token"] * 4
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]
    assert duel.players[0].lp == 7000
    assert sorted(grave(duel, 0)) == ["Instant Fusion", "Scapegoat"]

"""Spell Absorption (51481927): a judge's second look (round 55k) at the Goat staples that meet it.

Sources: yugioh-wiki.net 《魔法吸収》 (the LP come after the activated Spell Card has resolved,
while Spell Absorption is on the field; an effect of a Spell already on the field is no
activation); Imperial Order negates the effects of Spell Cards on the field (its text, 2005 and
today's; seed 000 §永續陷阱); a Spell Absorption that the resolving Spell itself destroys is no
longer on the field when that Spell has resolved: nothing (our reading of "after its resolution,
while this card is on the field"; no FAQ found)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_spell_absorption_under_imperial_order_gains_nothing():
    """Q: my face-up Spell Absorption; my opponent's Imperial Order is face-up; I activate Pot of
    Greed. A: Imperial Order negates both Spell Cards' effects: no draw and no 500 LP."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    _finish(s)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Pot of Greed"]
    assert lp(duel) == (8000, 8000)


def test_spell_absorption_destroyed_by_the_heavy_storm_it_would_count():
    """Q: my face-up Spell Absorption; my opponent activates Heavy Storm. A: Heavy Storm destroys
    Spell Absorption as it resolves: it is gone when the Spell has resolved, so no 500 LP."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1, request="idle")
    _finish(s)
    assert grave(duel, 0) == ["Spell Absorption"] and grave(duel, 1) == ["Heavy Storm"]
    assert lp(duel) == (8000, 8000)


def test_spell_absorption_counts_each_spell_of_a_chain():
    """Q: my face-up Spell Absorption; I activate Pot of Greed and my opponent chains Mystical
    Space Typhoon on my Set Trap Hole (a Spell Card of theirs: any player's Spell counts).
    A: two Spell Cards resolved: 500 after the Typhoon, 500 after Pot of Greed: 9000."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Spell Absorption", face_down=False)
    bluff = table.spell_trap(0, "Trap Hole")
    table.hand(0, "Pot of Greed")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", bluff, player=1)
    _finish(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Trap Hole"]
    assert lp(duel) == (9000, 8000)

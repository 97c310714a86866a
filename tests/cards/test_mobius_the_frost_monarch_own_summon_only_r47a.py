"""Mobius the Frost Monarch answers its own Tribute Summon only (round 47a).

The card's text: WHEN THIS CARD is Tribute Summoned, it may destroy up to 2 Spells/Traps. The
Tribute Summon of another monster while Mobius is on the field starts nothing (seed 000
§誘発効果: a trigger starts on the event its text names)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_another_monsters_tribute_summon_does_not_start_mobius():
    """Q: Mobius the Frost Monarch is face-up on my field; I Tribute Summon Summoned Skull by
    Tributing Battle Ox. May Mobius destroy my opponent's Set card now? A: no: it was not
    Mobius that was Tribute Summoned; I am back at my Main Phase and their card stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mobius the Frost Monarch")
    table.monster(0, "Battle Ox")
    table.hand(0, "Summoned Skull")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle"
    assert sorted(field_monsters(duel, 0)) == ["Mobius the Frost Monarch", "Summoned Skull"]
    assert waboku.card(duel).location == "szone"

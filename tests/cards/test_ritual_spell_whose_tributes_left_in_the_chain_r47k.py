"""A Ritual Spell that can no longer Ritual Summon when it resolves (a Tribute it counted on
was destroyed in the chain) does nothing: the Ritual Monster stays in the hand, the other
monsters stay where they are, and the Spell goes to the GY (seed 000 §儀式召喚: the Tributes
are chosen as it resolves)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_black_luster_ritual_whose_tribute_was_destroyed_in_the_chain_summons_nothing():
    """Q: I activate Black Luster Ritual with Battle Ox and Mystical Elf (Level 4 each) on my
    field and Black Luster Soldier in my hand; my opponent chains Ring of Destruction on Battle
    Ox. A: with 4 Levels left the Ritual Summon cannot happen: Black Luster Soldier stays in my
    hand, Mystical Elf on my field, and Black Luster Ritual goes to the GY. (A monster that
    only left for the hand would still be a Tribute from there.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", ox, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert hand(duel, 0) == ["Black Luster Soldier"]
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Black Luster Ritual"]

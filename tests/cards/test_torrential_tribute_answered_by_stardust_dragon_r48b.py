"""Torrential Tribute is an activation that would destroy cards on the field (round 48b's
mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Torrential Tribute,
which destroys every monster on the field, may be answered by Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_torrential_tribute_and_the_summoned_monster_survives():
    """Q: I Normal Summon Battle Ox beside my Stardust Dragon; my opponent activates Torrential
    Tribute. May I Tribute Stardust Dragon to negate it? A: yes: Torrential Tribute is negated
    and destroyed, Battle Ox stays on the field."""
    table = Table(rules="MR5", turn=4, turn_player=0, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    while not s.has("activate", "Torrential Tribute"):
        s.pick("pass")
    s.pick("activate", "Torrential Tribute", player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Stardust Dragon"]
    assert grave(duel, 1) == ["Torrential Tribute"]

"""Sakuretsu Armor is an activation that would destroy a card on the field (round 47b's
mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Sakuretsu Armor,
which destroys the attacking monster, may be answered by the attacker's controller's Stardust
Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_sakuretsu_armor_and_the_attacker_survives():
    """Q: my Battle Ox attacks; my opponent activates Sakuretsu Armor on it. May I Tribute my
    Stardust Dragon to negate it? A: yes: Sakuretsu Armor is negated and destroyed, Battle Ox
    stays on the field."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", "Sakuretsu Armor", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0, request="target")
    assert duel.request.player == 1 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == ["Battle Ox"] and grave(duel, 1) == ["Stardust Dragon"]
    assert grave(duel, 0) == ["Sakuretsu Armor"]

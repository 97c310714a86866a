"""Exiled Force's effect would destroy a card on the field (round 48b's mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Exiled Force's
effect, which destroys a targeted monster, may be answered by the opponent's Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_exiled_force_and_battle_ox_survives():
    """Q: my opponent Tributes Exiled Force to destroy my Battle Ox. May I Tribute my Stardust
    Dragon to negate it? A: yes: the effect is negated; Battle Ox stays on the field (Exiled
    Force, Tributed as the cost, stays in their GY)."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.monster(1, "Exiled Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force", player=1)
    s.pick("target", "Battle Ox", player=1, request="target")
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Stardust Dragon"]
    assert grave(duel, 1) == ["Exiled Force"]

"""Fissure is an activation that would destroy a card on the field (round 48b's mutation
round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Fissure, which
destroys the opponent's face-up monster with the lowest ATK, may be answered by their Stardust
Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_fissure_and_battle_ox_survives():
    """Q: my opponent activates Fissure against my Stardust Dragon and Battle Ox. May I Tribute
    Stardust Dragon to negate it? A: yes: Fissure is negated and destroyed, Battle Ox (the
    lowest ATK) stays on the field."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Stardust Dragon"]
    assert grave(duel, 1) == ["Fissure"]

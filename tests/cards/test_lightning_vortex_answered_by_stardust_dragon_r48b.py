"""Lightning Vortex is an activation that would destroy cards on the field (round 48b's
mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Lightning Vortex,
which destroys the opponent's face-up monsters, may be answered by their Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_lightning_vortex_and_its_side_survives():
    """Q: my opponent discards a card to activate Lightning Vortex against my Stardust Dragon
    and Battle Ox. May I Tribute Stardust Dragon to negate it? A: yes: Lightning Vortex is
    negated and destroyed (the discard, a cost, stays paid), Battle Ox stays on the field."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.hand(1, "Lightning Vortex", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex", player=1)
    while duel.request.player == 1 and not s.has("activate", "Stardust Dragon"):
        s.pick(duel.request.kind, "Celtic Guardian", player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Stardust Dragon"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Lightning Vortex"]

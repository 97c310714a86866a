"""Two-Pronged Attack is an activation that would destroy cards on the field (round 48b's
mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Two-Pronged Attack,
which destroys two of its controller's monsters and one of the opponent's, may be answered by
the opponent's Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_two_pronged_attack_and_all_three_targets_survive():
    """Q: my opponent activates Two-Pronged Attack on their Celtic Guardian and Hitotsu-Me Giant
    and my Battle Ox. May I Tribute my Stardust Dragon to negate it? A: yes: Two-Pronged Attack
    is negated and destroyed, and all three monsters stay on the field."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Hitotsu-Me Giant")
    table.spell_trap(1, "Two-Pronged Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Two-Pronged Attack", player=1)
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("target", "Hitotsu-Me Giant", request="target")
    s.pick("target", "Battle Ox", request="target")
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Stardust Dragon"]
    assert sorted(field_monsters(duel, 1)) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    assert grave(duel, 1) == ["Two-Pronged Attack"]

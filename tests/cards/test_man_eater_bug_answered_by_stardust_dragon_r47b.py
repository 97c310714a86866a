"""Man-Eater Bug's Flip effect is an activation that would destroy a card on the field (round
47b's mutation round).

Seed 000 §反轉效果 (a Flip effect activates as a chain link when the monster is flipped face-up)
and §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon": any
activation that would destroy a card on the field may be answered, a monster's effect
included): so Man-Eater Bug's Flip effect, which destroys the monster it targets, may be
answered by Stardust Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_man_eater_bugs_flip_effect_and_destroys_the_bug():
    """Q: my opponent Flip Summons Man-Eater Bug and its effect targets my Battle Ox; may I
    Tribute Stardust Dragon to negate it? A: yes: the effect is negated and Man-Eater Bug
    destroyed; Battle Ox stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug", player=1)
    s.pick("target", ox, request="target", player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Stardust Dragon"] and grave(duel, 1) == ["Man-Eater Bug"]

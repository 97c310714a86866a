"""Troop Dragon (55013285), a judge's review (round 56r): under Skill Drain.

Sources: the card's texts in our words (an optional trigger that activates once it is in the GY);
Skill Drain's text and yugioh.hikikomo.com 《スキルドレイン》 (it negates effects of face-up monsters
on the field only: an effect activated in the GY is not negated)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TD = "Troop Dragon"


def test_troop_dragon_floats_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; their Summoned Skull destroys my Troop Dragon by
    battle. A: the effect activates in the GY: another Troop Dragon comes from my Deck (I take
    1800)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    td = table.monster(0, TD)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, [TD])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=td, player=1)
    s.pick("yes", TD, player=0, request="yes_no")
    s.pick("select", TD, player=0)
    s.answer([o for o in duel.request.options if o.name == "Attack Position"][0])
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [TD] and field_monsters(duel, 0) == [TD]
    assert duel.players[0].deck == [] and duel.players[0].lp == 6200

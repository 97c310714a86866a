"""Masked Dragon (39191307), a judge's review (round 56r): under Skill Drain.

Sources: the card's texts in our words (an optional trigger that activates once it is in the GY);
Skill Drain's text and yugioh.hikikomo.com 《スキルドレイン》 (it negates effects of face-up monsters
on the field only: an effect activated in the hand or GY is not negated); cogonline.net's 2005
"Skill Drain DCR-049" thread (Goat-era players list the GY effects that work under it)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

MD = "Masked Dragon"


def test_masked_dragon_floats_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up; their Summoned Skull destroys my Masked Dragon by
    battle. A: its effect activates in the GY, out of Skill Drain's reach: I Special Summon
    Koumori Dragon from my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    md = table.monster(0, MD)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=md, player=1)
    s.pick("yes", MD, player=0, request="yes_no")
    s.pick("select", "Koumori Dragon", player=0)
    s.answer([o for o in duel.request.options if o.name == "Defense Position"][0])
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [MD] and field_monsters(duel, 0) == ["Koumori Dragon"]
    assert duel.players[0].deck == [] and duel.players[0].lp == 6900

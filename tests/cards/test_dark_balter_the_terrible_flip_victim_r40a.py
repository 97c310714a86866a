"""Dark Balter the Terrible (80071763): "negate the effects of an Effect Monster destroyed by
battle with this card" covers a FLIP effect of a Set monster it attacks and destroys: the FLIP
effect is activated after damage calculation, once its monster is destroyed, so it is the effect
of a monster destroyed by battle with Dark Balter (as Blade Knight's text spells out).

Sources: Dark Balter the Terrible's text (Goat-era print: an Effect Monster destroyed by battle
with it has its effect negated); seed 000 §效果分類 誘發效果 (a monster flipped by an attack activates
its FLIP effect after damage calculation); for Blade Knight the same FLIP case is written on the
card."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _run(duel, s):
    for _ in range(6):
        if duel.request.kind == "battle":
            return
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "target":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass")


def test_dark_balter_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Question: Dark Balter the Terrible attacks a Set Magician of Faith and destroys it; its
    FLIP effect would take Pot of Greed back from the GY. Answer: negated, Pot of Greed stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Balter the Terrible", summon_kind="fusion")
    mof = table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target=mof)
    _run(duel, s)
    assert hand(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"]

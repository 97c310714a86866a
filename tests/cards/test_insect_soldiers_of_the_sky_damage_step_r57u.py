"""Insect Soldiers of the Sky (7019529): the 1000 ATK it gains attacking a WIND monster applies
through the whole Damage Step, not only in damage calculation.

Sources, in our words: the OCG ruling adjustment of 2010-09-10 for 《空の昆虫兵》, as a Chinese
ruling list kept in a public card-data repository records it (the gain is a continuous effect, no
chain, applied from the start of the Damage Step once the attacked monster is a face-up WIND
monster) and the OCG text it goes with ("during the Damage Step"); the English print as two card
databases give it ("its ATK increases by 1000 whenever it attacks a WIND monster": no "damage
calculation only" in it, so the GOAT preset plays the same; that half is our reading, no 2005
ruling found); seed 004 §伤害步骤 (a face-down monster attacked is flipped at the start of the
Damage Step, before the step's windows)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

IS = "Insect Soldiers of the Sky"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_insect_soldiers_of_the_sky_gain_holds_through_the_damage_step():
    """Q: my Insect Soldiers of the Sky (1000) attack Harpie Lady (WIND, 1300). What is their ATK
    before damage calculation and after it, within the Damage Step, and once the battle is over?
    A: 2000 before and after damage calculation (the whole Damage Step), 1000 after the battle;
    Harpie Lady is destroyed and my opponent takes 700. The same under both presets."""
    for rules in ("MR5", "GOAT"):
        seen = []
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        insects = table.monster(0, IS)
        harpie = table.monster(1, "Harpie Lady")
        table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(insects.card(duel))))
        table.at("after_damage_calculation", lambda duel: seen.append(duel.atk(insects.card(duel))))
        duel = table.build()
        s = Script(duel)
        s.pick("attack", IS, target=harpie)
        _pass_all(duel, s)
        assert seen == [2000, 2000], rules
        assert grave(duel, 1) == ["Harpie Lady"] and lp(duel) == (8000, 7300), rules
        assert duel.atk(insects.card(duel)) == 1000, rules


def test_insect_soldiers_of_the_sky_set_wind_monster_counts_once_flipped():
    """Q: my Insect Soldiers of the Sky attack a Set Harpie Lady. A: at the attack declaration it is
    face-down (no gain: 1000); flipped at the start of the Damage Step, it is a WIND monster: 2000
    before damage calculation."""
    seen = []
    table = Table(turn=3, turn_player=0, phase="battle_step")
    insects = table.monster(0, IS)
    harpie = table.monster(1, "Harpie Lady", position="set")
    table.at("attack_declared", lambda duel: seen.append(duel.atk(insects.card(duel))))
    table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(insects.card(duel))))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", IS, target=harpie)
    _pass_all(duel, s)
    assert seen == [1000, 2000]
    assert grave(duel, 1) == ["Harpie Lady"] and lp(duel) == (8000, 8000)

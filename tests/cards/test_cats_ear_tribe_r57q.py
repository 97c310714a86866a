"""Cat's Ear Tribe (95841282): in the opponent's turn, the original ATK of an opponent's monster
battling it becomes 200 -- for the whole Damage Step under its 2005 text, during damage calculation
only under today's.

Sources: the card's texts in our words: the DR1/MFC-era English text ("during his/her turn ...
during the Damage Step", the GOAT preset's ERAS entry) and today's ("during your opponent's Battle
Phase ... during damage calculation only", MR1-MR5). An "original ATK becomes" effect is the base
gains and losses work from (docs/cards.md, `set_stats` `original=True`; seed 000 §攻擊力/守備力的
變化): an Equip Spell's gain still applies on top. A continuous effect of a face-up monster: Skill
Drain negates it. The known use: in Attack Position it trades with any attacker (200 against 200:
both destroyed, seed 004 §伤害的判定)."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

CAT = "Cat's Ear Tribe"
BOTH = pytest.mark.parametrize("rules", ["GOAT", "MR5"])


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(rules="GOAT", position="attack", axe=False, skill_drain=False, seen=None):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    cat = table.monster(0, CAT, position=position)
    skull = table.monster(1, "Summoned Skull")
    if axe:
        table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=skull)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    if seen is not None:
        table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(skull.card(duel))))
    duel = table.build()
    s = Script(duel)
    assert duel.atk(skull.card(duel)) == (3500 if axe else 2500)
    s.pick("attack", skull, target=cat, request="battle")
    _pass_all(s, duel)
    return duel, skull


@BOTH
def test_cats_ear_tribe_trades_with_any_attacker(rules):
    """Q: my opponent's Summoned Skull (2500) attacks my Attack Position Cat's Ear Tribe (200). A: in
    damage calculation Skull's original ATK is 200: both are destroyed and nobody takes damage
    (both texts)."""
    duel, _ = _attacked(rules)
    assert grave(duel, 0) == [CAT] and grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 8000)


def test_cats_ear_tribe_2005_text_the_whole_damage_step():
    """Q (GOAT): what is Skull's ATK in the Damage Step before damage calculation (when an effect
    such as Injection Fairy Lily's 2005 text could be activated)? A: the 2005 text reaches the whole
    Damage Step: 200."""
    seen = []
    _attacked("GOAT", seen=seen)
    assert seen == [200]


def test_cats_ear_tribe_todays_text_damage_calculation_only():
    """Q (MR5): the same read. A: today's text reaches damage calculation only: 2500 before it,
    though the battle itself is fought at 200 (both destroyed)."""
    seen = []
    duel, _ = _attacked("MR5", seen=seen)
    assert seen == [2500] and grave(duel, 1) == ["Summoned Skull"]


@BOTH
def test_cats_ear_tribe_gains_apply_on_top(rules):
    """Q: the attacking Skull is equipped with Axe of Despair (+1000). A: its ATK is 200 + 1000 =
    1200 in damage calculation: the Cat is destroyed and I take 1000; Skull is 3500 again after."""
    duel, skull = _attacked(rules, axe=True)
    assert grave(duel, 0) == [CAT] and lp(duel) == (7000, 8000)
    assert duel.atk(skull.card(duel)) == 3500


@BOTH
def test_cats_ear_tribe_in_defense(rules):
    """Q: my face-up Defense Position Cat's Ear Tribe (100 DEF) is attacked by Summoned Skull. A: 200
    against 100: the Cat is destroyed; no damage; Skull is 2500 once the battle is over."""
    duel, skull = _attacked(rules, position="defense")
    assert grave(duel, 0) == [CAT] and lp(duel) == (8000, 8000)
    assert duel.atk(skull.card(duel)) == 2500


@BOTH
def test_cats_ear_tribe_not_in_its_controllers_turn(rules):
    """Q: in my turn my Cat's Ear Tribe attacks Battle Ox (1700). A: no effect in my own turn: the Cat
    is destroyed and I take 1500."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    cat = table.monster(0, CAT)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", cat, target=ox, request="battle")
    _pass_all(s, duel)
    assert grave(duel, 0) == [CAT] and grave(duel, 1) == [] and lp(duel) == (6500, 8000)


@BOTH
def test_cats_ear_tribe_skill_drain_negates_it(rules):
    """Q: my opponent's Skill Drain is face-up; their Summoned Skull attacks my Cat's Ear Tribe. A:
    negated: 2500 against 200, the Cat is destroyed and I take 2300."""
    duel, _ = _attacked(rules, skill_drain=True)
    assert grave(duel, 0) == [CAT] and grave(duel, 1) == [] and lp(duel) == (5700, 8000)

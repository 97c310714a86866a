"""Covering Fire (74458486), Normal Trap: during damage calculation, when an opponent's monster
attacks a face-up monster you control, target another face-up monster you control: the
attacked monster gains ATK equal to that monster's ATK for that damage calculation.

Sources: today's text (another face-up monster of yours, targeted, lends its ATK to the attacked
monster during damage calculation only), in our own words; the 2005 text (RDS-EN060, as Pojo's
card of the day of 2005-01-20 quotes it) differs: activated during the Damage Step, the attacked
monster need not be face-up, the other monster's ATK added for the Damage Step, and no "select"
(picked as it resolves: our reading, as Harpies' Hunting Ground's 2005 row): the era entry,
tests/cards/test_covering_fire_eras_r58d.py. Seed 000 §伤害步骤 (in damage calculation only effects that say "during damage
calculation" and Counter Traps may be activated; so not at the attack declaration), chain
order (the last link resolves first). The amount is the lending monster's ATK as Covering Fire
resolves (our reading)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

CARD = "Covering Fire"


def _pass_until_covering_fire(s):
    while s.duel.request.kind == "chain" and not s.has("activate", CARD):
        s.pick("pass")


def _step(duel):
    """The Battle Phase step the log last entered."""
    return [e["step"] for e in duel.log if e["type"] == "step"][-1]


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_covering_fire_lends_atk_during_damage_calculation():
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400); in damage calculation
    I activate Covering Fire targeting my Hitotsu-Me Giant (1200). A: Celtic Guardian has 2600:
    Battle Ox is destroyed, my opponent takes 900; the gain is gone after the battle."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, CARD)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    _pass_until_covering_fire(s)
    assert _step(duel) == "damage_calculation"
    s.pick("activate", CARD, player=0, request="chain")
    s.pick("target", "Hitotsu-Me Giant", player=0)
    _finish(s)
    assert [e["value"] for e in duel.log if e["type"] == "battle"] == [2600]
    assert lp(duel) == (8000, 7100) and grave(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == [CARD]
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    s.pick("end_battle", player=1)
    assert duel.atk(guardian.card(duel)) == 1400


def test_covering_fire_is_not_offered_without_another_monster_or_on_my_attack():
    """Q: (1) my opponent's Battle Ox attacks my Celtic Guardian, my only monster; (2) my own
    Celtic Guardian attacks my opponent's Battle Ox while I control Hitotsu-Me Giant. A: Covering
    Fire is never offered: (1) no other face-up monster of mine to lend its ATK; (2) it answers
    only an opponent's attack. The battles go as printed."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, CARD)
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", CARD)
        s.pick("pass")
    assert lp(duel) == (7700, 8000) and grave(duel, 0) == ["Celtic Guardian"]

    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, CARD)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=ox, player=0)
    while duel.request.kind == "chain":
        assert not s.has("activate", CARD)
        s.pick("pass")
    assert lp(duel) == (7700, 8000) and grave(duel, 0) == ["Celtic Guardian"]


def test_covering_fire_is_not_offered_at_the_attack_declaration():
    """Q: my opponent's Battle Ox declares an attack on my Celtic Guardian: may I activate
    Covering Fire right away? A: no: only in damage calculation (the first window it is
    offered in is that one)."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Hitotsu-Me Giant")
    table.spell_trap(0, CARD)
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    s.expect(request="chain", player=0)
    assert s.has("activate", "Mirror Force") and not s.has("activate", CARD)
    _pass_until_covering_fire(s)
    assert _step(duel) == "damage_calculation" and s.has("activate", CARD)


def test_covering_fire_answers_injection_fairy_lily():
    """Q: my opponent's Injection Fairy Lily (400) attacks my Celtic Guardian (1400); in damage
    calculation they pay 2000 LP for her 3000 ATK (3400); I chain Covering Fire targeting my
    Summoned Skull (2500). A: Celtic Guardian has 3900 against Lily's 3400: Lily is destroyed and
    my opponent takes 500 (8000 - 2000 - 500)."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Summoned Skull")
    table.spell_trap(0, CARD)
    table.monster(1, "Injection Fairy Lily")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Injection Fairy Lily", target=guardian, player=1)
    while not s.has("activate", "Injection Fairy Lily"):
        assert not s.has("activate", CARD)
        s.pick("pass")
    assert _step(duel) == "damage_calculation"
    s.pick("activate", "Injection Fairy Lily", player=1)
    s.pick("activate", CARD, player=0, request="chain")
    s.pick("target", "Summoned Skull", player=0)
    _finish(s)
    assert [(e["atk"], e["value"]) for e in duel.log if e["type"] == "battle"] == [(3400, 3900)]
    assert lp(duel) == (8000, 5500) and grave(duel, 1) == ["Injection Fairy Lily"]

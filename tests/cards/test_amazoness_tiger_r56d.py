"""Amazoness Tiger (10979723): 400 ATK for each face-up "Amazoness" monster its controller has
(itself included), the other "Amazoness" monsters of its controller's cannot be chosen as attack
targets, and only one face-up copy.

Sources: the card's texts in our words -- the 2005 print (Magician's Force, MFC-063) and today's
(DR1-EN118 on: "only 1 face-up Amazoness Tiger", +400 per Amazoness monster, the opponent may
choose no other Amazoness monster as an attack target) do the same in these positions (no ERAS
entry); yugioh-wiki.net 《アマゾネスペット虎》 (continuous effects; it counts itself). A face-down
monster has no name, so a Set Amazoness monster neither counts nor is shielded (seed 000
§怪獸的表示形式). Skill Drain negates a face-up monster's effects on the field (seed 000 §效果分類
› 其他效果). The face-up uniqueness lets a second copy be Set while one is face-up (the text's
"face-up": ONLY_ONE = "face_up", made by round 56z and the lead: a Set copy may not be Flip Summoned
while a face-up one stays)."""

import pytest

from duelist.testing.scenario import Script, Table

TIGER = "Amazoness Tiger"
PALADIN = "Amazoness Paladin"


def test_amazoness_tiger_counts_itself_and_my_face_up_amazoness():
    """Q: Amazoness Tiger (1100) beside a face-up Amazoness Paladin and a Set Amazoness Fighter.
    A: two face-up Amazoness monsters: Tiger 1900; the Paladin 1900 too (1700 + 2 x 100); both
    rule sets."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3)
        tiger = table.monster(0, TIGER)
        paladin = table.monster(0, PALADIN)
        table.monster(0, "Amazoness Fighter", position="set")
        duel = table.build()
        assert duel.atk(tiger.card(duel)) == 1900, rules
        assert duel.atk(paladin.card(duel)) == 1900, rules


def _attack_targets(extra_mine, skill_drain=False):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    refs = {"tiger": table.monster(0, TIGER)}
    for key, (name, position) in extra_mine.items():
        refs[key] = table.monster(0, name, position=position)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    targets = {o.target for o in s.options("attack", "Summoned Skull")}
    return duel, refs, targets


def test_amazoness_tiger_shields_the_other_amazoness_only():
    """Q: I control Amazoness Tiger, a face-up Amazoness Paladin, a Set Amazoness Fighter and a
    Battle Ox; my opponent's Summoned Skull attacks. A: it may attack the Tiger, the Set monster
    and the Battle Ox, never the Paladin, and not directly."""
    duel, refs, targets = _attack_targets({"paladin": (PALADIN, "attack"),
                                           "fighter": ("Amazoness Fighter", "set"),
                                           "ox": ("Battle Ox", "attack")})
    assert targets == {refs["tiger"].uid(duel), refs["fighter"].uid(duel), refs["ox"].uid(duel)}


def test_amazoness_tiger_under_skill_drain():
    """Q: my opponent has Skill Drain face-up and attacks; I control Amazoness Tiger and Amazoness
    Paladin. A: Tiger's effects are negated: 1100 ATK, and the Paladin may be attacked."""
    duel, refs, targets = _attack_targets({"paladin": (PALADIN, "attack")}, skill_drain=True)
    assert duel.atk(refs["tiger"].card(duel)) == 1100
    assert targets == {refs["tiger"].uid(duel), refs["paladin"].uid(duel)}


def test_amazoness_tiger_a_second_face_up_copy_cannot_be_summoned():
    """Q: I control a face-up Amazoness Tiger and hold another. A: I cannot Normal Summon it."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, TIGER)
    table.hand(0, TIGER)
    duel = table.build()
    assert not Script(duel).has("summon", TIGER)


def test_amazoness_tiger_a_second_copy_may_be_set():
    """Q: I control a face-up Amazoness Tiger and hold another. A: I may Set it (it could not be
    flipped face-up while the first stays)."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, TIGER)
    table.hand(0, TIGER)
    duel = table.build()
    assert Script(duel).has("set", TIGER)


def test_amazoness_tiger_a_set_copy_is_not_flip_summoned_beside_a_face_up_one():
    """Q: I control a face-up Amazoness Tiger and a Set one (Set last turn). A: I may not Flip
    Summon the Set one while the first stays face-up (it would make two face-up copies); once the
    face-up one is gone, I may."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, TIGER)
    table.monster(0, TIGER, position="set")
    duel = table.build()
    assert not Script(duel).has("flip_summon", TIGER)
    table = Table(rules="GOAT", turn=3)
    table.monster(0, TIGER, position="set")
    duel = table.build()
    assert Script(duel).has("flip_summon", TIGER)

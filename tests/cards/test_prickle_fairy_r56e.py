"""Prickle Fairy (91559748): while it is face-up on the field, the opponent cannot attack its
controller's Insect monsters; at the end of the Damage Step, a monster that battled it is changed
to Defense Position.

Sources: the card's text (IOC-077, 2004, and today's, in our words); yugioh-wiki.net 《棘の妖精》
(the protection is a continuous effect and the change of position a trigger effect at the end of
the Damage Step; FAQ: a face-down Insect monster is not known as an Insect and may be attacked;
the change applies when Prickle Fairy was Set and flipped by the attack; with DNA Surgery
declaring Insect, no face-up monster can be attacked); the change needs Prickle Fairy still on the
field at the end of the Damage Step (our reading, as for Elemental HERO Flame Wingman's end-of-
Damage-Step trigger). Both presets play the same text."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PRICKLE = "Prickle Fairy"
INSECT = "Insect Knight"        # Level 4 Insect, 1900/1500


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _targets(s, attacker):
    return sorted(o.target_name for o in s.options("attack", attacker))


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_prickle_fairy_keeps_attacks_off_my_insects(rules):
    """Q: I control Prickle Fairy (face-up Defense) and a face-up Insect Knight; my opponent's
    Summoned Skull may attack which? A: only Prickle Fairy."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.monster(0, PRICKLE, position="defense")
    table.monster(0, INSECT)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert _targets(Script(duel), "Summoned Skull") == [PRICKLE]


def test_prickle_fairy_a_face_down_insect_is_no_insect():
    """Q: my Insect Knight is face-down. A: it is not known as an Insect: my opponent may attack it
    (yugioh-wiki FAQ)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, PRICKLE, position="defense")
    table.monster(0, INSECT, position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert len(Script(duel).options("attack", "Summoned Skull")) == 2


def test_prickle_fairy_face_down_protects_nothing():
    """Q: Prickle Fairy itself is Set. A: its continuous effect needs it face-up: my face-up Insect
    Knight may be attacked."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, PRICKLE, position="set")
    table.monster(0, INSECT)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert INSECT in _targets(Script(duel), "Summoned Skull")


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_prickle_fairy_sets_the_attacker_to_defense(rules):
    """Q: my opponent's Mad Dog of Darkness (1900) attacks my Set Prickle Fairy (DEF 2000). A:
    Prickle is flipped and survives; my opponent takes 100; at the end of the Damage Step Mad Dog
    is changed to face-up Defense Position."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    prickle = table.monster(0, PRICKLE, position="set")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mad Dog of Darkness", target=prickle)
    _pass(s)
    assert lp(duel) == (8000, 7900)
    assert prickle.card(duel).position == S.FACEUP_DEFENSE
    assert dog.card(duel).position == S.FACEUP_DEFENSE


def test_prickle_fairy_destroyed_changes_nothing():
    """Q: Summoned Skull (2500) attacks my face-up Defense Prickle Fairy and destroys it. A: it is
    no longer on the field at the end of the Damage Step: Skull stays in Attack Position.
    (Our reading, as for Flame Wingman; no FAQ found. Doubtful: an early revision of the
    yugioh-wiki.net 《棘の妖精》 page, its commentary, not its FAQ, said the monster is changed to
    Defense Position even when Prickle Fairy is destroyed, and Wall of Illusion / Kelbek, whose
    effect also names "the monster that battled this card", apply when destroyed; round 56p
    review.)"""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    prickle = table.monster(0, PRICKLE, position="defense")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=prickle)
    _pass(s)
    assert grave(duel, 0) == [PRICKLE]
    assert skull.card(duel).position == S.FACEUP_ATTACK


def test_prickle_fairy_with_dna_surgery_on_insect():
    """Q: DNA Surgery (Insect declared) is face-up: Prickle Fairy is an Insect too, and so is every
    face-up monster. A: my opponent's Summoned Skull can attack none of my face-up monsters (and
    not directly while I control them)."""
    table = Table(turn=4, turn_player=1, phase="main1")
    table.monster(0, PRICKLE, position="defense")
    table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "DNA Surgery", player=1)
    _pass(s)
    while duel.request.kind == "option":
        s.pick("option", "Insect")
    _pass(s)
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", "Summoned Skull")

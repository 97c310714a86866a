"""Berserk Gorilla (39168895), Effect Monster (Invasion of Chaos, 2004; the 2005 text and today's
play alike).

What it does, in our words: while it is face-up in Defense Position it is destroyed; it must
attack if it is able to.

Sources: the card's text (IOC-EN013) and yugioh-wiki.net 《怒れる類人猿》 with its FAQ as we read
it: the destruction is no chain link (a rule of the card applied at once: Spirit Reaper-like
state, our engine's state checks); a face-down Defense Position Gorilla is not destroyed;
"must attack if able" does not force its controller to enter the Battle Phase (they may go from
Main Phase 1 to the End Phase), but once in the Battle Step they cannot end the Battle Phase
while it can still declare an attack (another monster may attack first; a quick effect may be
used first). A monster that cannot attack (Swords of Revealing Light) is not "able". Skill Drain
negates both effects (its text: face-up monsters' effects on the field)."""

import pytest

from duelist.testing.reads import grave, kinds, lp
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT", phase="battle_step", gorilla="attack", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    table.monster(0, "Berserk Gorilla", position=gorilla)
    table.monster(1, "Mystical Elf", position="defense")
    if extra:
        extra(table)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel)


def _pass_chain(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_berserk_gorilla_must_attack_before_the_battle_phase_ends(rules):
    """Q: in my Battle Step my Berserk Gorilla can attack; may I end the Battle Phase? A: no: the
    menu offers only its attack; once it attacked (2000 against the Elf's DEF 2000: nothing
    destroyed, no damage), the Battle Phase may end."""
    duel, s = _table(rules)
    assert "end_battle" not in kinds(duel) and s.has("attack", "Berserk Gorilla", target="Mystical Elf")
    s.pick("attack", "Berserk Gorilla", target="Mystical Elf")
    _pass_chain(duel, s)
    assert duel.request.kind == "battle" and "end_battle" in kinds(duel)
    assert lp(duel) == (8000, 8000)


def test_berserk_gorilla_need_not_enter_the_battle_phase():
    """Q: Main Phase 1, my face-up Berserk Gorilla can attack. May I end my turn without a Battle
    Phase? A: yes: "must attack if able" asks nothing of the phases (yugioh-wiki FAQ)."""
    duel, s = _table(phase="main1")
    assert {"battle", "end_turn"} <= set(kinds(duel))
    s.pick("end_turn")
    _pass_chain(duel, s)
    assert duel.turn == 4


def test_berserk_gorilla_another_monster_may_attack_first():
    """Q: I control Berserk Gorilla and Battle Ox. A: Battle Ox may attack first; the Battle Phase
    still cannot end until the Gorilla has attacked."""
    duel, s = _table(extra=lambda t: t.monster(0, "Battle Ox"))
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    _pass_chain(duel, s)
    assert duel.request.kind == "battle" and "end_battle" not in kinds(duel)
    assert s.has("attack", "Berserk Gorilla", target="Mystical Elf")     # (1700 against DEF 2000: the Elf stays)


def test_berserk_gorilla_that_cannot_attack_does_not_hold_the_battle_phase():
    """Q: my opponent's Swords of Revealing Light is face-up. A: my Gorilla cannot attack, so it
    is not able to: the Battle Phase may end."""
    duel, s = _table(extra=lambda t: t.spell_trap(1, "Swords of Revealing Light", face_down=False))
    assert kinds(duel) == ["end_battle"]


def test_berserk_gorilla_is_destroyed_in_face_up_defense_position():
    """Q: my opponent changes my Berserk Gorilla to face-up Defense Position with Enemy Controller.
    A: it is destroyed at once, with no chain link of its own."""
    duel, s = _table(phase="main1", extra=lambda t: t.spell_trap(1, "Enemy Controller"))
    s.pick("battle")
    options = s.options("activate", "Enemy Controller")
    s.answer(options[0])
    s.pick("target", "Berserk Gorilla", player=1)
    _pass_chain(duel, s)
    assert duel.monsters(0) == [] and grave(duel, 0) == ["Berserk Gorilla"]


def test_berserk_gorilla_set_face_down_stays():
    """Q: my Berserk Gorilla is Set (face-down Defense Position). A: it stays: only a face-up
    Defense Position Gorilla is destroyed."""
    duel, s = _table(phase="main1", gorilla="set")
    assert [c.name for c in duel.monsters(0)] == ["Berserk Gorilla"]


def test_berserk_gorilla_under_skill_drain_neither_effect_applies():
    """Q: Skill Drain is face-up; my Berserk Gorilla is placed in face-up Defense Position, and my
    other Gorilla in Attack Position can attack. A: the defending one stays, and I may end the
    Battle Phase without attacking: both effects are negated."""
    def extra(t):
        t.spell_trap(1, "Skill Drain", face_down=False)
        t.monster(0, "Berserk Gorilla", position="defense")
    duel, s = _table(extra=extra)
    assert [c.name for c in duel.monsters(0)] == ["Berserk Gorilla", "Berserk Gorilla"]
    assert "end_battle" in kinds(duel)

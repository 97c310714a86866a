"""Secret Pass to the Treasures (77876207): target 1 face-up monster you control with 1000 or less
ATK; this turn it can attack the opponent directly.

Sources: the card's texts in our words (the 2005 print, PGD-037: "select" a face-up monster with
1000 or less ATK on your side; today's: "target"; both a target, the same effect: no ERAS entry);
seed 000 §对象 / the targeting rule: a target that no longer meets the text's condition when the
card resolves is no longer a legal target, and the effect does not apply to it; once applied,
the effect is on that monster for the turn (a later ATK gain does not end it: our reading of
the text, "this turn")."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

PASS = "Secret Pass to the Treasures"


def _pass_chains(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf")            # 800 ATK
    table.monster(0, "Battle Ox")               # 1700 ATK
    table.monster(1, "Giant Soldier of Stone")  # 1300 / 2000
    table.hand(0, PASS)
    return table


def _direct_attackers(duel):
    return sorted(o.name for o in duel.request.options if o.kind == "attack" and o.target == "player")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_secret_pass_to_the_treasures_lets_a_small_monster_attack_directly(rules):
    """Q: I target my Mystical Elf (800 ATK) with Secret Pass to the Treasures; my opponent has
    Giant Soldier of Stone. A: in my Battle Phase Mystical Elf may attack my opponent directly
    (Battle Ox may not): 800 damage."""
    duel = _table(rules).build()
    s = Script(duel)
    s.pick("activate", PASS)
    s.pick("target", "Mystical Elf")
    _pass_chains(s)
    s.pick("battle")
    _pass_chains(s)
    assert _direct_attackers(duel) == ["Mystical Elf"]
    s.pick("attack", "Mystical Elf", target="player")
    _pass_chains(s)
    assert lp(duel) == (8000, 7200)
    assert grave(duel, 0) == [PASS]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_secret_pass_to_the_treasures_needs_a_monster_with_1000_or_less_atk(rules):
    """Q: my only monster is Battle Ox (1700 ATK). A: no legal target: I cannot activate Secret
    Pass to the Treasures."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")        # (the opponent's small monster is no target)
    table.hand(0, PASS)
    duel = table.build()
    assert not [o for o in duel.request.options if o.kind == "activate" and o.name == PASS]


def test_secret_pass_to_the_treasures_no_direct_attack_without_it():
    """Q: (the position without the Spell) may Mystical Elf attack directly while my opponent
    controls a monster? A: no: only the monster is a target."""
    duel = _table().build()
    s = Script(duel)
    s.pick("battle")
    _pass_chains(s)
    assert _direct_attackers(duel) == []


def test_secret_pass_to_the_treasures_keeps_working_after_an_atk_gain():
    """Q: after Secret Pass to the Treasures resolved on Mystical Elf, I use Rush Recklessly on
    it in the Battle Phase (800 -> 1500 ATK). A: the effect already applies to it this turn: it
    still attacks directly, for 1500."""
    table = _table()
    table.spell_trap(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PASS)
    s.pick("target", "Mystical Elf")
    _pass_chains(s)
    s.pick("battle")
    _pass_chains(s)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Mystical Elf")
    _pass_chains(s)
    assert _direct_attackers(duel) == ["Mystical Elf"]
    s.pick("attack", "Mystical Elf", target="player")
    _pass_chains(s)
    assert lp(duel) == (8000, 6500)


def test_secret_pass_to_the_treasures_answered_by_rush_recklessly():
    """Q: my opponent chains Rush Recklessly to my Secret Pass to the Treasures, on my Mystical
    Elf (800 -> 1500 ATK). A: when the Spell resolves its target has more than 1000 ATK: no
    longer a legal target, nothing applies; Mystical Elf cannot attack directly."""
    table = _table()
    table.spell_trap(1, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PASS)
    s.pick("target", "Mystical Elf")
    s.pick("activate", "Rush Recklessly", player=1)
    s.pick("target", "Mystical Elf", player=1)
    _pass_chains(s)
    assert grave(duel, 0) == [PASS]
    s.pick("battle")
    _pass_chains(s)
    assert _direct_attackers(duel) == []

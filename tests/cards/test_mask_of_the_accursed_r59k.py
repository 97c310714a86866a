"""Mask of the Accursed (56948373): Equip Spell; the equipped monster cannot attack, and in each
Standby Phase of the Spell's controller the equipped monster's controller takes 500 damage.

Sources, in our words: the card's text (LON, 2003, and today's print: "the equipped monster cannot
attack"; 500 damage to its controller "during each of your Standby Phases"; the OCG text of
《呪魂の仮面》 the same: no ERAS entry, tested under both presets); an Equip Spell is destroyed when
its monster leaves the field (seed 000 §裝備魔法), so no damage follows; Imperial Order negates a
Spell's effect on the field (its continuous "cannot attack" and its trigger alike). Our reading: the
damage is a mandatory trigger (a chain link) of the Spell, read in its controller's Standby Phase."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MA = "Mask of the Accursed"
BEWD = "Blue-Eyes White Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_mask_of_the_accursed_stops_attacks_and_burns_in_my_standby_phase(rules):
    """Q: I equip Mask of the Accursed to my opponent's Blue-Eyes White Dragon. A: on their turn it
    cannot attack; in my next Standby Phase they take 500 (none in theirs)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, MA)
    bewd = table.monster(1, BEWD)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MA)
    s.pick("target", bewd)
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 4 and lp(duel) == (8000, 8000)
    s.pick("battle", player=1)
    _pass(s)
    assert not s.has("attack", bewd)
    s.pick("end_battle", player=1)
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and lp(duel) == (8000, 7500)
    damage = [e for e in duel.log if e["type"] == "damage"]
    assert [(e["player"], e["amount"]) for e in damage] == [(1, 500)]


def test_mask_of_the_accursed_gone_with_its_monster():
    """Q: my Fissure destroys my opponent's masked Blue-Eyes White Dragon (their only monster). A: Mask of the Accursed is destroyed with it; no damage in my next Standby
    Phase."""
    table = Table(turn=3, turn_player=0)
    bewd = table.monster(1, BEWD)
    table.spell_trap(0, MA, face_down=False, equipped_to=bewd)
    table.hand(0, "Fissure")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure")
    _pass(s)
    assert grave(duel, 1) == [BEWD] and sorted(grave(duel, 0)) == ["Fissure", MA]
    s.end_turn()
    _pass(s)
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and lp(duel) == (8000, 8000)


def test_mask_of_the_accursed_negated_by_imperial_order():
    """Q: my opponent's Imperial Order is face-up; my Mask of the Accursed equips their Blue-Eyes White
    Dragon. A: its effects are negated: Blue-Eyes may attack."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    bewd = table.monster(1, BEWD)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(0, MA, face_down=False, equipped_to=bewd)
    duel = table.build()
    s = Script(duel)
    assert s.has("attack", bewd, target="player")

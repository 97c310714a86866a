"""Torrential Tribute answers any Summon, a face-down Special Summon too, but a monster turned
face-up by a card effect was not Summoned (round 52x).

Torrential Tribute's text (when a monster is Summoned: destroy every monster on the field); Trap
Hole's text (a Normal or Flip Summon of 1000 or more ATK: a Special Summon is neither); seed 000
§特殊召喚 (a monster an effect puts on the field in face-down Defense Position is Special Summoned)
and §怪獸的表示形式 (a face-down monster turned face-up by an effect is flipped, not Flip Summoned:
only the turn player's own action in the Main Phase is a Flip Summon). The Shallow Grave's text
(both players' monsters come back face-down at once). Both presets."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_torrential_tribute_answers_the_shallow_graves_face_down_summons(rules):
    """Q: I activate The Shallow Grave: my Summoned Skull and my opponent's Battle Ox come back
    face-down in Defense Position. My opponent holds Set Torrential Tribute and Trap Hole, and a
    face-up Celtic Guardian. A: Torrential Tribute may be activated (two Special Summons), Trap
    Hole not (no Normal or Flip Summon); it destroys all three monsters, face-down ones too."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "The Shallow Grave")
    table.grave(0, "Summoned Skull")
    table.grave(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    s.pick("target", "Summoned Skull", player=0)
    s.pick("target", "Battle Ox", player=1)
    assert [m.position for m in duel.monsters(0)] == [S.FACEDOWN_DEFENSE]
    s.expect(request="chain", player=1)
    assert [o.name for o in duel.request.options if o.kind == "activate"] == ["Torrential Tribute"]
    s.pick("activate", "Torrential Tribute")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Summoned Skull" in grave(duel, 0)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Torrential Tribute"]


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_monsters_flipped_face_up_by_ceasefire_open_no_summon_answer(rules):
    """Q: I activate Ceasefire: my Set Battle Ox and my opponent's Set Celtic Guardian are turned
    face-up. My opponent holds Set Torrential Tribute and Trap Hole. May they answer? A: no: a
    monster turned face-up by an effect is not Summoned. Nobody is asked; I am back at my Main
    Phase menu with both monsters face-up in Defense Position."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, "Ceasefire")
    ox = table.monster(0, "Battle Ox", position="set")
    guardian = table.monster(1, "Celtic Guardian", position="set")
    table.spell_trap(1, "Torrential Tribute")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ceasefire")
    s.expect(request="idle", player=0)
    assert ox.card(duel).position == S.FACEUP_DEFENSE and guardian.card(duel).position == S.FACEUP_DEFENSE
    assert of_type(duel, "summoned") == [] and of_type(duel, "flip_summon") == []
    assert not any(e["player"] == 1 for e in of_type(duel, "activate"))
    assert sorted(c.name for c in duel.players[1].szone if c is not None) == ["Torrential Tribute", "Trap Hole"]

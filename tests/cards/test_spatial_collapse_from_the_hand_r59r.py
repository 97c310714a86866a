"""Spatial Collapse (20644748, 《宇宙の収縮》): a card activated from the hand under its cap (round 59r).

Sources: the card's text (in our words: while it is face-up neither player may have more than 5
cards on their field); a Spell (or a Quick-Play in the Battle Phase) activated from the hand is
put on the field as it is activated (seed 000 §魔法卡: it is placed in a Spell & Trap Zone, face-up),
so it is one card more: barred at 5. A Field Spell activated over the player's own face-up Field
Spell takes its place (seed 000 §場地區域: the old one is sent to the GY; seed 004 §地形魔法卡: under
the 2005 rules it is destroyed), so the field holds no card more: allowed at 5 (our reading, the
same as the lead's Set rule for turn.py, commit 96eac226). Both presets read the same text."""

import pytest

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _five(rules="MR5", umi=True, phase="main1", hand=("Mountain",), n_sets=2):
    """Player 0 (turn 3): their face-up Spatial Collapse, `n_sets` Set Dust Tornados, Umi in the
    Field Zone (when `umi`) and Celtic Guardian; player 1 has Battle Ox."""
    table = Table(rules=rules, turn=3, turn_player=0, phase=phase)
    table.spell_trap(0, "Spatial Collapse", face_down=False)
    for _ in range(n_sets):
        table.spell_trap(0, "Dust Tornado")
    if umi:
        table.field_spell(0, "Umi")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, *hand)
    duel = table.build()
    return duel, Script(duel)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_spatial_collapse_a_field_spell_activated_over_ones_own_takes_its_place(rules):
    """Q: I have 5 cards on my field, one of them my face-up Umi; may I activate Mountain from my
    hand? A: yes: Mountain takes Umi's place (Umi goes to the GY), and my field still holds 5
    cards."""
    duel, s = _five(rules)
    assert duel.field_card_room(0) == 0
    s.pick("activate", "Mountain", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[0].fzone.name == "Mountain"
    assert grave(duel, 0) == ["Umi"]
    assert duel.field_card_room(0) == 0


def test_spatial_collapse_no_field_spell_activated_into_an_empty_field_zone_at_5():
    """Q: I have 5 cards on my field (3 Set cards, no Field Spell); may I activate Mountain from my
    hand? A: no: it would be a sixth card. With 4 cards I may."""
    duel, s = _five(umi=False, n_sets=3)
    assert duel.field_card_room(0) == 0
    assert s.options("activate", "Mountain") == []
    duel, s = _five(umi=False, n_sets=2)
    assert s.options("activate", "Mountain") != []


def test_spatial_collapse_no_quick_play_from_the_hand_in_the_battle_phase_at_5():
    """Q: it is my Battle Phase; I have 5 cards on my field; may I activate Book of Moon from my
    hand on my opponent's Battle Ox? A: no: it would be a sixth card. With 4 cards I may, and it
    turns Battle Ox face-down."""
    duel, s = _five(umi=False, n_sets=3, phase="battle", hand=("Book of Moon",))
    assert duel.request.kind == "battle"        # (no window offered at the start step)
    assert s.options("activate", "Book of Moon") == []
    duel, s = _five(umi=False, n_sets=2, phase="battle", hand=("Book of Moon",))
    s.pick("activate", "Book of Moon", request="chain")      # the Battle Phase's start step
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    ox = duel.monsters(1)[0]
    assert ox.name == "Battle Ox" and not ox.face_up
    assert grave(duel, 0) == ["Book of Moon"]

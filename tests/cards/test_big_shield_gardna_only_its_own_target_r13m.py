"""Big Shield Gardna: "When a Spell Card is activated that targets this face-down Defense
Position card (and no other card): change this card to face-up Defense Position, and if you do,
negate the activation." A Spell that targets no card (Dark Hole), or targets another face-down
monster (Nobleman of Crossout on a Set Mystical Elf beside it), is no Spell it answers: it is
not offered (the card's text; Goat-era and current rulings; the Nobleman of Crossout on Gardna
itself is negated: tests/rules/test_rulings_face_down_effects.py)."""

from duelist.testing.scenario import Script, Table


def _gardna_table(spell):
    """Player 0's Main Phase 1 with `spell` in the hand; player 1 has Big Shield Gardna and
    Mystical Elf face-down and Waboku Set (the witness that they were asked at all)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, spell)
    table.monster(1, "Big Shield Gardna", position="set")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build(), elf


def test_big_shield_gardna_does_not_answer_dark_hole():
    """Dark Hole (no target) is activated: player 1 may respond (Waboku) but not with the
    face-down Big Shield Gardna."""
    duel, _ = _gardna_table("Dark Hole")
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Big Shield Gardna")


def test_big_shield_gardna_does_not_answer_a_nobleman_of_crossout_on_another_monster():
    """Nobleman of Crossout targets the Set Mystical Elf beside Big Shield Gardna: player 1
    may respond (Waboku) but not with Gardna."""
    duel, elf = _gardna_table("Nobleman of Crossout")
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", elf)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Big Shield Gardna")

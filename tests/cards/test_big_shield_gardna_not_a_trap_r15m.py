"""Big Shield Gardna: "When a Spell Card is activated that targets this face-down Defense
Position card (and no other card): change this card to face-up Defense Position, and if you do,
negate the activation." A Trap Card that targets it alone is no Spell Card: Gardna does not
answer it (the card's text; Goat-era and current rulings alike; the Spell case:
tests/rules/test_rulings_face_down_effects.py, and the other cases it does not answer:
test_big_shield_gardna_only_its_own_target_r13m.py)."""

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def test_big_shield_gardna_does_not_answer_a_trap_that_targets_it_alone():
    """Player 0's Main Phase 1: player 0 activates their Set Compulsory Evacuation Device (a
    Normal Trap) targeting player 1's face-down Big Shield Gardna, the only card it targets.
    Player 1 may respond (Waboku) but not with Gardna; when the chain resolves, Gardna is
    returned to the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Compulsory Evacuation Device")
    gardna = table.monster(1, "Big Shield Gardna", position="set")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Compulsory Evacuation Device", request="idle")
    s.pick("target", gardna)
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Big Shield Gardna")
    s.pick("pass", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 1) == [] and "Big Shield Gardna" in hand(duel, 1)

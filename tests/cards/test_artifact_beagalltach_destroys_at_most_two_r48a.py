"""Artifact Beagalltach destroys one or two Set cards, never three (round 48a).

The card's text: Special Summoned during the opponent's turn, it destroys 1 or 2 Set cards its
controller controls. Seed 000 §効果処理 (an effect does what its text says, no more): with three
Set cards to choose from, its controller picks at most two."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _beagalltach_back_with(*set_cards):
    """Player 1's Mystical Space Typhoon destroys player 0's Set Artifact Beagalltach, which
    comes back in Defense Position beside `set_cards` (Set); returns the duel, the script and
    the Set cards' handles, at Beagalltach's first question of which cards to destroy."""
    table = Table(turn=4, turn_player=1)
    beagalltach = table.spell_trap(0, "Artifact Beagalltach")
    handles = [table.spell_trap(0, name) for name in set_cards]
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", beagalltach, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", player=0, request="option")
    for _ in range(10):
        if duel.request.kind == "select":
            break
        s.pick("pass")
    return duel, s, handles


def test_beagalltach_with_three_set_cards_destroys_the_two_chosen_and_asks_no_third():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Artifact Beagalltach; it comes
    back and I have Mirror Force, Trap Hole and Magic Cylinder Set. How many may I destroy?
    A: one or two: I choose Mirror Force and Trap Hole, and I am not asked for a third card;
    Magic Cylinder stays Set."""
    duel, s, (_, _, cylinder) = _beagalltach_back_with("Mirror Force", "Trap Hole", "Magic Cylinder")
    s.pick("select", "Mirror Force", player=0, request="select")
    s.pick("select", "Trap Hole", player=0, request="select")
    assert duel.request.kind != "select"
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Mirror Force", "Trap Hole"]
    assert cylinder.card(duel).location == "szone" and not cylinder.card(duel).face_up


def test_beagalltach_must_destroy_at_least_one_set_card():
    """Q: the same with Mirror Force and Trap Hole Set: may I choose to destroy none? A: no:
    the effect is mandatory and destroys 1 or 2; the first question offers no "done", and after
    Mirror Force alone I may stop: Mirror Force is destroyed, Trap Hole stays Set."""
    duel, s, (_, hole) = _beagalltach_back_with("Mirror Force", "Trap Hole")
    s.expect(request="select", player=0)
    assert not s.has("done")
    s.pick("select", "Mirror Force", player=0, request="select")
    s.pick("done", player=0, request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Mirror Force"]
    assert hole.card(duel).location == "szone" and not hole.card(duel).face_up

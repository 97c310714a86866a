"""Vanity's Call and an effect activated from the hand (round 47a).

The card's text: it negates the activation of every card and effect before it in the chain and
destroys those cards that are on the field. Seed 000 §破壊: destruction reaches cards on the
field; a monster whose effect was activated from the hand is not on the field, so Vanity's
Call negates its effect and leaves it in the hand."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_vanitys_call_negates_battle_fader_in_the_hand_without_destroying_it():
    """Q: my opponent's Battle Ox attacks me directly; I activate Battle Fader from my hand, my
    opponent chains Waboku, I chain my Waboku, and my opponent chains Vanity's Call. What
    happens to Battle Fader? A: its effect is negated and it stays in my hand: only the Wabokus,
    on the field, are destroyed (and the attack goes on)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.hand(0, "Battle Fader")
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Waboku")
    table.spell_trap(1, "Vanity's Call")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("yes", "Battle Fader", player=0, request="yes_no")
    s.pick("activate", "Waboku", player=1, request="chain")
    s.pick("activate", "Waboku", player=0, request="chain")
    s.pick("activate", "Vanity's Call", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 0) == ["Battle Fader"]
    assert grave(duel, 0) == ["Waboku"]
    assert sorted(grave(duel, 1)) == ["Vanity's Call", "Waboku"]
    assert duel.players[0].lp == 8000 - 1700

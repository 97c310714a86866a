"""Ultimate Offering's effect ("during your Main Phase or your opponent's Battle Phase": pay
500 LP to Normal Summon or Set a monster) may be used at the start of the opponent's Battle
Phase, whatever else its player holds: Effect Veiler in the hand, usable only in the
opponent's Main Phase, changes nothing.

Player 1 has Ultimate Offering face-up and Effect Veiler (a monster) in the hand; on player
0's turn nothing can be activated by player 1 in the Draw and Standby Phases (Ultimate
Offering waits for the Battle Phase, Effect Veiler for the Main Phase) nor in the Main Phase
(Effect Veiler has no target: player 0's Mystical Elf is no Effect Monster); once player 0
enters the Battle Phase, player 1 is asked at the Battle Step's start and may use Ultimate
Offering.

The engine keeps a player's empty answer for the response windows (round 33w, chain.py
`_window`, `Duel._phase_cards[12 + player]`) with the phases its declared-moment refusals
named (`During`, `_response_options`' `during`): the Draw Phase's answer here is kept with
both cards' phases, the union of Effect Veiler's Main Phases and Ultimate Offering's Battle
Phase, and it holds only at a phase neither names. Kept with the first card's phases alone,
it would pass player 1 by at the Battle Phase. Round 33q: mutation testing of round 33w's
lines (the mutants that drop the union)."""

from duelist.testing.scenario import Script, Table


def test_ultimate_offering_is_offered_at_the_opponents_battle_phase_with_effect_veiler_in_the_hand():
    table = Table(rules="GOAT", turn=2, turn_player=1, phase="main2")
    table.hand(1, "Effect Veiler")
    table.spell_trap(1, "Ultimate Offering", face_down=False)
    table.monster(0, "Mystical Elf")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    # player 0's Draw, Standby and Main Phase: player 1 is never asked
    s.expect("idle", player=0)
    assert duel.turn == 3 and duel.phase == "main1"
    s.pick("battle")
    request = s.expect("chain", player=1)
    assert "Battle start step" in request.prompt
    assert [o.name for o in request.options if o.kind == "activate"] == ["Ultimate Offering"]
    s.pick("activate", "Ultimate Offering")
    # (player 0 has nothing to respond with) the effect resolves: 500 LP paid, and player 1
    # Normal Summons Effect Veiler at once
    s.expect("summon_now", player=1)
    assert duel.players[1].lp == 7500
    s.pick("summon", "Effect Veiler")
    assert [c.data.name for c in duel.players[1].mzone if c is not None] == ["Effect Veiler"]

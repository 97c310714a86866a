"""Penalty Game! (967928), Normal Trap: while the opponent holds exactly 4 cards, activate 1 of two
effects: the opponent draws no card during their next Draw Phase; or they cannot activate Spell or
Trap Cards this turn.

Sources, read in our words: yugioh-wiki.net 《罰ゲーム！》 (the OCG text: "when the opponent's hand is
4 cards", one of the two effects picked as it is activated; the page's note: under the second,
the effects of face-up Spells/Traps may still be activated); yugipedia "Penalty Game!" (the TCG
text: "when your opponent has 4 cards in their hand: activate 1 of these effects", the first
print FET-EN051 of 2005): one meaning in both eras, no ERAS entry. Our readings, where no ruling
was found: "their next Draw Phase" is one that begins after the activation (activated in that
player's own Draw Phase, the following one; a Draw Phase skipped by Time Seal is none); during it
no card is drawn at all: no normal draw, no draw by a card effect, and Freed the Matchless
General's effect, used "instead of the normal draw", is not offered (there is no draw to give
up). The draw lock is the lasting L.NO_DRAW (round 57b: turn.py `_draw_lock_begins`, duel.py
`_draw`); the Trap lock the lasting L.NO_TRAP_ACTIVATION (Forced Ceasefire's); the Spell lock the
lasting L.NO_SPELL_ACTIVATION, read by chain.py `_spell_lock` (round 57l)."""

from duelist.testing.reads import grave, hand, kinds, of_type
from duelist.testing.scenario import Script, Table

PG = "Penalty Game!"
DRAW_LOCK = "Your opponent cannot draw during their next Draw Phase"
ST_LOCK = "Your opponent cannot activate Spell/Trap Cards this turn"


def _my_turn(opp_hand=4, rules="GOAT"):
    """Turn 3, player 0's Main Phase 1: player 0 has a Set Penalty Game!; player 1 holds
    `opp_hand` Mystical Elves."""
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, PG)
    table.hand(1, *(["Mystical Elf"] * opp_hand))
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    return table


def _activate(s, mode, player=0):
    s.pick("activate", PG, player=player)
    s.pick("option", mode, player=player)


def test_penalty_game_no_draw_in_the_opponents_next_draw_phase():
    """Q: in my turn, my opponent holds 4 cards; I activate Penalty Game! choosing the draw lock.
    A: in their next turn's Draw Phase they draw no card (their hand stays 4); the turn after,
    they draw again."""
    for rules in ("GOAT", "MR5"):
        duel = _my_turn(rules=rules).build()
        s = Script(duel)
        _activate(s, DRAW_LOCK)
        assert grave(duel, 0) == [PG], rules
        s.end_turn()
        assert duel.turn == 4 and len(hand(duel, 1)) == 4 and duel.phase == "main1", rules
        assert [(e["player"], e.get("reason")) for e in of_type(duel, "draw_skipped")] == [(1, "no_draw")], rules
        s.end_turn()
        s.end_turn()
        assert duel.turn == 6 and hand(duel, 1).count("Battle Ox") == 1, rules


def test_penalty_game_needs_exactly_four_cards_in_the_opponents_hand():
    """Q: may I activate Penalty Game! while my opponent holds 3 cards? 5? A: no: only at 4."""
    for count in (3, 5):
        duel = _my_turn(opp_hand=count).build()
        s = Script(duel)
        assert duel.request.kind == "idle" and not s.options("activate", PG), count
    duel = _my_turn(opp_hand=4).build()
    assert Script(duel).options("activate", PG)


def test_penalty_game_no_freed_search_instead_of_a_draw_it_cannot_make():
    """Q: under the draw lock of Penalty Game!, may my opponent use Freed the Matchless General's
    effect (search a Warrior instead of the normal draw) in that Draw Phase? A: no: they have no
    normal draw to give up; their hand stays as it was."""
    table = _my_turn()
    table.monster(1, "Freed the Matchless General")
    table.deck(1, ["Celtic Guardian"] * 6)
    duel = table.build()
    s = Script(duel)
    _activate(s, DRAW_LOCK)
    s.end_turn()
    assert duel.turn == 4 and duel.phase == "main1" and len(hand(duel, 1)) == 4
    assert "Celtic Guardian" not in hand(duel, 1)


def test_penalty_game_an_effect_draw_in_that_draw_phase_draws_nothing():
    """Q: in the Draw Phase Penalty Game! locked, my opponent activates their Set Reckless Greed
    (draw 2). A: they draw nothing (the lock covers every draw of that phase); Reckless Greed's
    skip of their next 2 Draw Phases still applies."""
    table = _my_turn()
    table.spell_trap(1, "Reckless Greed")
    duel = table.build()
    s = Script(duel)
    _activate(s, DRAW_LOCK)
    s.pick("pass", player=1)
    s.end_turn()
    while duel.turn == 3:       # (player 1 keeps Reckless Greed through the End Phase)
        s.pick("pass", player=1)
    assert duel.turn == 4 and duel.phase == "draw" and duel.request.player == 1
    s.pick("activate", "Reckless Greed", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert len(hand(duel, 1)) == 4 and grave(duel, 1) == ["Reckless Greed"]


def _their_turn():
    """Turn 4, player 1's Main Phase 1: player 1 holds Battle Ox, Mystical Space Typhoon and 3
    Mystical Elves, and has a Set Waboku; player 0 has a Set Penalty Game!."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, PG)
    table.spell_trap(1, "Waboku")
    table.hand(1, "Battle Ox", "Mystical Space Typhoon", "Mystical Elf", "Mystical Elf", "Mystical Elf")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Battle Ox"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1, request="idle")      # 4 cards left in hand
    while duel.request is not None and duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", player=1)
    _activate(s, ST_LOCK)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel, s


def test_penalty_game_no_trap_card_activation_this_turn():
    """Q: after my opponent's Normal Summon (4 cards left in their hand) I activate Penalty Game!
    choosing the Spell/Trap lock. May they activate their Set Waboku this turn? A: no, not
    even in its End Phase; from the next turn on (mine) they may again."""
    duel, s = _their_turn()
    assert grave(duel, 0) == [PG] and duel.request.kind == "idle" and duel.request.player == 1
    assert not s.options("activate", "Waboku")
    s.pick("end_turn", player=1)
    seen = {4: False, 5: False}
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        request = duel.request
        if request.player == 1:
            seen[duel.turn] = seen[duel.turn] or bool(s.options("activate", "Waboku"))
        s.pick("pass", player=request.player)
    assert seen == {4: False, 5: True}      # locked to the end of turn 4, free in turn 5


def test_penalty_game_no_spell_card_activation_this_turn():
    """Q: under the Spell/Trap lock of Penalty Game!, may my opponent activate Mystical Space
    Typhoon (a Quick-Play Spell) from their hand this turn, on their own Set Waboku? A: no."""
    duel, s = _their_turn()
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert not s.options("activate", "Mystical Space Typhoon")

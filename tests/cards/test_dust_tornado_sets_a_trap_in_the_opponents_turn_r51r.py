"""A card Dust Tornado Sets during the opponent's turn is Set that turn: a Trap (or a Quick-Play
Spell) Set this way cannot be activated before the next turn -- not against that turn's attack --
and may be activated from the next turn on, however early (that turn's Draw Phase).

Seed 000 §陷阱卡 (a Trap cannot be activated the turn it was Set) and §速攻魔法 (nor a Set
Quick-Play Spell); a card Set by an effect is a new card Set that turn
(tests/cards/test_dust_tornado_set_card_history_r24m.py checks it in its own player's turn)."""

from duelist.testing.scenario import Script, Table


def _dust_tornado_in_the_opponents_turn(set_card):
    """Turn 4 (player 1's): player 0 answers player 1's move to the Battle Phase with Dust
    Tornado on Gravity Bind, then Sets `set_card` from the hand."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Gravity Bind", face_down=False)
    table.spell_trap(1, "Book of Moon")
    table.spell_trap(0, "Book of Moon")                 # Set on an earlier turn: player 0 has a window
    table.hand(0, set_card)
    table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Dust Tornado", player=0)
    s.pick("target", "Gravity Bind")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", request="yes_no", player=0)
    s.pick("select", set_card, player=0)
    return duel, s


def _on_to_the_next_turn(duel, s, name):
    """Pass every window (asserting `name` is never offered) and end player 1's turn; stop at
    the first window of turn 5."""
    while duel.turn == 4:
        kind = duel.request.kind
        if kind == "chain":
            assert not s.has("activate", name)
            s.pick("pass")
        elif kind == "battle":
            s.pick("end_battle")
        else:
            s.pick("end_turn", request="idle", player=1)


def test_a_trap_dust_tornado_set_in_the_opponents_turn_cannot_answer_that_turns_attack():
    """Q: during my opponent's turn my Dust Tornado Sets Waboku; then their Battle Ox attacks. May
    I activate Waboku? A: no: it was Set this turn. In my next turn's Draw Phase I may."""
    duel, s = _dust_tornado_in_the_opponents_turn("Waboku")
    s.pick("battle", player=1)
    while duel.request.kind == "chain":            # the start step
        s.pick("pass")
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    s.pick("pass", player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Book of Moon") and not s.has("activate", "Waboku")
    _on_to_the_next_turn(duel, s, "Waboku")
    assert duel.turn == 5 and duel.phase == "draw"
    assert s.has("activate", "Waboku")


def test_a_quick_play_spell_dust_tornado_set_in_the_opponents_turn_waits_for_the_next_turn():
    """Q: during my opponent's turn my Dust Tornado Sets Mystical Space Typhoon; my opponent still
    has a Set Book of Moon. May I activate MST on it that turn? A: no: a Set Quick-Play Spell
    waits for the next turn; in my next turn's Draw Phase I may."""
    duel, s = _dust_tornado_in_the_opponents_turn("Mystical Space Typhoon")
    assert duel.turn == 4
    s.pick("battle", player=1)
    _on_to_the_next_turn(duel, s, "Mystical Space Typhoon")
    assert duel.turn == 5 and duel.phase == "draw"
    assert s.has("activate", "Mystical Space Typhoon")

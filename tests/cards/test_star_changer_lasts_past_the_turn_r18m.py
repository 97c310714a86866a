"""Star Changer (63485233): the Level change lasts "while the monster is face-up on the field"
(card text; a duration bound to the monster, not to the turn): it outlives the End Phase of the
turn it was made (actions.py `_expire_lingering` ends at the end of a turn only the bound
durations whose monster left the field or was turned face-down)."""

from duelist.testing.scenario import Script, Table


def test_star_changers_level_change_lasts_into_the_next_turns():
    """Player 0's Main Phase 1, turn 3: Star Changer (+1) on player 1's face-up Mystical Elf
    (Level 4 -> 5). Player 0 ends the turn; in player 1's turn 4 and after it, in player 0's
    turn 5, the Elf is still Level 5."""
    table = Table(turn=3, turn_player=0)
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Star Changer")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    card = elf.card(duel)
    s.pick("activate", "Star Changer", request="idle")
    s.answer(duel.request.options[0])             # "Increase its Level by 1"
    s.pick("target", "Mystical Elf")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.level(card) == 5
    s.end_turn()
    assert duel.turn == 4 and duel.level(card) == 5
    s.end_turn()
    assert duel.turn == 5 and duel.level(card) == 5


def test_star_changers_level_change_ends_when_the_monster_is_destroyed_that_turn():
    """The same Star Changer on the Elf, then player 0's Summoned Skull attacks and destroys
    it (2500 against 800 ATK, 1700 damage). The turn ends normally: the Elf is in player 1's
    GY and, at the end of the turn, no lasting effect is left naming it."""
    from duelist.testing.reads import grave
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Star Changer")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    card = elf.card(duel)
    uid = card.uid
    s.pick("activate", "Star Changer", request="idle")
    s.answer(duel.request.options[0])
    s.pick("target", "Mystical Elf")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    s.pick("battle", request="idle")
    s.pick("attack", "Summoned Skull", target=uid)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert grave(duel, 1) == ["Mystical Elf"] and duel.players[1].lp == 8000 - 1700
    s.end_turn()
    assert duel.turn == 4
    assert not [e for e in duel.lingering if e.uid == uid]

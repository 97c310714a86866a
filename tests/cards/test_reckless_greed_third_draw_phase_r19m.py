"""Reckless Greed's skip ends after two Draw Phases (round 19m).

Reckless Greed (37576645): "Draw 2 cards. Skip your next 2 Draw Phases." seed 000 §抽牌階段:
the third Draw Phase after it is a normal one: its controller draws. The engine counts the
skips down (a lasting effect with a count of uses, actions.py `_spend_lasting`), and the
effect ends at 0."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_reckless_greed_draws_again_in_the_third_draw_phase():
    """Turn 3, player 0 activates Reckless Greed (2 cards). Player 0's Draw Phases of turns 5
    and 7 are skipped (2 cards in the hand); in turn 9 player 0 draws again (3 cards), and
    no lasting effect is left."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Hitotsu-Me Giant", "Beaver Warrior"])
    table.deck(1, ["Koumori Dragon", "Beaver Warrior", "Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    assert hand(duel, 0) == ["Battle Ox", "Mystical Elf"]
    s.end_turn()                   # turn 4: player 1 draws
    s.end_turn()                   # turn 5: player 0 skips the draw
    assert duel.turn == 5 and hand(duel, 0) == ["Battle Ox", "Mystical Elf"]
    s.end_turn()
    s.end_turn()                   # turn 7: skipped again
    assert duel.turn == 7 and hand(duel, 0) == ["Battle Ox", "Mystical Elf"]
    s.end_turn()
    s.end_turn()                   # turn 9: a normal Draw Phase
    assert duel.turn == 9 and hand(duel, 0) == ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    assert duel.lingering == []

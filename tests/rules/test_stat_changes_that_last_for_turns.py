"""An ATK/DEF change that lasts "until the end of your opponent's next turn" (seed 000
§效果分類: an effect applies for the span its text names; the engine's durations,
`opponents_turn(n)` / `own_turn(n)`, are counted from the effect's player). `Ctx.modify` and
`Ctx.set_stats` (and `Ctx.lasting`) with such a span raised a TypeError until stop 37 (no player to count the
turns from; Brilliant Fusion worked around it): stand-in Spells show both now."""

from duelist.cards.common import L, activate, opponents_turn, own_turn
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _boost_until_the_opponents_next_turn_ends(ctx):
    for card in ctx.monsters("me", face_up=True):
        ctx.modify(card, atk=700, until=opponents_turn(1))


def _zero_until_your_next_turn_ends(ctx):
    for card in ctx.monsters("opp", face_up=True):
        ctx.set_stats(card, atk=0, until=own_turn(1))


def _lasting_boost_until_the_opponents_next_turn_ends(ctx):
    for card in ctx.monsters("me", face_up=True):
        ctx.lasting(L.STATS, card, until=opponents_turn(1), atk=700, **{"def": 0})


def _duel(monkeypatch, resolve):
    stand_in(monkeypatch, "Pot of Greed", [activate(resolve)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.monster(0, "Celtic Guardian")            # 1400 ATK
    table.monster(1, "Battle Ox")                  # 1700 ATK
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    return duel, s


def test_a_boost_until_the_end_of_the_opponents_next_turn_lasts_through_it(monkeypatch):
    duel, s = _duel(monkeypatch, _boost_until_the_opponents_next_turn_ends)
    guardian = duel.monsters(0)[0]
    assert duel.atk(guardian) == 2100
    s.end_turn()
    assert duel.turn_player == 1 and duel.atk(guardian) == 2100     # the opponent's turn: still on
    s.end_turn()
    assert duel.turn_player == 0 and duel.atk(guardian) == 1400     # it ended with that turn


def test_an_atk_that_becomes_0_until_the_end_of_your_next_turn_lasts_two_turns_more(monkeypatch):
    duel, s = _duel(monkeypatch, _zero_until_your_next_turn_ends)
    ox = duel.monsters(1)[0]
    assert duel.atk(ox) == 0
    s.end_turn()
    assert duel.turn_player == 1 and duel.atk(ox) == 0
    s.end_turn()
    assert duel.turn_player == 0 and duel.atk(ox) == 0              # its player's next turn
    s.end_turn()
    assert duel.turn_player == 1 and duel.atk(ox) == 1700


def test_a_lasting_effect_on_a_monster_counts_the_opponents_next_turn_from_its_player(monkeypatch):
    duel, s = _duel(monkeypatch, _lasting_boost_until_the_opponents_next_turn_ends)
    guardian = duel.monsters(0)[0]
    assert duel.atk(guardian) == 2100
    s.end_turn()
    assert duel.turn_player == 1 and duel.atk(guardian) == 2100
    s.end_turn()
    assert duel.turn_player == 0 and duel.atk(guardian) == 1400

"""The hand limit changed by effects (seed 000 §手卡: at the end of each of their turns a player
may hold at most 6 cards, a limit effects may change; seed 004 §决斗的进行 结束阶段: the turn
player discards down to it as the End Phase ends).

The engine reads the continuous tag `hand_limit` (value(ctx, player) -> the new limit, or None
for no limit; affects(ctx, player) optional) when the End Phase discards (engine/turn.py
`hand_limit`). Infinite Cards lifts the limit for both players; no card of the pool sets
another number: Chain Energy here is a stand-in Continuous Spell, "your hand limit is 7", and
Level Limit - Area B one for "your hand limit is 8" (tests/rules/stand_ins.py).
"""

import pytest

from duelist.cards.common import CONTINUOUS, C, Effect, activate
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

SEVEN_FOR_ITS_CONTROLLER = [
    activate(),
    Effect(CONTINUOUS, tag=C.HAND_LIMIT, affects=lambda ctx, player: player == ctx.player,
           value=lambda ctx, player: 7),
]


def _table(turn_player=0, cards=8, spells=(), face_down=False):
    """Main Phase 1 of turn 3 (player 0's) or 4 (player 1's): the turn player holds `cards`
    Battle Oxen; player 0 controls the face-up (or Set) Continuous Spells `spells`."""
    table = Table(turn=3 + turn_player, turn_player=turn_player, phase="main1")
    for name in spells:
        table.spell_trap(0, name, face_down=face_down)
    table.hand(turn_player, *(["Battle Ox"] * cards))
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    return duel, Script(duel)


def test_a_raised_limit_makes_the_turn_player_discard_down_to_it(monkeypatch):
    """Limit 7 for its controller: with 8 cards, one discard."""
    stand_in(monkeypatch, "Chain Energy", SEVEN_FOR_ITS_CONTROLLER)
    duel, s = _table(spells=["Chain Energy"])
    s.pick("end_turn")
    req = s.expect("discard", player=0)
    assert req.prompt == "Hand limit 7: discard 1 more card"
    s.pick("discard", "Battle Ox", first=True)
    assert len(hand(duel, 0)) == 7 and grave(duel, 0) == ["Battle Ox"] and duel.turn == 4


def test_a_limit_changed_for_one_player_leaves_the_other_at_six(monkeypatch):
    """The effect binds its controller only: its opponent discards down to 6 in their turn."""
    stand_in(monkeypatch, "Chain Energy", SEVEN_FOR_ITS_CONTROLLER)
    duel, s = _table(turn_player=1, spells=["Chain Energy"])
    s.pick("end_turn")
    req = s.expect("discard", player=1)
    assert req.prompt == "Hand limit 6: discard 2 more cards"
    s.pick("discard", "Battle Ox", first=True)
    s.pick("discard", "Battle Ox", first=True)
    assert len(hand(duel, 1)) == 6 and duel.turn == 5


def test_no_limit_beats_a_raised_limit(monkeypatch):
    """Two effects: one says 7, Infinite Cards says none: no limit."""
    stand_in(monkeypatch, "Chain Energy", SEVEN_FOR_ITS_CONTROLLER)
    duel, s = _table(cards=9, spells=["Chain Energy", "Infinite Cards"])
    s.pick("end_turn")
    assert len(hand(duel, 0)) == 9 and duel.turn == 4


def test_a_set_card_changes_no_limit():
    """seed 000 §永續魔法: a Continuous Spell applies only face-up; Infinite Cards Set changes
    nothing and the turn player discards down to 6."""
    duel, s = _table(spells=["Infinite Cards"], face_down=True)
    s.pick("end_turn")
    s.pick("discard", "Battle Ox", player=0, first=True)
    s.pick("discard", "Battle Ox", player=0, first=True)
    assert len(hand(duel, 0)) == 6 and duel.turn == 4


EIGHT_FOR_ITS_CONTROLLER = [
    activate(),
    Effect(CONTINUOUS, tag=C.HAND_LIMIT, affects=lambda ctx, player: player == ctx.player,
           value=lambda ctx, player: 8),
]


@pytest.mark.parametrize("spells", [("Chain Energy", "Level Limit - Area B"),
                                    ("Level Limit - Area B", "Chain Energy")])
def test_two_raised_limits_the_higher_one_holds(monkeypatch, spells):
    """Two effects raise player 0's limit, to 7 (Chain Energy, stand-in) and to 8 (Level Limit
    - Area B, stand-in), in either zone order: the higher limit, 8, holds; with 9 cards player 0
    discards one."""
    stand_in(monkeypatch, "Chain Energy", SEVEN_FOR_ITS_CONTROLLER)
    stand_in(monkeypatch, "Level Limit - Area B", EIGHT_FOR_ITS_CONTROLLER)
    duel, s = _table(cards=9, spells=spells)
    s.pick("end_turn")
    req = s.expect("discard", player=0)
    assert req.prompt == "Hand limit 8: discard 1 more card"
    s.pick("discard", "Battle Ox", first=True)
    assert len(hand(duel, 0)) == 8 and grave(duel, 0) == ["Battle Ox"] and duel.turn == 4

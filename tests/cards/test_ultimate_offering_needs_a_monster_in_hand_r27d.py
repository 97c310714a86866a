"""Ultimate Offering (Continuous Trap): "During your Main Phase or your opponent's Battle Phase:
you can pay 500 LP; Normal Summon/Set 1 monster." A Normal Summon or Set is of a monster in the
hand, so with no Monster Card in the hand the effect cannot be activated. Since round 27d the
card declares it with its moment, `During(..., hand_monster=True, rest=...)`: the windows and
the menus pass it by without a Ctx or a call while the hand holds no Monster Card, and called
it asks the moment, then the hand, then the rest.

Ruled here: in the opponent's Battle Phase, with only a Spell in the hand, the effect is not
offered; with Mystical Elf there it is, and the Elf is summoned; a Monster Card in the hand that
cannot be summoned now (Summoned Skull, nothing to Tribute) passes the hand test and the rest
refuses. (tests/cards/test_ultimate_offering_r20c.py rules the Main Phase and random duels;
tests/engine/test_declared_moment_r12c.py compares every ask with the pass-by switched off.)"""

import pytest

from duelist.cards.common import During, Effect, TRIGGER
from duelist.cards.db import find_card
from duelist.cards.registry import get_script
from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

OFFERING = "Ultimate Offering"


class _Ctx(object):
    def __init__(self, duel, player):
        self.duel = duel
        self.player = player


def _opponents_battle_phase(*hand):
    """Player 1's turn 4: they enter the Battle Phase with Battle Ox; player 0 holds a face-up
    Ultimate Offering and `hand`, 8000 LP. Player 0 is asked at the start of the Battle Phase
    only with something to offer (else player 1 goes on to the Battle Step)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, OFFERING, face_down=False)
    table.hand(0, *hand)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert duel.phase == S.PHASE_BATTLE
    return duel, s


def test_in_the_opponents_battle_phase_with_only_a_spell_in_the_hand_it_is_not_offered():
    duel, s = _opponents_battle_phase("Pot of Greed")
    assert duel.request.player == 1 and not s.has("activate", OFFERING)


def test_in_the_opponents_battle_phase_with_a_monster_in_the_hand_it_is_offered_and_summons():
    duel, s = _opponents_battle_phase("Pot of Greed", "Mystical Elf")
    assert duel.request.player == 0
    s.pick("activate", OFFERING, player=0)
    while "Mystical Elf" not in field_monsters(duel, 0):
        summon = [o for o in duel.request.options if o.kind in ("summon", "set") and o.name == "Mystical Elf"]
        s.answer(summon[0] if summon else duel.request.options[0])
    assert duel.players[0].lp == 7500


def test_a_monster_in_the_hand_that_cannot_be_summoned_passes_the_hand_and_the_rest_refuses():
    duel, s = _opponents_battle_phase("Summoned Skull")
    assert duel.request.player == 1 and not s.has("activate", OFFERING)


def test_the_declaration_asks_the_moment_then_the_hand_then_the_rest():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    asked = []
    during = During(own=(S.PHASE_MAIN1,), hand_monster=True, rest=lambda ctx: asked.append(ctx.player) or True)
    assert not during(_Ctx(duel, 0)) and asked == []          # only a Spell in player 0's hand
    assert not during(_Ctx(duel, 1)) and asked == []          # player 1: not their turn
    assert During(opponent=(S.PHASE_MAIN1,), hand_monster=True, rest=during.rest)(_Ctx(duel, 1))
    assert asked == [1]
    assert "hand_monster=True" in repr(during) and "hand_monster" not in repr(During(own=(S.PHASE_MAIN1,)))


def test_ultimate_offering_declares_the_hand_and_a_phase_trigger_cannot():
    for era in (None, "2005"):
        condition = get_script(find_card(OFFERING), era).effects[1].condition
        assert condition.hand_monster and condition.phases == (
            frozenset((S.PHASE_MAIN1, S.PHASE_MAIN2)), frozenset((S.PHASE_BATTLE,)))
    with pytest.raises(ValueError):
        Effect(TRIGGER, events="phase", range=(S.GRAVE,), during=During(own=(S.PHASE_STANDBY,), hand_monster=True))

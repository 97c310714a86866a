"""The Agent of Wisdom - Mercury (38730226): if its controller holds no card at the opponent's End
Phase while it is face-up on their field, they draw 1 card in their next Standby Phase (a
mandatory trigger there).

Sources: the card's text (AST-007 and today's, in our words); the OCG text quoted by
yugioh-wiki.net 《英知の代行者 マーキュリー》 (相手のエンドフェイズ時に、このカードが自分フィールド上に
表側表示で存在し、自分の手札が0枚だった場合、次の自分のスタンバイフェイズ時に発動する: the hand is
counted at the opponent's End Phase, Mercury face-up on the field; the draw is activated in the
next own Standby Phase); a monster's effect is negated by Skill Drain while it is on the field
(Skill Drain's text). Our reading: the draw needs Mercury still face-up on the field in that
Standby Phase (it is Mercury's effect, activated there). Both presets play the same text."""

import pytest

from duelist.testing.reads import hand, of_type
from duelist.testing.scenario import Script, Table

MERCURY = "The Agent of Wisdom - Mercury"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules=None, my_hand=(), skill_drain=False):
    """Player 1's turn 4, Main Phase 1; player 0 controls Mercury and draws Battle Ox, then
    Celtic Guardian, then Mystical Elf."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.monster(0, MERCURY, position="defense")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    if my_hand:
        table.hand(0, *my_hand)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    return table


def _to_my_main_phase(s):
    s.end_turn()
    _pass(s)
    assert s.duel.turn == 5 and s.duel.phase == "main1"


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_wisdom_mercury_draws_with_an_empty_hand(rules):
    """Q: my hand is empty as my opponent's turn ends; I control Mercury face-up. A: I draw Battle
    Ox in my Draw Phase and Celtic Guardian by Mercury in my Standby Phase."""
    duel = _table(rules).build()
    s = Script(duel)
    _to_my_main_phase(s)
    assert hand(duel, 0) == ["Battle Ox", "Celtic Guardian"]
    draws = [e for e in of_type(duel, "draw") if e["player"] == 0]
    assert len(draws) == 2


def test_the_agent_of_wisdom_mercury_no_draw_while_i_hold_a_card():
    """Q: I hold Dark Magician as my opponent's turn ends. A: Mercury does nothing: only my normal
    draw."""
    duel = _table(my_hand=("Dark Magician",)).build()
    s = Script(duel)
    _to_my_main_phase(s)
    assert hand(duel, 0) == ["Dark Magician", "Battle Ox"]


def test_the_agent_of_wisdom_mercury_face_down_does_nothing():
    """Q: my hand is empty as my opponent's turn ends, but Mercury is face-down (Set). A: it must
    be face-up on the field: only my normal draw."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, MERCURY, position="set")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    duel = table.build()
    s = Script(duel)
    _to_my_main_phase(s)
    assert hand(duel, 0) == ["Battle Ox"]


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_the_agent_of_wisdom_mercury_under_skill_drain(rules):
    """Q: my opponent's Skill Drain is face-up; my hand is empty as their turn ends. A: Mercury's
    effect is negated: only my normal draw."""
    duel = _table(rules, skill_drain=True).build()
    s = Script(duel)
    _to_my_main_phase(s)
    assert hand(duel, 0) == ["Battle Ox"]

"""A Spell or Trap activated on the field stays negated by Royal Decree / Imperial Order even when it
is no longer on the field as its effect resolves (round 51p).

Royal Decree negates the effects of Trap Cards on the field, Imperial Order those of Spell Cards.
An effect activated by a Trap (Spell) on the field is such an effect wherever the card is when it
resolves: a Normal Trap destroyed in answer to its activation (it still resolves --
tests/rules/test_a_normal_trap_destroyed_in_answer_to_its_activation_still_resolves_r39w.py) is
still negated; a Continuous Spell that sends itself to the GY as the cost of its effect (Wave-Motion
Cannon) has that effect negated. Destroying the negated card does not free its effect.

Seed 000 【魔法與陷阱區域】 / 永續陷阱 (a Continuous Trap's effect applies while it is face-up: Royal
Decree's negation). Sources: ygo-sem.cn 《王宮のお触れ》 ruling notes (2010-09-10: 只要是在场上发动的
陷阱卡，不论效果处理时在哪里，效果都无效化 -- a Trap activated on the field has its effect negated
wherever it is at resolution; one activated elsewhere is not); yugioh-wiki 《王宮のお触れ》 (it negates
the effects of Normal and Counter Traps activated on the field); Imperial Order is its Spell twin."""

import pytest

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _reckless_greed_under_royal_decree(destroyed_in_answer):
    table = Table(rules="MR5", turn=3, turn_player=0)
    greed = table.spell_trap(0, "Reckless Greed")
    table.spell_trap(1, "Royal Decree", face_down=False)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed")
    if destroyed_in_answer:
        s.pick("activate", "Mystical Space Typhoon", player=1)
        s.pick("target", greed)
    _resolve(duel, s)
    return duel


def test_reckless_greed_under_royal_decree_draws_nothing():
    """Control. Q: my opponent's Royal Decree is face-up; I activate Reckless Greed. A: its
    effect is negated: I draw nothing."""
    duel = _reckless_greed_under_royal_decree(False)
    assert duel.players[0].hand == []
    assert [c.name for c in duel.players[0].grave] == ["Reckless Greed"]


@pytest.mark.xfail(strict=True, reason="request h51p-4: a link whose card left the field is never negated")
def test_reckless_greed_destroyed_in_answer_under_royal_decree_still_draws_nothing():
    """Q: as above, but my opponent answers Reckless Greed with Mystical Space Typhoon and
    destroys it. Do I draw 2? A: no: it was activated on the field, so Royal Decree still
    negates its effect, though the card is in my GY as it resolves."""
    duel = _reckless_greed_under_royal_decree(True)
    assert duel.players[0].hand == []


def _wave_motion_cannon(imperial_order):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Wave-Motion Cannon")
    if imperial_order:
        table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wave-Motion Cannon")
    _resolve(duel, s)
    s.end_turn()
    _resolve(duel, s)
    s.end_turn()
    _resolve(duel, s)
    assert duel.turn == 5
    lp_before = duel.players[1].lp
    s.pick("activate", "Wave-Motion Cannon")
    _resolve(duel, s)
    return lp_before - duel.players[1].lp


def test_wave_motion_cannon_fired_after_one_standby_phase_deals_1000():
    """Control. Q: Wave-Motion Cannon activated in turn 3, sent to the GY in turn 5. A: 1000."""
    assert _wave_motion_cannon(False) == 1000


@pytest.mark.xfail(strict=True, reason="request h51p-4: a link whose card left the field is never negated")
def test_wave_motion_cannon_sent_to_the_gy_under_imperial_order_deals_nothing():
    """Q: my opponent's Imperial Order is face-up the whole time. In turn 5 I send Wave-Motion
    Cannon to the GY (its cost) for its effect. A: no damage: the effect was activated on the
    field by a Spell Card, and Imperial Order negates it though the card is in my GY."""
    assert _wave_motion_cannon(True) == 0


def _book_of_moon_under_imperial_order(destroyed_in_answer):
    table = Table(rules="MR5", turn=3, turn_player=0)
    book = table.spell_trap(0, "Book of Moon")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.spell_trap(1, "Dust Tornado")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", ox)
    if destroyed_in_answer:
        s.pick("activate", "Dust Tornado", player=1)
        s.pick("target", book)
    while duel.request.kind != "idle":
        if duel.request.kind == "yes_no":
            s.pick("no")                        # (Dust Tornado's Set from the hand: none)
        else:
            s.pick("pass", player=duel.request.player)
    return ox.card(duel).position


def test_book_of_moon_under_imperial_order_turns_nothing_face_down():
    """Control. Q: my opponent's Imperial Order is face-up; I activate my Set Book of Moon on
    their Battle Ox. A: negated: Battle Ox stays face-up in Attack Position."""
    assert _book_of_moon_under_imperial_order(False) == "attack"


@pytest.mark.xfail(strict=True, reason="request h51p-4: a link whose card left the field is never negated")
def test_book_of_moon_destroyed_in_answer_under_imperial_order_still_turns_nothing_face_down():
    """Q: as above, but my opponent answers with Dust Tornado and destroys Book of Moon. A: the
    same: it was activated on the field; Imperial Order still negates its effect."""
    assert _book_of_moon_under_imperial_order(True) == "attack"

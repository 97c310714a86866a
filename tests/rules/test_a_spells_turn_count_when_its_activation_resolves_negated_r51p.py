"""A Spell that stays on the field for a number of turns counts them from its ACTIVATION, even when
the effect of that activation is negated (round 51p).

Swords of Revealing Light and Big Evolution Pill stay on the field after their activation and are
destroyed in the opponent's 3rd End Phase counted from it. That stay and that end are the cards'
rule text, not one of their effects (the current OCG texts set them apart from the numbered effects:
効果外テキスト), so Imperial Order, which negates Spell effects, changes neither. A card Set on an
earlier turn and activated now counts from now (tests/cards/
test_swords_of_revealing_light_set_earlier_counts_from_its_activation_r48c.py,
test_big_evolution_pill_set_earlier_counts_from_its_activation_r48c.py) -- also when Imperial Order is
face-up, or chained to the activation, so that the activation resolves with its effect negated.

Seed 000 【魔法與陷阱區域】 and the Spell paragraphs (a Set Spell is activated when it is turned
face-up; a card's effects are negated, not its activation). Sources: yugioh-wiki 《光の護封剣》,
《大進化薬》 (発動後…相手ターンで数えて3ターン; the stay written outside the effects)."""

import pytest

from duelist.testing.scenario import Script, Table

SWORDS = "Swords of Revealing Light"
PILL = "Big Evolution Pill"


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)


def _on_field_at(duel, s, name, turn):
    while duel.turn < turn:
        _resolve(duel, s)
        s.end_turn()
    _resolve(duel, s)
    return name in [c.name for c in duel.players[0].szone if c is not None]


def _swords_table(imperial_order):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, SWORDS)                          # Set on an earlier turn
    if imperial_order:
        table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    return table


def test_swords_set_earlier_activated_without_imperial_order_stays_through_turn_7():
    """Control. Q: my Swords was Set on an earlier turn; I activate it in turn 3. Is it there in
    turn 7? A: yes (it goes at the end of turn 8)."""
    duel = _swords_table(False).build()
    s = Script(duel)
    s.pick("activate", SWORDS)
    _resolve(duel, s)
    assert _on_field_at(duel, s, SWORDS, 7)
    assert not _on_field_at(duel, s, SWORDS, 9)


@pytest.mark.xfail(strict=True, reason="request h51p-3: the count starts at the turn it was Set")
def test_swords_set_earlier_activated_under_imperial_order_still_counts_from_its_activation():
    """Q: as above, but my opponent's Imperial Order is face-up. Is Swords there in turn 7?
    A: yes: negated, it still counts the opponent's End Phases from its activation in turn 3
    (turns 4, 6, 8) and goes at the end of turn 8, not of turn 6."""
    duel = _swords_table(True).build()
    s = Script(duel)
    s.pick("activate", SWORDS)
    _resolve(duel, s)
    assert _on_field_at(duel, s, SWORDS, 7)
    assert not _on_field_at(duel, s, SWORDS, 9)


@pytest.mark.xfail(strict=True, reason="request h51p-3: the count starts at the turn it was Set")
def test_big_evolution_pill_answered_by_imperial_order_still_counts_from_its_activation():
    """Q: (GOAT) my Big Evolution Pill was Set on an earlier turn; in turn 3 I activate it,
    Tributing Anthrosaurus, and my opponent chains Imperial Order. Is the Pill there in turn 7?
    A: yes; it goes in the opponent's 3rd End Phase after its activation, turn 8's."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, PILL)
    table.monster(0, "Anthrosaurus")
    table.spell_trap(1, "Imperial Order")
    table.deck(0, ["Kozaky"] * 6)
    table.deck(1, ["Kozaky"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PILL)
    s.pick("select", "Anthrosaurus")
    s.pick("activate", "Imperial Order", player=1)
    _resolve(duel, s)
    assert _on_field_at(duel, s, PILL, 7)
    assert not _on_field_at(duel, s, PILL, 9)


def _wave_motion_cannon_damage(imperial_order):
    """My Wave-Motion Cannon Set on an earlier turn, activated in turn 3 (with the opponent's
    Imperial Order face-up, then destroyed by my Dust Tornado the same turn), sent to the GY
    for its effect in turn 5: the damage dealt."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Wave-Motion Cannon")
    table.spell_trap(0, "Dust Tornado")
    if imperial_order:
        table.spell_trap(1, "Imperial Order", face_down=False)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)

    def settle():
        while duel.request.kind != "idle":
            if duel.request.kind == "yes_no":
                s.pick("no")                    # (Dust Tornado's Set from the hand: none)
            else:
                s.pick("pass", player=duel.request.player)

    s.pick("activate", "Wave-Motion Cannon")
    settle()
    if imperial_order:
        s.pick("activate", "Dust Tornado")
        s.pick("target", "Imperial Order")
        settle()
    for _ in range(2):
        s.end_turn()
        settle()
    assert duel.turn == 5
    lp = duel.players[1].lp
    s.pick("activate", "Wave-Motion Cannon")
    settle()
    return lp - duel.players[1].lp


def test_wave_motion_cannon_set_earlier_counts_one_standby_phase_by_turn_5():
    """Control. Q: Wave-Motion Cannon Set earlier, activated in turn 3, fired in turn 5. A: one of
    my Standby Phases went by since the activation (turn 5's): 1000."""
    assert _wave_motion_cannon_damage(False) == 1000


@pytest.mark.xfail(strict=True, reason="request h51p-3: the count starts at the turn it was Set")
def test_wave_motion_cannon_activated_under_imperial_order_counts_from_its_activation():
    """Q: as above, but my opponent's Imperial Order was face-up as I activated it (I destroyed
    Imperial Order with Dust Tornado right after). A: still 1000: the Standby Phases are
    counted from the activation in turn 3, not from the turn it was Set."""
    assert _wave_motion_cannon_damage(True) == 1000

"""Infinite Cards (Continuous Spell): while it is face-up, neither player has a hand size limit.

Rules cited: seed 000 §手卡 (the limit of 6 may be changed by effects), seed 004 §决斗的进行
结束阶段 (the turn player discards down to the limit as the End Phase ends), seed 000 §永續魔法
(its effect applies only while it is face-up on the field). Card behaviour: current OCG/TCG
text and rulings.
"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

EIGHT = ["Battle Ox"] * 8


def _table(turn=3, turn_player=0, owner=0, imperial_order=False, opponent_sets=()):
    """Turn `turn`'s Main Phase 1: the turn player holds 8 cards, Infinite Cards is face-up
    on `owner`'s field."""
    table = Table(turn=turn, turn_player=turn_player, phase="main1")
    table.spell_trap(owner, "Infinite Cards", face_down=False)
    table.hand(turn_player, *EIGHT)
    if imperial_order:
        table.spell_trap(1 - owner, "Imperial Order", face_down=False)
    for card in opponent_sets:
        table.spell_trap(1 - turn_player, card)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    return table


def test_infinite_cards_lets_the_turn_player_keep_eight_cards_through_the_end_phase():
    duel = _table().build()
    s = Script(duel)
    s.pick("end_turn")
    assert of_type(duel, "to_grave") == []
    assert len(hand(duel, 0)) == 8 and duel.turn == 4


def test_infinite_cards_applies_to_both_players():
    """Its controller's opponent keeps 8 cards in their own End Phase too."""
    duel = _table(turn=4, turn_player=1, owner=0).build()
    s = Script(duel)
    s.pick("end_turn")
    assert len(hand(duel, 1)) == 8 and duel.turn == 5


def test_infinite_cards_destroyed_in_the_end_phase_before_the_discard_brings_the_limit_back():
    """Mystical Space Typhoon destroys it in the End Phase, before the turn player discards
    (the limit is read as the End Phase ends): the turn player discards down to 6."""
    duel = _table(opponent_sets=["Mystical Space Typhoon"]).build()
    s = Script(duel)
    s.pick("end_turn")
    s.pick("pass", player=1)                # (as Main Phase 1 ends)
    assert duel.phase == "end"
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Infinite Cards", player=1)
    assert "Infinite Cards" in grave(duel, 0)
    for _ in range(2):
        req = s.expect("discard", player=0)
        assert req.prompt.startswith("Hand limit 6")
        s.pick("discard", "Battle Ox", first=True)
    assert len(hand(duel, 0)) == 6 and grave(duel, 0).count("Battle Ox") == 2


def test_infinite_cards_negated_by_imperial_order_leaves_the_limit_at_six():
    """Imperial Order negates Spell effects on the field: Infinite Cards lifts no limit."""
    duel = _table(imperial_order=True).build()
    s = Script(duel)
    s.pick("end_turn")
    s.expect("discard", player=0)
    s.pick("discard", "Battle Ox", first=True)
    s.pick("discard", "Battle Ox", first=True)
    assert len(hand(duel, 0)) == 6 and duel.turn == 4

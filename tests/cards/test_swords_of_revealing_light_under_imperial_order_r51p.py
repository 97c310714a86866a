"""Swords of Revealing Light under Imperial Order (round 51p). Imperial Order negates the effects of
Spell Cards on the field: while it applies, Swords' lock ("the opponent's monsters cannot declare
an attack") does not apply. But the card's stay on the field -- it remains, and is destroyed in the
opponent's 3rd End Phase counted from its activation -- is not one of its effects (the current OCG
text writes it as text outside the numbered effects, 効果外テキスト), so Imperial Order neither stops
the count nor keeps Swords past it.

Seed 000 【魔法與陷阱區域】 / 永續魔法 (a card's effects apply while it is face-up; negation stops
them); the stay and the count are the card's own rule text.
Source: yugioh-wiki 《光の護封剣》 (the stay and the 3rd-opponent's-End-Phase destruction described as
効果外テキスト, outside effects (1) and (2))."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_swords_under_imperial_order_lets_attacks_through_and_still_leaves_after_three_turns():
    """Q: my turn 3: I activate Swords of Revealing Light; as I end the turn my opponent
    activates Imperial Order. In their turns may Battle Ox attack, and when does Swords go?
    A: Battle Ox attacks (the lock is negated); Swords is still destroyed in the opponent's
    3rd End Phase, turn 8, with Imperial Order still face-up."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Swords of Revealing Light")
    table.spell_trap(1, "Imperial Order")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    _resolve(duel, s)
    s.pick("end_turn")
    s.pick("activate", "Imperial Order", player=1)
    _resolve(duel, s)
    s.end_turn()
    _resolve(duel, s)
    assert duel.turn == 4
    s.pick("battle", player=1)
    _resolve(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    _resolve(duel, s)
    assert duel.players[0].lp == 6300
    while duel.turn < 9:
        _resolve(duel, s)
        s.end_turn()
    assert [c.name for c in duel.players[0].grave] == ["Swords of Revealing Light"]
    assert "Imperial Order" in [c.name for c in duel.players[1].szone if c is not None]


def test_swords_applies_again_once_imperial_order_is_gone_and_keeps_its_count():
    """Q: as before, my opponent at 1300 LP: Imperial Order's 700 is paid in the Standby Phase
    of turn 4, and in my turn 5 (600 LP left) it cannot be paid: Imperial Order is destroyed.
    A: in turn 6 Battle Ox cannot attack; Swords is still destroyed at the end of turn 8 (the
    count ran on while it was negated)."""
    table = Table(rules="MR5", turn=3, turn_player=0, lp=(8000, 1300))
    table.hand(0, "Swords of Revealing Light")
    table.spell_trap(1, "Imperial Order")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light")
    _resolve(duel, s)
    s.pick("end_turn")
    s.pick("activate", "Imperial Order", player=1)
    _resolve(duel, s)
    while duel.turn < 6:
        _resolve(duel, s)
        s.end_turn()
    _resolve(duel, s)
    assert duel.players[1].lp == 600                # paid in turn 4 only
    assert "Imperial Order" in [c.name for c in duel.players[1].grave]
    s.pick("battle", player=1)
    _resolve(duel, s)
    assert not s.has("attack", "Battle Ox", target="player")
    while duel.turn < 9:
        _resolve(duel, s)
        s.end_turn()
    assert "Swords of Revealing Light" in [c.name for c in duel.players[0].grave]

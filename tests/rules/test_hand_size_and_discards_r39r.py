"""The hand size limit after the End Phase's effects, and a discard that is a cost against one
that is an effect (round 39r).

seed 000 §結束階段 / seed 004 §决斗的进行 (结束阶段: 手卡超过6张时丢弃至6张): the hand size is
checked at the end of the End Phase, after the effects of that End Phase -- a Spirit monster's
return to the hand counts. A cost is paid on activation and stays paid even if the activation
is negated (Magic Jammer's own discard: tests/rules/test_negated_activations_and_their_costs_r38r.py);
a discard that is part of an effect happens only if the effect resolves."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def test_a_spirit_returned_in_the_end_phase_counts_toward_the_hand_size_limit():
    """Question: player 0 Normal Summons Tsukuyomi with six other cards in hand. In the End
    Phase Tsukuyomi returns to the hand: seven cards. Answer: the hand size limit comes after
    that return -- one card must be discarded, and Tsukuyomi itself may be the one."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi", *(["Kozaky"] * 6))
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    _chain_passes(s)
    s.pick("target", "Celtic Guardian")
    _chain_passes(s)
    s.pick("end_turn", request="idle")
    _chain_passes(s)
    request = s.expect(request="discard", player=0)
    assert len(hand(duel, 0)) == 7 and "Tsukuyomi" in hand(duel, 0)
    assert sorted(set(o.name for o in request.options)) == ["Kozaky", "Tsukuyomi"]
    s.pick("discard", "Tsukuyomi")
    assert grave(duel, 0) == ["Tsukuyomi"]
    assert len(hand(duel, 0)) == 6


def test_graceful_charity_negated_draws_nothing_and_discards_nothing():
    """Question: Graceful Charity (draw 3, then discard 2) is negated by Magic Jammer. Does its
    player still discard? Answer: no -- the discard is part of the effect, which never
    resolves; only Magic Jammer's own discard (its cost) is paid."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Battle Ox", "Mystical Elf")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    _chain_passes(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert grave(duel, 0) == ["Graceful Charity"]
    assert len(duel.players[0].deck) == 5
    assert sorted(grave(duel, 1)) == ["Kozaky", "Magic Jammer"]


def test_lightning_vortex_negated_keeps_its_discard_paid():
    """Question: Lightning Vortex (discard 1 card as its cost) is negated by Magic Jammer. Does
    the discarded card come back? Answer: no -- a cost stays paid; the opponent's monsters are
    not destroyed."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Lightning Vortex", "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex")
    if duel.request is not None and duel.request.kind == "select":
        s.pick("select", "Battle Ox")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Kozaky", player=1)
    _chain_passes(s)
    assert hand(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Lightning Vortex"]
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"]

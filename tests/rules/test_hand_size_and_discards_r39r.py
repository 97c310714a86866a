"""The hand size limit after the End Phase's effects, a discard that is a cost against one that
is an effect, and what a search shows (round 39r).

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


def test_a_card_searched_from_the_deck_is_shown_to_the_opponent_and_a_drawn_one_is_not():
    """Question: Sangan, destroyed by its player's Dark Hole, adds Celtic Guardian (a monster of
    1500 or less ATK) from the Deck to the hand; then Pot of Greed draws two. What does the
    opponent see? Answer: the searched card is revealed -- a card taken from a hidden place for
    meeting a condition is shown, since both players must be able to verify the condition (the
    principle seed 000 §怪獸的表示形式 gives for costs: "由于雙方都需要确認是否滿足該條件"); the
    hand stays hidden otherwise (seed 000 §手卡: 手卡為不公開區域): the two drawn cards are not
    shown to the opponent, only to their player."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Dark Hole", "Pot of Greed")
    table.monster(0, "Sangan")
    table.deck(0, ["Kuriboh", "Celtic Guardian", "Kozaky", "Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Dark Hole")
    _chain_passes(s)
    s.pick("select", "Celtic Guardian")
    _chain_passes(s)
    shown = [e["name"] for e in duel.log_for(1, start) if e["type"] == "reveal"]
    assert shown == ["Celtic Guardian"]
    drawing = len(duel.log)
    s.pick("activate", "Pot of Greed", request="idle")
    _chain_passes(s)
    assert len(duel.players[0].hand) == 3
    names = set(e["name"] for e in duel.log_for(1, drawing) if "name" in e)
    assert names == {"Pot of Greed"}         # the activated card only: the drawn two stay hidden
    own = set(e["name"] for e in duel.log_for(0, drawing) if "name" in e)
    assert len(own) > 1                      # (their player sees what they drew)

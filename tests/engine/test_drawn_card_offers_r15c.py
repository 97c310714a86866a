"""A card drawn is added to its player's hand: what they may activate from the hand now
includes it (a Quick-Play Spell drawn may be activated at once in the Draw Phase's window,
seed 000 §速攻魔法: from the hand in its controller's own turn, at spell speed 2), and
nothing else about their offers changed.

Round 15c (hoffer13; round 13c's request 2 made free for Normal-Monster duels): duel.py
`_draw`, when the player's offer cache (chain.py `_offer_candidates`) was current before the
draw (its `_sides` number one behind, the draw's own bump), makes it as the kept columns plus
the drawn card's hand pairs (chain.py `_offers_drawn`) instead of a walk. These rulings fail
if the cache were kept as it was (the drawn card not offered) or if the card were put in the
wrong place or column."""

from duelist.engine.duel import Duel
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_window_offer_skip import PAIRS


def _watch(monkeypatch):
    """Counts `_offers_drawn` calls (the draws that made the cache without a walk)."""
    seen = {"made at a draw": 0}
    offers_drawn = Duel._offers_drawn

    def counted(duel, *args):
        seen["made at a draw"] += 1
        return offers_drawn(duel, *args)

    monkeypatch.setattr(Duel, "_offers_drawn", counted)
    return seen


def test_a_drawn_typhoon_is_offered_in_the_draw_phase_with_the_held_and_the_set_one(monkeypatch):
    """Player 1's turn 2 ends with player 0 holding a Mystical Space Typhoon in the hand and
    one Set (player 1 has a Set Waboku to target); player 0 draws another Typhoon in their
    Draw Phase of turn 3: at the first request player 0 gets after the draw, the two
    Typhoons of the hand and the Set one are all offered, the drawn one included, and their
    kept offers equal their plain computation (`check_kept_answers`)."""
    seen = _watch(monkeypatch)
    table = Table(turn=2, turn_player=1)
    held = table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    table.deck(0, ["Mystical Space Typhoon", "Mystical Space Typhoon"])
    table.spell_trap(1, "Waboku", zone=0)
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 1
    duel._response_options(0)       # player 0's offers read: current before their draw
    check_kept_answers(duel, activations=False)
    s.end_turn()
    while duel.turn == 2:           # (player 0 passes the End Phase's windows)
        s.pick("pass")
    while duel.request.player != 0:
        s.pick("pass")
    assert duel.turn == 3 and len(duel.players[0].hand) == 2
    assert seen["made at a draw"] == 1      # (the path this file rules on was taken)
    check_kept_answers(duel, activations=False)
    offered = [o.card for o in s.options("activate", player=0)]
    drawn = duel.players[0].hand[1]
    set_uid = duel.players[0].szone[0].uid
    assert drawn.data.name == "Mystical Space Typhoon" and held.card(duel) is duel.players[0].hand[0]
    assert sorted(offered) == sorted([held.uid(duel), drawn.uid, set_uid])


def test_a_drawn_trap_is_not_offered_from_the_hand_and_the_held_typhoon_still_is(monkeypatch):
    """The same end of turn 2, player 0 holding a Mystical Space Typhoon, drawing a Waboku (a
    Trap: it must be Set before it is activated, seed 000 §陷阱卡; no card lets player 0
    activate Traps from the hand): at the first request player 0 gets in turn 3 the held
    Typhoon is offered and the drawn Waboku is not."""
    seen = _watch(monkeypatch)
    table = Table(turn=2, turn_player=1)
    held = table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Waboku", "Waboku"])
    table.spell_trap(1, "Waboku", zone=0)
    duel = table.build()
    s = Script(duel)
    duel._response_options(0)
    s.end_turn()
    while duel.turn == 2:
        s.pick("pass")
    while duel.request.player != 0:
        s.pick("pass")
    assert duel.turn == 3 and duel.players[0].hand[1].data.name == "Waboku"
    check_kept_answers(duel, activations=False)
    assert [o.card for o in s.options("activate", player=0)] == [held.uid(duel)]
    assert seen["made at a draw"] <= 1      # (Waboku's hand row: taken, adding nothing)


def test_pot_of_greed_draws_two_typhoons_both_offered_in_the_next_window(monkeypatch):
    """Player 0 activates Pot of Greed in Main Phase 1 and draws two Mystical Space Typhoons
    (two draws in a row: the cache made without a walk at each); once the chain is over, the
    menu offers both Typhoons from the hand (player 1 has a Set Waboku to target), and the
    kept offers equal their plain computation."""
    seen = _watch(monkeypatch)
    table = Table(turn=3, turn_player=0)
    pot = table.hand(0, "Pot of Greed")
    table.deck(0, ["Mystical Space Typhoon", "Mystical Space Typhoon", "Mystical Space Typhoon"])
    table.spell_trap(1, "Waboku", zone=0)
    duel = table.build()
    s = Script(duel)
    s.expect("idle", player=0)
    assert [o.card for o in s.options("activate", player=0)] == [pot.uid(duel)]
    s.pick("activate", pot.uid(duel), player=0)
    while duel.request.kind != "idle":
        s.pick("pass")
    s.expect("idle", player=0)
    hand = duel.players[0].hand
    assert [c.data.name for c in hand] == ["Mystical Space Typhoon"] * 2
    assert seen["made at a draw"] == 2
    check_kept_answers(duel)
    assert sorted(o.card for o in s.options("activate", player=0)) == sorted(c.uid for c in hand)


def test_every_kept_column_made_at_a_draw_is_the_walks(monkeypatch):
    """In random duels of the bench's effect pairs (starter and three Goat pairs, three seeds
    each), at every draw that makes the cache without a walk, all six columns (the two made
    from the window's too, which `check_kept_answers` does not compare) equal a fresh walk's,
    in order, and every other kept answer holds."""
    offers_drawn = Duel._offers_drawn
    walk = Duel._offer_candidates
    seen = {"made at a draw": 0}

    def checked(duel, player, columns, card, rows):
        offers_drawn(duel, player, columns, card, rows)
        kept = duel._offer_cache[player]
        assert kept[0] == duel._sides[player]
        walk(duel, player, 0)
        fresh = duel._offer_cache[player]
        assert [list(column) for column in kept[1]] == [list(column) for column in fresh[1]], \
            (card.data.name, duel.turn, len(duel.answers), player)
        duel._offer_cache[player] = kept
        check_kept_answers(duel, activations=False)
        seen["made at a draw"] += 1

    monkeypatch.setattr(Duel, "_offers_drawn", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass
    # (278 such draws on these duels, round 13c)
    assert seen["made at a draw"] > 200, seen


def test_a_duel_of_normal_monsters_never_makes_the_cache_at_a_draw(monkeypatch):
    """Two decks of Normal Monsters only (the bench's normals pair, no card with a script):
    the offer cache is never made at a draw (`_any_scripts` is False: the draw pays nothing
    for the path), and the duels play out."""
    seen = _watch(monkeypatch)
    from duelist.cli.bench_cmd import PAIRS as BENCH_PAIRS
    normals = dict(BENCH_PAIRS)["normals"][:2]
    decisions = 0
    for duel, _where in random_decisions((normals,), seeds=range(2)):
        assert not duel._any_scripts
        decisions += 1
    assert decisions and seen["made at a draw"] == 0


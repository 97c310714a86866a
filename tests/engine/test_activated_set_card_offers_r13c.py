"""A Set Spell or Trap that is activated is turned face-up on the field: it is a chain link
now, and a card's activation is offered only while it is in the hand or Set (seed 000
§魔法卡, §陷阱卡: a card is activated once; ENGINE.md §3), so the same card is not offered
again in the windows of that chain, while another copy still Set beside it is.

The offer cache (chain.py `_offer_candidates`) kept the activated card until its player's
`_sides` number moved; round 13c: where the card's face-up row offers nothing there (a
Normal Spell or Trap) and the cache is current, `_activate` drops the card's pairs from the
kept columns instead of having the whole walk made again. These rulings fail if the cache
were kept as it was (the activated card offered again) or if more than that card were
dropped (the other copy not offered)."""

from duelist.engine.duel import Duel
from duelist.testing.invariants import check_kept_answers
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions
from tests.engine.test_window_offer_skip import PAIRS


def _two_set_typhoons():
    """Player 0's Main Phase 1 (turn 3): two Mystical Space Typhoons Set on an earlier turn in
    their Spell & Trap Zones 0 and 1; player 1 has a Set Mystical Space Typhoon (zone 0) and a
    Set Waboku (zone 1). Player 0's menu was read (their offer cache is current)."""
    table = Table(turn=3, turn_player=0)
    first = table.spell_trap(0, "Mystical Space Typhoon", zone=0)
    second = table.spell_trap(0, "Mystical Space Typhoon", zone=1)
    table.spell_trap(1, "Mystical Space Typhoon", zone=0)
    waboku = table.spell_trap(1, "Waboku", zone=1)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    return duel, first, second, waboku


def _activations(script, player):
    """The cards `player` is offered to activate at the pending request (uids), every kept
    answer checked against its plain computation first."""
    check_kept_answers(script.duel, activations=False)
    return [o.card for o in script.options("activate", player=player)]


def test_the_activated_set_typhoon_is_not_offered_again_in_its_chain_the_other_copy_is():
    """Player 0 activates the Set Mystical Space Typhoon of zone 0 targeting player 1's Set
    Waboku; player 1 passes; player 0 may chain the Typhoon Set in zone 1 and only it."""
    duel, first, second, waboku = _two_set_typhoons()
    s = Script(duel)
    first_uid, second_uid = first.uid(duel), second.uid(duel)
    assert sorted(_activations(s, 0)) == sorted([first_uid, second_uid])
    sides = list(duel._sides)
    s.pick("activate", first_uid, player=0)
    s.pick("target", waboku.uid(duel), player=0)
    assert first.card(duel).face_up and first.card(duel).location == "szone"
    # (the common case: the kept columns lost the activated card in place, nothing made again)
    assert duel._sides == sides
    s.expect("chain", player=1)
    s.pick("pass", player=1)
    s.expect("chain", player=0)
    assert _activations(s, 0) == [second_uid]


def test_the_other_copy_chained_then_neither_is_offered():
    """The same chain one step further: player 0 chains the second Typhoon to their first
    (targeting player 1's Set Typhoon); player 1 passes again: if player 0 is asked, neither
    Typhoon (both face-up links) is offered, and after the chain both are in the GY and the
    menu offers no Typhoon."""
    duel, first, second, waboku = _two_set_typhoons()
    s = Script(duel)
    first_uid, second_uid = first.uid(duel), second.uid(duel)
    s.pick("activate", first_uid, player=0)
    s.pick("target", waboku.uid(duel), player=0)
    s.pick("pass", player=1)
    s.pick("activate", second_uid, player=0)
    s.pick("target", "Mystical Space Typhoon", player=0)
    assert second.card(duel).face_up
    while duel.request is not None and duel.request.kind == "chain":
        request = duel.request
        if request.player == 0:
            assert first_uid not in _activations(s, 0) and second_uid not in _activations(s, 0)
        s.pick("pass", player=request.player)
    s.expect("idle", player=0)
    assert [c.data.name for c in duel.players[0].grave].count("Mystical Space Typhoon") == 2
    assert _activations(s, 0) == []


def test_a_typhoon_activated_from_the_hand_is_not_offered_again_the_copy_in_the_hand_is():
    """The same from the hand: player 0 holds two Mystical Space Typhoons and activates one
    (it is placed face-up in a Spell & Trap Zone) targeting player 1's Set Waboku; player 1
    passes; player 0 may chain the Typhoon still in their hand and only it. (Round 13c:
    `_activate` drops a card activated from the hand from the kept columns when they were
    current before it left the hand and its face-up row there offers nothing.)"""
    table = Table(turn=3, turn_player=0)
    first, second = table.hand(0, "Mystical Space Typhoon", "Mystical Space Typhoon")
    table.spell_trap(1, "Mystical Space Typhoon", zone=0)
    waboku = table.spell_trap(1, "Waboku", zone=1)
    duel = table.build()
    s = Script(duel)
    first_uid, second_uid = first.uid(duel), second.uid(duel)
    assert sorted(_activations(s, 0)) == sorted([first_uid, second_uid])
    s.pick("activate", first_uid, player=0)
    s.pick("target", waboku.uid(duel), player=0)
    placed = [c for c in duel.players[0].szone if c is not None]
    assert [c.data.name for c in placed] == ["Mystical Space Typhoon"] and placed[0].face_up
    assert duel.players[0].hand == [second.card(duel)]
    s.expect("chain", player=1)
    s.pick("pass", player=1)
    s.expect("chain", player=0)
    assert _activations(s, 0) == [second_uid]


def test_every_kept_column_made_without_a_walk_is_the_walks(monkeypatch):
    """In random duels of the bench's effect pairs (starter and three Goat pairs, three seeds
    each), every time an activation leaves its player's kept columns less the activated card
    (chain.py `_offers_less`), all six columns (window, summon window, menu, menu while
    summoning, and the two made from the window's: no happening opened it, the damage step)
    equal a fresh walk's, in order, and every other kept answer holds (`check_kept_answers`)."""
    offers_less = Duel._offers_less
    walk = Duel._offer_candidates
    seen = {"made without a walk": 0, "pairs dropped": 0}

    def checked(duel, player, columns, card, row):
        offers_less(duel, player, columns, card, row)
        kept = duel._offer_cache[player]
        assert kept[0] == duel._sides[player]
        walk(duel, player, 0)       # (a fresh walk: it replaces the entry, put back below)
        fresh = duel._offer_cache[player]
        assert [list(column) for column in kept[1]] == [list(column) for column in fresh[1]], \
            (card.data.name, duel.turn, len(duel.answers), player)
        duel._offer_cache[player] = kept
        check_kept_answers(duel, activations=False)
        seen["made without a walk"] += 1
        seen["pairs dropped"] += sum(len(a) - len(b) for a, b in zip(columns, kept[1]))

    monkeypatch.setattr(Duel, "_offers_less", checked)
    for _duel, _where in random_decisions(PAIRS):
        pass        # (the checks run inside the patched call)
    # (264 such activations on these duels, 524 pairs dropped, round 13c)
    assert seen["made without a walk"] > 200 and seen["pairs dropped"] > 400, seen



def test_a_trap_activated_from_the_hand_under_makyuras_permission_leaves_the_kept_offers():
    """Makyura the Destructor destroyed by battle lets its owner activate a Trap from the hand
    this turn (its script: one use); the offers kept then list the Traps of the hand. Player 1
    holds two Wabokus and activates one from the hand in the next window: from then on that
    Waboku (a link, then in the GY) is offered nowhere, and player 1's kept offers equal their
    plain computation at every later request of the turn (`check_kept_answers`: the kept
    columns may still list the Waboku left in the hand, whose window tests the spent
    permission itself, and nothing else). (Round 13c: the card activated from the hand is
    dropped from every column its hand row with the Traps lists, the one the permission made.)"""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    first, second = table.hand(1, "Waboku", "Waboku")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    s.pick("end_battle", player=0, request="battle")
    s.expect("chain", player=1)
    first_uid, second_uid = first.uid(duel), second.uid(duel)
    assert sorted(_activations(s, 1)) == sorted([first_uid, second_uid])
    s.pick("activate", first_uid, player=1)
    assert [c.data.name for c in duel.players[1].grave] == ["Makyura the Destructor", "Waboku"]
    asked = 0
    while duel.turn == 3:
        request = s.expect()
        duel._response_options(1)       # (player 1's offers read: their cache current)
        offered = _activations(s, request.player)
        assert first_uid not in offered and all(
            duel.card_by_uid(uid).data.name != "Waboku" or uid == second_uid for uid in offered)
        asked += 1
        if request.kind == "chain":
            s.pick("pass")
        elif request.kind == "battle":
            s.pick("end_battle", player=0)
        else:
            s.pick("end_turn", player=0, request="idle")
    assert asked >= 2

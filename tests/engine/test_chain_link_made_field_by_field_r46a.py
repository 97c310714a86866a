"""A chain link made by an activation (chain.py `_activate`, docs/performance.md round 46a) is
made field by field, without `Link.__init__` (a class call is a call with a frame on PyPy), and
is field for field the link `Link(...)` makes.

Ruled here: player 0 activates Mystical Space Typhoon targeting a Set card, and player 1
chains their Waboku (player 0, holding a Set Waboku too, is asked to respond): the two links are numbered 1 and 2 in the order activated, each its
card's, its player's, a card's activation, the second responding to the first; each link's every
slot is set."""

import sys

from duelist.engine.chain import Link
from duelist.testing.scenario import Script, Table


def _chain_of_two():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Waboku")           # (so that player 0 is asked to respond: the chain stays open)
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    made = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code is Link.__init__.__code__:
            made.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        s.pick("activate", "Mystical Space Typhoon", request="idle")
        s.pick("target", first=True)
        s.pick("activate", "Waboku", player=1)
    finally:
        sys.setprofile(None)
    return duel, made


def test_the_links_are_the_activations_in_order():
    duel, _ = _chain_of_two()
    first, second = duel.chain
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert [duel.cards[link.cid].data.name for link in duel.chain] == ["Mystical Space Typhoon", "Waboku"]
    assert (first.number, first.player, second.number, second.player) == (1, 0, 2, 1)
    assert first.card_activation and second.card_activation
    assert second.info.get("responds_to") == 1 and "responds_to" not in first.info
    assert len(first.targets) == 1 and second.targets == []


def test_every_slot_of_a_link_is_set_as_link_makes_it():
    duel, _ = _chain_of_two()
    assert len(duel.chain) == 2
    for link in duel.chain:
        card = duel.cards[link.cid]
        effect = card.script.effects[link.effect]
        plain = Link(card, effect, link.player, link.card_activation, link.event, link.happenings)
        for slot in ("cid", "card_uid", "effect", "player", "card_activation", "event", "happenings"):
            assert getattr(link, slot) == getattr(plain, slot), slot
        for slot in Link.__slots__:
            getattr(link, slot)         # (an unset slot raises)
        assert type(link.targets) is list and type(link.groups) is list and type(link.info) is dict


def test_no_link_is_made_through_its_init():
    """(fails before round 46a: one `Link.__init__` call an activation)"""
    _, made = _chain_of_two()
    assert made == []

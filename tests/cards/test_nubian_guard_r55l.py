"""Nubian Guard (51616747): when it deals battle damage to the opponent, its controller may put a
Continuous Spell Card from their own GY on top of their Deck.

Sources: the card's texts read in our words (the 2005 print, Ancient Sanctuary AST-066, and
today's do the same: no ERAS entry); the OCG text (309-011, quoted by 27691lldeac.nobody.jp's card
page 「ヌビアガード」): only a Continuous Spell (永続魔法), from its controller's own GY, and
optional ("can"); the card is picked as the target when the effect is activated (today's text's
targeting; our reading for the old one). Necrovalley negates an effect that would move a card out
of a GY (its text; yugioh-wiki.net 《王家の眠る谷－ネクロバレー》): the Spell stays there."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

GUARD = "Nubian Guard"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _table(*grave_cards):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GUARD)
    table.grave(0, *grave_cards)
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    return table


def _top_of_deck(duel, player):
    return duel.players[player].deck[-1].name      # (state.py: the top card is deck[-1])


def test_nubian_guard_puts_a_continuous_spell_on_top_of_the_deck():
    """Q: Nubian Guard attacks directly for 500; my GY holds Messenger of Peace and Pot of Greed.
    A: I may target Messenger of Peace (the only Continuous Spell offered): it is now my Deck's top
    card, and Pot of Greed stays in the GY."""
    duel = _table("Messenger of Peace", "Pot of Greed").build()
    s = Script(duel)
    s.pick("attack", GUARD, request="battle")
    s.pick("yes", GUARD, player=0)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options] == ["Messenger of Peace"]
    s.pick("target", "Messenger of Peace", player=0)
    _resolve(s)
    assert lp(duel) == (8000, 7500)
    assert _top_of_deck(duel, 0) == "Messenger of Peace"
    assert grave(duel, 0) == ["Pot of Greed"]


def test_nubian_guard_is_optional():
    """Q: I decline Nubian Guard's effect after its direct hit. A: Messenger of Peace stays in my
    GY and my Deck is untouched."""
    duel = _table("Messenger of Peace").build()
    s = Script(duel)
    s.pick("attack", GUARD, request="battle")
    s.pick("no", GUARD, player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Messenger of Peace"] and _top_of_deck(duel, 0) == "Battle Ox"


def test_nubian_guard_without_a_continuous_spell_offers_nothing():
    """Q: Nubian Guard hits directly while my GY holds only Normal Spells (Pot of Greed, Swords of
    Revealing Light). A: no target, so no activation is offered: the Battle Step goes on."""
    duel = _table("Pot of Greed", "Swords of Revealing Light").build()
    s = Script(duel)
    s.pick("attack", GUARD, request="battle")
    _resolve(s)
    assert lp(duel) == (8000, 7500)
    s.expect(request="battle", player=0)
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Swords of Revealing Light"]


def test_nubian_guard_under_necrovalley_moves_nothing():
    """Q: my opponent controls Necrovalley; Nubian Guard hits directly and I target Messenger of
    Peace in my GY. A: Necrovalley negates an effect that would move a card out of the GY: it stays
    there, and my Deck's top card is still Battle Ox."""
    table = _table("Messenger of Peace")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GUARD, request="battle")
    s.pick("yes", GUARD, player=0)
    s.pick("target", "Messenger of Peace", player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Messenger of Peace"] and _top_of_deck(duel, 0) == "Battle Ox"

"""`Ctx.to_deck(cards, bottom=True)` (round 53k, `Duel.deck_bottom`): cards returned under
their owners' Decks, unshuffled, in the order given, the last one given at the very bottom; a
card already in its owner's Deck is moved to the bottom without leaving the Deck. The Deck is a
list, bottom first (state.py). Rules: seed 000's "put on the bottom of the Deck" is a placement
in the Deck like "on top", never a shuffle (our reading of the rule documents: the order the
effect says is the order left). Dark Scorpion - Chick the Yellow uses the in-Deck form; these
tests ask the Ctx surface a script uses."""

from duelist.engine.effects import Ctx
from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Table


def _duel():
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Gemini Elf", "Mystical Elf", "Dark Magician"])      # top first
    table.deck(1, ["Battle Ox", "Dark Magician"])
    return table.build()


def _top_first(duel, player):
    return [c.name for c in reversed(duel.players[player].deck)]


def _ctx(duel):
    source = duel.monsters(0)[0]
    return Ctx(duel, source, None, 0)


def test_to_deck_bottom_puts_field_cards_under_their_owners_decks_in_order():
    """Q: an effect puts Battle Ox, Celtic Guardian (mine) and Mystical Elf (my opponent's) at
    the bottom of their owners' Decks: where do they go? A: under each owner's Deck, unshuffled,
    the last of mine given (Celtic Guardian) at the very bottom; no shuffle is logged; the top
    cards are unchanged."""
    duel = _duel()
    ox, guardian = duel.monsters(0)
    elf = duel.monsters(1)[0]
    shuffles = len(of_type(duel, "shuffle"))
    _ctx(duel).to_deck([ox, guardian, elf], bottom=True)
    assert _top_first(duel, 0) == ["Gemini Elf", "Mystical Elf", "Dark Magician", "Battle Ox", "Celtic Guardian"]
    assert _top_first(duel, 1) == ["Battle Ox", "Dark Magician", "Mystical Elf"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert len(of_type(duel, "shuffle")) == shuffles
    assert len(of_type(duel, "to_deck")) == 3


def test_to_deck_bottom_moves_a_deck_card_within_the_deck():
    """Q: an effect puts the top card of a Deck at the bottom: does the card leave the Deck? A:
    no: no `to_deck` record (a card returned from the field makes one), the card keeps its
    object (uid); it is now the bottom card and the Deck keeps its count."""
    duel = _duel()
    top = duel.players[0].deck[-1]
    uid = top.uid
    moved = len(of_type(duel, "to_deck"))
    _ctx(duel).to_deck([top], bottom=True)
    assert _top_first(duel, 0) == ["Mystical Elf", "Dark Magician", "Gemini Elf"]
    assert duel.players[0].deck[0] is top and top.uid == uid
    assert [c.seq for c in duel.players[0].deck] == [0, 1, 2]
    assert len(of_type(duel, "to_deck")) == moved


def test_to_deck_without_bottom_still_puts_cards_on_top_unshuffled():
    """Q: the same field card returned with shuffle=False and no bottom? A: on top, as before:
    the last one given is the top card."""
    duel = _duel()
    ox, guardian = duel.monsters(0)
    _ctx(duel).to_deck([ox, guardian], shuffle=False)
    assert _top_first(duel, 0)[:2] == ["Celtic Guardian", "Battle Ox"]

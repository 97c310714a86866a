"""A card put into or taken out of a pile (round 33s: duel.py `_place` / `_remove` read the hand,
GY, banished cards and Extra Deck by their own names, the Deck and any other name by `getattr`).
DESIGN §3: a card that lands anywhere is a new object (a new uid); piles belong to the owner,
a card joins the top (the end of its list, `seq` its place) and leaves from wherever it lies;
the GY's Monster Card count (`PlayerState.grave_monsters`) follows every arrival and departure.

- Judge's rulings: one card moved Deck -> hand -> GY -> banished -> Deck -> hand -> GY -> hand, and a Fusion
  Monster Extra Deck -> GY -> Extra Deck, each time in exactly one pile of its owner's, at
  the end of it, with the owner's GY count of Monster Cards right; a location named by a
  string made at run time (not the engine's constant) lands in the same pile."""

from duelist.engine import state as S
from duelist.engine.duel import Duel

BATTLE_OX = 5053103
GAIA_THE_DRAGON_CHAMPION = 66889139
PILES = ("deck", "hand", "grave", "banished", "extra")


def _duel():
    return Duel({"main": [BATTLE_OX] * 40, "extra": [GAIA_THE_DRAGON_CHAMPION]},
                [BATTLE_OX] * 40, seed=5)


def _where(duel, card):
    found = [(p, name) for p in (0, 1) for name in PILES if card in getattr(duel.players[p], name)]
    return found


def _check(duel, card, player, pile):
    assert _where(duel, card) == [(player, pile)]
    lst = getattr(duel.players[player], pile)
    assert lst[-1] is card and card.seq == len(lst) - 1 and card.location == pile
    for p in (0, 1):
        ps = duel.players[p]
        assert ps.grave_monsters == sum(1 for c in ps.grave if c.data.is_monster)
    assert duel.card_by_uid(card.uid) is card


def test_a_card_goes_round_every_pile():
    duel = _duel()
    card = duel.players[1].deck[0]
    for where in (S.HAND, S.GRAVE, S.BANISHED, S.DECK, S.HAND, S.GRAVE, S.HAND):
        old = card.uid
        duel._move(card, where, 1, "effect")
        assert card.uid != old          # a new object wherever it lands
        _check(duel, card, 1, where)


def test_a_fusion_monster_leaves_and_rejoins_the_extra_deck():
    duel = _duel()
    gaia = duel.players[0].extra[0]
    duel._move(gaia, S.GRAVE, 0, "effect")
    _check(duel, gaia, 0, S.GRAVE)
    assert duel.players[0].extra == []
    duel._move(gaia, S.EXTRA, 0, "effect")      # a Fusion Monster returns to the Extra Deck
    _check(duel, gaia, 0, S.EXTRA)


def test_a_location_named_at_run_time_lands_in_the_same_pile():
    duel = _duel()
    card = duel.players[0].deck[0]
    grave = "".join(["gra", "ve"])      # equal to S.GRAVE, not the same string object
    assert grave == S.GRAVE
    duel._remove(card)
    duel._place(card, grave, 0, position=S.FACEUP)
    _check(duel, card, 0, S.GRAVE)
    banished = "".join(["banis", "hed"])
    duel._remove(card)
    duel._place(card, banished, 0, position=S.FACEUP)
    _check(duel, card, 0, S.BANISHED)

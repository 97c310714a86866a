"""Maju Garzett (8794435): its ATK once fixed by its Tribute Summon, and what a later change does
(round 54f).

Sources: the card's texts (DCR 2005 and today's: its ATK becomes the combined original ATK of the
2 monsters Tributed for its Tribute Summon: a continuous effect, yugioh-wiki.net 《合成魔獣
ガーゼット》); the same page's ruling (written when 《収縮》/Shrink read "the original ATK is
halved", as the 2005 English Shrink does): if its original ATK is changed by Megamorph or
Shrink, its ATK is 0 from then on. edisonformat.net "Shrink" rules the same for the analogous
Chimeratech Fortress Dragon (ATK fixed as it is summoned): Shrink makes it 0 for good. A gain
made later (Rush Recklessly) applies on top of the value its effect gives (a "becomes" value,
gains on top: docs/cards.md `set_stats`)."""

import pytest

from duelist.testing.scenario import Script, Table

MG = "Maju Garzett"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _garzett(rules, hand=()):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.hand(0, MG, *hand)
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", MG)
    s.pick("tribute", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    _settle(duel, s)
    return duel, s


def _atk(duel):
    return duel.atk(duel.monsters(0)[0])


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_maju_garzett_a_later_gain_applies_on_top(rules):
    """Q: my Garzett (4200, from Summoned Skull and Battle Ox) gets Rush Recklessly (+700). A:
    4900 this turn; 4200 again at the end of the turn (the Tributes' ATK was fixed as it was
    Tribute Summoned)."""
    duel, s = _garzett(rules, hand=("Rush Recklessly",))
    assert _atk(duel) == 4200
    s.pick("activate", "Rush Recklessly")
    s.pick("target", MG)
    _settle(duel, s)
    assert _atk(duel) == 4900
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and _atk(duel) == 4200


def test_maju_garzett_2005_shrink_leaves_it_0_for_good():
    """Q: (GOAT) I activate Shrink on my 4200-ATK Garzett. A: its original ATK is changed (half of
    "?", 0): from then on its ATK is 0 -- this turn and the next."""
    duel, s = _garzett("GOAT", hand=("Shrink",))
    s.pick("activate", "Shrink")
    s.pick("target", MG)
    _settle(duel, s)
    assert _atk(duel) == 0
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and _atk(duel) == 0


def test_maju_garzett_todays_shrink_leaves_it_0_this_turn_only():
    """Q: (today's rules) I activate Shrink on my 4200-ATK Garzett. A: today's Shrink makes its ATK
    half its original ATK ("?", 0) this turn and changes no original ATK: 0 this turn, and its own
    4200 again next turn (round 55r: only an original-ATK change, Ctx.original_stats_changed, ends
    its effect for good)."""
    duel, s = _garzett("MR5", hand=("Shrink",))
    s.pick("activate", "Shrink")
    s.pick("target", MG)
    _settle(duel, s)
    assert _atk(duel) == 0
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and _atk(duel) == 4200

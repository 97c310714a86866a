"""Card callbacks the menus and windows ask most often have cheaper forms that stop early
(issue 11, docs/performance.md round 7); each must answer what the plain form of the same
rule answers. At every decision of random duels on the Goat decks that play these cards,
both forms are asked for both players:
- Black Luster Soldier - Envoy of the Beginning and Chaos Sorcerer come out by banishing a
  LIGHT and a DARK monster from their owner's GY: `kit.grave_has_attributes` (one walk that
  stops once both are seen) against both lists of `kit.grave_monsters` being non-empty;
- Metamorphosis's cost (Tribute a monster whose Level a Fusion Monster of the Extra Deck
  shares, one that could come out): `can_pay`, which stops at the first such monster,
  against the whole list the cost offers."""

from duelist.cards import kit as K
from duelist.cards.scripts import c09596126_chaos_sorcerer as sorcerer
from duelist.cards.scripts import c46411259_metamorphosis as metamorphosis
from duelist.cards.scripts import c72989439_black_luster_soldier_envoy_of_the_beginning as envoy
from duelist.engine import effects as E
from duelist.testing.walks import random_decisions

PAIRS = (("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_the_cheaper_forms_answer_as_the_plain_ones_at_every_decision():
    seen = {"both_attributes": 0, "no_attributes": 0, "can_pay": 0, "cannot_pay": 0}
    for duel, where in random_decisions(PAIRS, range(3)):
        for player in (0, 1):
            ctx = E.Ctx(duel, None, None, player)
            plain = bool(K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "LIGHT")) and \
                bool(K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "DARK"))
            assert K.grave_has_attributes(ctx, ("LIGHT", "DARK")) == plain, where
            assert envoy.proc_condition(ctx) == plain, where
            assert sorcerer.proc_condition(ctx) == (plain and not sorcerer.grave_banish_locked(ctx)), where
            seen["both_attributes" if plain else "no_attributes"] += 1
            paid = bool(metamorphosis._fodder(ctx))
            assert metamorphosis.can_pay(ctx) == paid, where
            seen["can_pay" if paid else "cannot_pay"] += 1
    assert min(seen.values()) > 20, seen


def test_grave_has_attributes_needs_one_monster_of_each():
    """Spells and Traps do not count; one Attribute seen twice is not two Attributes."""
    from duelist.testing import Table
    table = Table()
    table.grave(0, "Dark Magician", "Dark Magician", "Monster Reborn")
    table.grave(1, "Dark Magician", "Celtic Guardian")
    duel = table.build()
    mine, theirs = E.Ctx(duel, None, None, 0), E.Ctx(duel, None, None, 1)
    assert not K.grave_has_attributes(mine, ("LIGHT", "DARK"))
    assert K.grave_has_attributes(mine, ("DARK",))
    assert K.grave_has_attributes(theirs, ("EARTH", "DARK"))
    assert K.grave_has_attributes(mine, ("EARTH", "DARK"), who="opp")
    assert K.grave_has_attributes(mine, ())

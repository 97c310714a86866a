"""Vilepawn Archfiend's (73219648) maintenance cost with exactly the LP it asks: the 500 LP are
paid (it is no optional cost: its controller may not keep the monster unpaid, nor give it up to
keep the LP), the player's LP become 0 and they lose the duel; the Archfiend stays on the field.

Sources: the card's text in my words (DCR, 2005; the OCG text on yugioh-wiki.net
《ヘルポーンデーモン》): its controller pays 500 LP in each of their Standby Phases, not optional;
it is destroyed only where that cannot be paid; a cost of 500 LP can be paid with 500 LP (seed
000's costs are paid if the player has what they ask, as
tests/cards/test_fairy_box_upkeep_edges_r55o.py reads it for Fairy Box's optional upkeep); a
player at 0 LP loses (seed 000 §勝負判定條件). Round 57o: kills kit.py `archfiend_upkeep`'s LP test
read as `>` (with exactly 500 LP the Archfiend destroyed, the LP kept)."""

from duelist.testing.reads import field_monsters, grave, lp

from tests.cards.archfiend_positions import standby

VP = "Vilepawn Archfiend"


def test_vilepawn_archfiend_upkeep_paid_with_exactly_500_lp_loses_the_duel():
    """Q: (both texts) my turn begins with Vilepawn Archfiend face-up and I have exactly 500 LP.
    A: the 500 LP are paid in my Standby Phase: my LP are 0 and I lose; Vilepawn Archfiend is
    not destroyed."""
    for rules in ("GOAT", "MR5"):
        duel = standby(VP, lp0=500, rules=rules)
        assert lp(duel) == (0, 8000), rules
        assert duel.result is not None and duel.result["winner"] == 1, rules
        assert field_monsters(duel, 0) == [VP] and grave(duel, 0) == [], rules


def test_vilepawn_archfiend_upkeep_with_one_lp_more():
    """Q: the same with 501 LP. A: the 500 LP are paid: 1 LP left, the duel goes on to my Main
    Phase 1 with Vilepawn Archfiend on the field."""
    duel = standby(VP, lp0=501)
    assert lp(duel) == (1, 8000) and duel.result is None and duel.phase == "main1"
    assert field_monsters(duel, 0) == [VP]

"""Shadowknight Archfiend (9603356) under Pandemonium: its 900 LP upkeep is an Archfiend's
Standby Phase payment, which Pandemonium waives.

Sources, read in our words: Pandemonium's text (DCR, 2005, the same today: no player pays LP in
the Standby Phase for "Archfiend" monsters) and yugioh-wiki.net 《万魔殿－悪魔の巣窟－》 (the
waiver covers every デーモン's Standby Phase payment); Shadowknight Archfiend is an Archfiend by
its name in both eras (kit.is_archfiend). A Pandemonium negated by Imperial Order waives nothing
(Desrook Archfiend's test, the same helper: kit.archfiend_upkeep)."""

import pytest

from duelist.testing.reads import field_monsters, lp

from tests.cards.archfiend_positions import standby

SK = "Shadowknight Archfiend"


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_shadowknight_archfiend_pays_nothing_under_pandemonium(rules):
    """Q: my Pandemonium is face-up as my Standby Phase begins with Shadowknight Archfiend
    face-up. A: no LP are paid for it: 8000, and it stays."""
    duel = standby(SK, field=["Pandemonium"], rules=rules)
    assert lp(duel) == (8000, 8000) and field_monsters(duel, 0) == [SK]


def test_shadowknight_archfiend_pays_under_a_negated_pandemonium():
    """Q: my Pandemonium is face-up but my opponent's Imperial Order negates it as my Standby
    Phase begins. A: the waiver does not apply: I pay 900 for Shadowknight Archfiend (and 700
    for my opponent's Imperial Order is theirs): 7100."""
    duel = standby(SK, field=["Pandemonium"], opponent_field=["Imperial Order"])
    assert lp(duel)[0] == 7100 and field_monsters(duel, 0) == [SK]

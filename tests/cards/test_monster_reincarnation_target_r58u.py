"""Monster Reincarnation (74848038): its target gone from the GY before it resolves.

Sources: yugioh-wiki.net 《死者転生》 (today's text: a monster of your GY is the target); the 2005
text (RDS-EN045, Pojo's card of the day of 2005-08-31: discard 1 card, add 1 monster from your GY
to your hand) has no "select": we read it as targeting too, as the OCG ruled the old texts of its
set-mates Dark Core and Back to Square One (yugioh-wiki.net 《ブラック・コア》, and 《振り出し》's
old revision: its old text, with no 「選択」, "targets a monster on the field"), so no era
entry and no substitute chosen on resolution -- our reading for this card. Seed 000 §對象: a
target no longer where the effect needs it is not affected; the discarded cost stays paid."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

CARD = "Monster Reincarnation"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_monster_reincarnation_target_revived_in_response_adds_nothing(rules):
    """Q: I discard Battle Ox to Monster Reincarnation targeting Summoned Skull in my GY, then
    chain my Call of the Haunted reviving that Summoned Skull. A: as Monster Reincarnation
    resolves its target is no longer in the GY: nothing is added (not even Battle Ox, still in
    the GY: the target is not picked again); Summoned Skull stays on the field."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, CARD, "Battle Ox")
    table.grave(0, "Summoned Skull")
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, player=0)
    s.pick("select", "Battle Ox", player=0)
    s.pick("target", "Summoned Skull", player=0)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Summoned Skull", player=0)
    while duel.request.kind != "idle":
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert hand(duel, 0) == []
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", CARD]

"""Royal Oppression (93016201): its other half, the card or effect whose activation would
Special Summon.

Sources: the card's text, 2005 (LOD-091, quoted by Pojo's Card of the Day of 2005-09-12: it
negates a Special Summon "and the effect that Special Summoned the monster(s)", and destroys
both) and today's ("the Special Summon of a monster(s), and/or an effect that Special Summons a
monster(s), and destroy those cards"); the Konami TCG article "When & How to Use Royal
Oppression" (2010, quoted by yugiohsecrets.blogspot.com): it cannot touch the monster that
Monster Reborn or Call of the Haunted has already brought back, but it can be used against that
Monster Reborn or Call of the Haunted as it is activated; edisonformat.com's rulings: the 800 LP
are a cost, and it answers the activation of a card or effect that would Special Summon.

The engine offers a face-up card's `Effect(by_either=True)` whose condition answers a chain link
to both players in the chain windows (chain.py `_with_either`, round 53o); Monster Reborn's
activation declares that it Special Summons (`Effect(special_summons=True)`)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", [None, "GOAT"])
def test_royal_oppression_negates_monster_reborn_as_it_is_activated(rules):
    """Q: my opponent activates Monster Reborn on their Summoned Skull; my Royal Oppression is
    face-up. May I pay 800 LP in answer? A: yes: Monster Reborn is negated and destroyed,
    Summoned Skull stays in the GY, I have 7200 LP."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Royal Oppression", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Royal Oppression", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Monster Reborn", "Summoned Skull"]

"""Archfiend of Gilfer Tributed for a Ritual Summon misses the timing of its optional "when"
effect (round 50q).

Seed 001 §上級召喚 / §特殊召喚 (因…而導致怪獸被解放的場合，之後還需要處理怪獸的召喚。所以如果是像『這張卡被
送去墓地時，可以~~』這種只在這個時點可以發動的選發誘發效果，由于是在處理中，所以不能發動) and seed 000
§效果分類 › 誘發效果: a Ritual Spell Tributes its monsters and then Ritual Summons, in one
resolution; Gilfer's "when this card is sent to the GY, you can..." is not the last thing that
happened, from the field or from the hand alike (yugioh-wiki.net タイミングを逃す: Ritual
Tributes). The Ritual Summon itself is unaffected."""

import pytest

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("where", ["field", "hand"])
def test_gilfer_tributed_for_relinquished_misses_the_timing(where):
    """Q: I activate Black Illusion Ritual and Tribute Archfiend of Gilfer (from my field, or
    from my hand) for Relinquished. May Gilfer equip itself to my opponent's Battle Ox? A: no
    -- the Ritual Summon came after the Tribute in the same resolution: Gilfer missed the
    timing, and no yes/no is asked."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Black Illusion Ritual", "Relinquished")
    if where == "field":
        table.monster(0, "Archfiend of Gilfer")
    else:
        table.hand(0, "Archfiend of Gilfer")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Illusion Ritual", request="idle")
    s.pick("option", "Attack Position", request="option")     # Relinquished's position
    while duel.request.kind != "idle":
        assert duel.request.kind == "chain"                    # never a Gilfer yes/no
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Relinquished"]
    assert grave(duel, 0) == ["Archfiend of Gilfer", "Black Illusion Ritual"]
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
    assert duel.atk(duel.monsters(1)[0]) == 1700                # Battle Ox not weakened

"""Magical Scientist whose Monster Zones fill up in the chain (round 48k).

Seed 000 §特殊召喚 (a monster is Special Summoned only to a free zone): Magical Scientist's
cost (1000 LP) is paid as it activates; if no Monster Zone is left for the Fusion Monster when
the effect resolves, nothing is summoned and nothing is asked, and the duel goes on."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_magical_scientist_summons_nothing_after_scapegoat_filled_its_zones():
    """Q: I pay 1000 LP for Magical Scientist, then chain Scapegoat, which fills my last four
    Monster Zones with Sheep Tokens. What does Magical Scientist do? A: Nothing: there is no
    zone for the Fusion Monster, so it stays in the Extra Deck; the LP stay paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magical Scientist")
    table.spell_trap(0, "Scapegoat")
    table.extra(0, "Thousand-Eyes Restrict")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    s.pick("activate", "Scapegoat", request="chain", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert field_monsters(duel, 0) == ["Magical Scientist"] + ["Sheep Token"] * 4
    assert [c.name for c in duel.players[0].extra] == ["Thousand-Eyes Restrict"]
    assert duel.players[0].lp == 7000

"""King Dragun whose Monster Zones fill up in the chain (round 48c).

King Dragun's text: once per turn, Special Summon 1 Dragon monster from your hand. Seed 000
§特殊召喚 (a monster is Special Summoned only to a free zone): if Call of the Haunted, chained to
it, takes the last free Monster Zone, the effect resolves doing nothing and the Dragon stays in
the hand."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def test_king_dragun_summons_nothing_after_call_of_the_haunted_took_the_last_zone():
    """Q: King Dragun and three other monsters are on my field; I activate King Dragun with Luster
    Dragon in hand and chain Call of the Haunted for my Battle Ox, which takes my last zone. What
    does King Dragun do? A: nothing: Luster Dragon stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "King Dragun", summon_kind="fusion")
    for _ in range(3):
        table.monster(0, "Mystical Elf", position="defense")
    table.hand(0, "Luster Dragon")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "King Dragun")
    s.pick("activate", "Call of the Haunted", request="chain", player=0)
    s.pick("target", "Battle Ox")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert sorted(c.name for c in duel.monsters(0)) == ["Battle Ox", "King Dragun"] + ["Mystical Elf"] * 3
    assert hand(duel, 0) == ["Luster Dragon"]

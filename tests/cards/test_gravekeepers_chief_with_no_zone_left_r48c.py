"""Gravekeeper's Chief Tribute Summoned into the last zone revives nothing (round 48c).

Gravekeeper's Chief's text: when it is Tribute Summoned, target 1 "Gravekeeper's" monster in your
GY; Special Summon it. Seed 000 §対象をとる and §特殊召喚: with no free Monster Zone the monster
cannot be Special Summoned, so it is no target and the effect is not activated."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_gravekeepers_chief_on_a_full_field_asks_nothing():
    """Q: five monsters fill my Monster Zones; I Tribute one to Tribute Summon Gravekeeper's Chief.
    Gravekeeper's Guard is in my GY. Am I asked to revive it? A: no: there is no free zone."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    for _ in range(5):
        table.monster(0, "Mystical Elf", position="defense")
    table.hand(0, "Gravekeeper's Chief")
    table.grave(0, "Gravekeeper's Guard")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Gravekeeper's Chief")
    for _ in range(6):
        if duel.request.kind == "tribute":
            s.pick("tribute", "Mystical Elf", first=True)
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert "Gravekeeper's Guard" in grave(duel, 0)
    assert sorted(c.name for c in duel.monsters(0)) == ["Gravekeeper's Chief"] + ["Mystical Elf"] * 4

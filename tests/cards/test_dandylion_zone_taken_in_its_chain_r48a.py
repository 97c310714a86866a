"""Dandylion whose second free zone was taken in its chain (round 48a).

Dandylion's effect Special Summons two Fluff Tokens, both or none (its text: 2 Tokens). Seed 000
§特殊召喚 (a monster is Special Summoned to a free Main Monster Zone) and §効果処理 (an effect that
can no longer do what it says as it resolves does nothing of it): once Call of the Haunted took
one of the two free zones in the chain, there is room for one Token only, so none comes out."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_dandylion_with_one_zone_left_at_resolution_makes_no_fluff_token():
    """Q: three of my five Main Monster Zones hold monsters; Foolish Burial sends Dandylion to my
    GY and its effect activates; I chain Call of the Haunted on Mystical Elf, which takes one of
    the two free zones. A: Dandylion's effect then finds one free zone: no Fluff Token at all."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Dandylion", "Battle Ox"])
    table.grave(0, "Mystical Elf")
    table.spell_trap(0, "Call of the Haunted")
    for name in ("Battle Ox", "Battle Ox", "Junk Synchron"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Dandylion")
    for _ in range(6):
        if s.has("activate", "Call of the Haunted") and \
                [e for e in duel.log if e.get("type") == "chain" and e.get("name") == "Dandylion"]:
            break
        s.pick("pass")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Mystical Elf")
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Battle Ox", "Junk Synchron", "Mystical Elf"]

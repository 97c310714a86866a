"""Contract with Exodia whose last free zone was filled in its chain (round 48a).

The card's text: with the five Forbidden One pieces in the GY, Special Summon Exodia Necross
from the hand. Seed 000 §効果処理 (an effect does what it still can when it resolves): once the
last free Main Monster Zone was taken in the chain, Exodia Necross has nowhere to go, so the
card resolves doing nothing and Necross stays in the hand."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def test_contract_with_exodia_after_call_of_the_haunted_took_the_last_zone_summons_nothing():
    """Q: the five pieces and a Battle Ox are in my GY, I hold Exodia Necross, and four of my
    Main Monster Zones are full. I activate Contract with Exodia and chain my own Call of the
    Haunted on Battle Ox, which takes the last zone. A: Contract with Exodia then resolves with
    no zone for Necross: nothing is summoned and Necross stays in my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Contract with Exodia", "Exodia Necross")
    table.grave(0, *PIECES)
    table.grave(0, "Battle Ox")
    for name in ("Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"):
        table.monster(0, name)
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Contract with Exodia")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind in ("chain", "option"):
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    s.expect(request="idle", player=0)
    assert "Battle Ox" in field_monsters(duel, 0) and "Exodia Necross" not in field_monsters(duel, 0)
    assert [c.name for c in duel.players[0].hand] == ["Exodia Necross"]
    assert sorted(c.name for c in duel.players[0].grave) == sorted(PIECES + ("Contract with Exodia",))

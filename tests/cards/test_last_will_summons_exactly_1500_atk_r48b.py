"""Last Will's "1500 or less ATK" includes 1500 (round 48b's mutation round).

Last Will's text (Special Summon 1 monster with 1500 or less ATK from your Deck): Koumori
Dragon, with exactly 1500 ATK, is among the monsters it may summon."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_last_will_offers_koumori_dragon_with_exactly_1500_atk():
    """Q: Dark Hole destroyed my Battle Ox; I activate Last Will. May I Special Summon Koumori
    Dragon (1500 ATK) from my Deck? A: yes (Summoned Skull, 2500, is not offered)."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Dark Hole", "Last Will")
    table.deck(0, ["Summoned Skull", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", "Last Will")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    assert [o.name for o in s.options("select")] in (["Koumori Dragon"], [])
    if duel.request.kind == "select":
        s.pick("select", "Koumori Dragon")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Koumori Dragon"]

"""Last Will under its current text (MR5, the default preset): once a monster its player
controlled has gone to their GY this turn, that player may, once that turn, Special Summon from
the Deck 1 monster with 1500 or less ATK -- one summon for EACH Last Will.

Sources: the Master Duel text and its notes on aniwotawiki (《遺言状》: "1 card summons 1
monster; activate several and you summon that many"); yugipedia Card Rulings:Last Will
(previously official TCG: "if you activate 2 Last Wills, then you get to Special Summon 2
monsters"); the NetRep answers quoted by Blue Ox Games for SDY-039 ("you only Special Summon 1
monster for each 1 Last Will"). (The same sources let its player make the summon at any time
later that turn, never in the Damage Step; the engine asks at once: left open, stop 40.)"""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_two_last_wills_summon_two_monsters():
    """Q: Dark Hole destroyed my Battle Ox; I activate Last Will and summon Silver Fang, then
    activate a second Last Will: A: each Last Will summons one monster: Mystical Elf too."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Dark Hole", "Last Will", "Last Will")
    table.deck(0, ["Blue-Eyes White Dragon", "Mystical Elf", "Silver Fang"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _resolve(s)
    for summon in ("Silver Fang", "Mystical Elf"):
        s.pick("activate", "Last Will", first=True)
        _resolve(s)
        s.pick("yes", player=0, request="yes_no")
        s.pick("select", summon)
        s.pick("option", "Attack Position", request="option")
        _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Silver Fang"]

"""D.D.R. - Different Dimension Reincarnation played while Macro Cosmos is face-up (round 52z).

Sources: D.D.R.'s rulings (yugipedia "Card Rulings:D.D.R. - Different Dimension Reincarnation":
the discard is a cost; when D.D.R. leaves the field the monster is destroyed); Macro Cosmos
(yugipedia "Card Rulings:Macro Cosmos"; seed 000 §墓地): a card discarded as a cost, a Spell
destroyed, and a monster destroyed are banished instead of being sent to the GY -- the
discard may still be paid (it is "discarded", banished instead), and a monster destroyed is
still destroyed."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

DDR = "D.D.R. - Different Dimension Reincarnation"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_ddr_under_macro_cosmos_banishes_its_discard_and_then_its_monster():
    """Q: Macro Cosmos is face-up. I activate D.D.R. discarding Battle Ox, bring back my
    banished Dark Magician, then destroy my own D.D.R. with Mystical Space Typhoon. A: Battle
    Ox is banished as it is discarded; Dark Magician comes back; when D.D.R. is destroyed,
    Dark Magician is destroyed too; D.D.R., Dark Magician and the Typhoon are all banished,
    and nothing is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(0, DDR, "Battle Ox", "Mystical Space Typhoon")
    table.banished(0, "Dark Magician")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DDR)
    s.pick("select", "Battle Ox")
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Dark Magician"] and grave(duel, 0) == []
    s.pick("target", "Dark Magician")
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == ["Dark Magician"] and banished(duel, 0) == ["Battle Ox"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", DDR)
    _pass_all(duel, s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [] and hand(duel, 0) == []
    assert sorted(banished(duel, 0)) == sorted(
        ["Battle Ox", DDR, "Dark Magician", "Mystical Space Typhoon"])
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Macro Cosmos"]

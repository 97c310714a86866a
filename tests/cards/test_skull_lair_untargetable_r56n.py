"""Skull Lair (6733059): the Levels its cost may be paid for are those of monsters it can target.

Sources: the OCG text 《死霊の巣》 (「選択して破壊する」: it targets 1 face-up monster whose Level
equals the number banished; yugioh-wiki.net) and Lord of D.'s text (Dragon monsters cannot be
targeted by card effects). The banishing is a cost paid as the effect is activated, and a
targeting effect needs a legal target to be activated (the general rule): a number of cards
whose Level no targetable monster has could never be paid for a legal activation. That the choice of Level
is offered only for a legal target is our reading of those two rules (no FAQ names it)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

LAIR = "Skull Lair"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_skull_lair_offers_no_level_of_an_untargetable_dragon():
    """Q: My GY holds 8 monsters; my opponent controls face-up Lord of D. (Level 4) and
    Blue-Eyes White Dragon (Level 8, a Dragon: Lord of D. keeps it from being targeted). A: only
    "Level 4" is offered for the cost; I banish 4 and destroy Lord of D.; Blue-Eyes stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, LAIR, face_down=False)
    gy = ["Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon",
          "Beaver Warrior", "Battle Ox", "Giant Soldier of Stone", "Dark Magician"]
    table.grave(0, *gy)
    lord = table.monster(1, "Lord of D.")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LAIR, player=0)
    request = s.expect(request="option", player=0)
    assert [o.name for o in request.options] == ["Level 4"]
    s.pick("option", "Level 4")
    for name in gy[:4]:
        s.pick("select", name)
    if duel.request.kind == "select":
        s.pick("done")
    s.pick("target", lord, player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Lord of D."] and len(banished(duel, 0)) == 4
    assert [c.name for c in duel.players[1].mzone if c] == ["Blue-Eyes White Dragon"]

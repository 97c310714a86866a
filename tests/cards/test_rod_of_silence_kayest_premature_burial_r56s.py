"""Rod of Silence - Kay'est (95515060) and an Equip Spell already on its monster.

Source: yugioh-wiki.net 《静寂のロッド－ケースト》: equipped to a monster revived by Premature
Burial, the Rod negates and destroys Premature Burial (an Equip Spell targets the monster it
equips for as long as it stays), and Premature Burial's "destroy the monster with it" is negated
too: only Premature Burial goes. (Review round 56s.)"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

ROD = "Rod of Silence - Kay'est"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_rod_of_silence_kayest_destroys_premature_burial_on_its_monster():
    """Q: I revive Mystical Elf with Premature Burial, then equip the Rod to the Elf. A: Premature
    Burial targets the Elf: it is negated and destroyed, and its destruction takes nothing with
    it: the Elf and the Rod stay, Premature Burial is in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.grave(0, "Mystical Elf")
    table.hand(0, "Premature Burial", ROD)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial", player=0)
    s.pick("target", elf, player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    s.pick("activate", ROD, player=0)
    s.pick("target", elf, player=0)
    _resolve(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == ["Premature Burial"]
    assert any(e.get("type") == "destroyed" and e.get("name") == "Premature Burial" for e in duel.log)
    assert duel.defense(elf.card(duel)) == 2500

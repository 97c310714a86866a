"""Red-Eyes Fusion and a Fusion Monster that names the "Red-Eyes" archetype (round 47a).

The card's text: Fusion Summon a Fusion Monster that lists a "Red-Eyes" monster as material. A
material line that asks for any "Red-Eyes" monster by the archetype (Archfiend Black Skull
Dragon: a Level 6 "Archfiend" Normal Monster + a "Red-Eyes" Normal Monster) lists one (seed 000
§融合召喚: the Fusion Monster's own text names its materials)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_red_eyes_fusion_summons_archfiend_black_skull_dragon():
    """Q: my Extra Deck holds Archfiend Black Skull Dragon; I hold Summoned Skull, and Red-Eyes
    Black Dragon is in my Deck. May Red-Eyes Fusion summon it? A: yes: its materials include a
    "Red-Eyes" monster; Summoned Skull and Red-Eyes Black Dragon go to the GY."""
    table = Table(turn=3)
    table.hand(0, "Red-Eyes Fusion", "Summoned Skull")
    table.deck(0, ["Red-Eyes Black Dragon", "Mystical Elf", "Battle Ox"])
    table.extra(0, "Archfiend Black Skull Dragon")
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Red-Eyes Fusion")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Archfiend Black Skull Dragon")
    s.pick("option", "Attack Position", request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Archfiend Black Skull Dragon"]
    assert sorted(grave(duel, 0)) == ["Red-Eyes Black Dragon", "Red-Eyes Fusion", "Summoned Skull"]

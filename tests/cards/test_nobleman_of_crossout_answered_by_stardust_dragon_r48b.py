"""Nobleman of Crossout is an activation that would destroy a card on the field (round 48b's
mutation round).

Seed 000 §誘發即時效果; Stardust Dragon's rulings (yugioh.fandom "Card Rulings:Stardust Dragon":
a card or effect that would destroy a card on the field may be answered): Nobleman of Crossout,
which destroys a face-down monster, may be answered by that monster's controller's Stardust
Dragon."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_nobleman_of_crossout_and_the_set_monster_survives():
    """Q: my opponent activates Nobleman of Crossout on my Set Mystical Elf. May I Tribute my
    Stardust Dragon to negate it? A: yes: Nobleman of Crossout is negated and destroyed; my Elf
    stays Set and nothing is banished."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.hand(1, "Nobleman of Crossout")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout", player=1)
    s.pick("target", elf, player=1)
    assert duel.request.player == 0 and s.has("activate", "Stardust Dragon")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == ["Stardust Dragon"]
    assert elf.card(duel).position == "set" and grave(duel, 1) == ["Nobleman of Crossout"]

"""A monster's own Special Summon procedure with all five of its player's Main Monster Zones full
(seed 000 §怪獸區域: a monster is put in a free Monster Zone; seed 000 §怪獸的條件特殊召喚: the
procedure is the monster's own way to the field). A procedure whose cost sends nothing from its
player's field (Chaos Sorcerer: it banishes from the GY) cannot free a zone: with every zone
full it is not offered. Only a procedure with Tributes of its player's monsters says it may free
one (`Effect(frees_zone=True)`, the Toons), and one that lands on the opponent's field needs
none of its player's (Lava Golem: tests/cards/test_lava_golem_with_its_owners_zones_full_r29n.py).

Round 38m's mutant: effects.py `Effect`'s `frees_zone` default written True (every procedure
offered with every zone full)."""

from duelist.testing.scenario import Script, Table


def _table(monsters):
    table = Table(turn=3, turn_player=0, phase="main1")
    for _ in range(monsters):
        table.monster(0, "Celtic Guardian")
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def test_chaos_sorcerer_is_not_offered_with_every_main_monster_zone_full():
    """Chaos Sorcerer's procedure banishes a LIGHT and a DARK monster from the GY: nothing of
    its player's field leaves, no zone is freed, so with five monsters on the field it is not
    offered; with four (one zone free) it is."""
    assert not Script(_table(5).build()).has("special_summon", "Chaos Sorcerer")
    assert Script(_table(4).build()).has("special_summon", "Chaos Sorcerer")

"""Lava Golem is Special Summoned onto the OPPONENT's field by Tributing two monsters they
control: its owner's own Monster Zones play no part, so it may be summoned while all five of
them are occupied (card text; seed 000 §特殊召唤: the monster goes to the field it is summoned
onto, and the Tributes free a zone there).

(turn.py `_main_menu`'s summoning procedures: a procedure that summons to the opponent's field
is offered without asking for a free zone of the player's own, `effect.to_opponent`.)"""

from duelist.testing.scenario import Script, Table


def _full_field_with_lava_golem_in_hand():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lava Golem")
    for name in ("Battle Ox", "Celtic Guardian", "Kozaky", "Mystical Elf", "Giant Soldier of Stone"):
        table.monster(0, name)
    ox = table.monster(1, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    return table.build(), ox, elf


def test_lava_golem_is_offered_while_its_owners_five_monster_zones_are_full():
    duel, _, _ = _full_field_with_lava_golem_in_hand()
    assert all(c is not None for c in duel.players[0].mzone[:5])
    assert Script(duel).has("special_summon", "Lava Golem")


def test_lava_golem_lands_on_the_opponents_field_while_its_owners_zones_are_full():
    duel, ox, elf = _full_field_with_lava_golem_in_hand()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    s.pick("select", ox)
    s.pick("select", elf)
    s.pick("option", request="option", first=True)
    assert [c.name for c in duel.monsters(1)] == ["Lava Golem"]
    assert len(duel.monsters(0)) == 5

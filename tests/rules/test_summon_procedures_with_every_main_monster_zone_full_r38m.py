"""A monster's own Special Summon procedure with all five of its player's Main Monster Zones full
(seed 000 §怪獸區域: a monster is put in a free Monster Zone; seed 000 §怪獸的條件特殊召喚: the
procedure is the monster's own way to the field). A procedure that puts the monster on the
opponent's field (Lava Golem) needs no zone of its player's own: it is offered with them all
full. A procedure whose cost sends nothing from its player's field (Chaos Sorcerer: it banishes
from the GY) cannot free a zone: with every zone full it is not offered (only a procedure with
Tributes of its player's monsters says it may free one, `Effect(frees_zone=True)`).

Round 38m's mutants: turn.py `_main_menu`'s zone test with `not effect.to_opponent` dropped, and
effects.py `Effect`'s `frees_zone` default written True."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

FULL = ["Celtic Guardian"] * 5


def _table():
    table = Table(turn=3, turn_player=0, phase="main1")
    for name in FULL:
        table.monster(0, name)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    return table


def test_lava_golem_is_offered_with_its_players_own_zones_full():
    """Lava Golem Tributes two of the opponent's monsters and lands on the opponent's field: its
    player's five full Main Monster Zones do not stop it; it takes a zone its Tributes freed
    on the opponent's side."""
    table = _table()
    table.hand(0, "Lava Golem")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    assert s.has("special_summon", "Lava Golem")
    s.pick("special_summon", "Lava Golem")
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "select":
            s.pick("select", "Mystical Elf", first=True)
        elif duel.request.kind == "option" and s.options("option"):
            s.pick("option", first=True)
        else:
            s.pick("pass")
    assert field_monsters(duel, 1) == ["Lava Golem"]
    assert field_monsters(duel, 0) == FULL


def test_chaos_sorcerer_is_not_offered_with_every_main_monster_zone_full():
    """Chaos Sorcerer's procedure banishes a LIGHT and a DARK monster from the GY: nothing of
    its player's field leaves, no zone is freed, so with five monsters on the field it is not
    offered (with one zone free it is)."""
    table = _table()
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("special_summon", "Chaos Sorcerer")
    table = Table(turn=3, turn_player=0, phase="main1")
    for name in FULL[:4]:
        table.monster(0, name)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Dark Magician")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    assert Script(table.build()).has("special_summon", "Chaos Sorcerer")

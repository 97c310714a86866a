"""Level Limit - Area B changes every face-up Level 4 or higher monster in Attack Position to
Defense Position at once; the log records those simultaneous changes in the one order it
records every simultaneous change on the field: player by player, each player's monsters from
their Main Monster Zones left to right, then their Extra Monster Zone -- the order in which it
records the destructions of Dark Hole on the same field (a replay and a reader of the log see
one order whatever the change).

Rules cited: seed 000 §永續魔法 (a Continuous Spell's effect applies while it is face-up), the
state checks' position-forcing effects (applied at once, all affected monsters together).
Card behaviour: Level Limit - Area B ("Change all face-up Level 4 or higher monsters to
Defense Position."), Dark Hole ("Destroy all monsters on the field.").

Position: Master Rule 5, player 0's turn; player 0 has Dark Magician in a Main Monster Zone and
Gaia the Dragon Champion in an Extra Monster Zone, player 1 has Summoned Skull; all in Attack
Position. Round 27m (helper h27m): kills actions.py `_state_check_pass`' force step taking the
monsters in the field roles' order (both players' Main Monster Zones first, the Extra Monster
Zones last) when an Extra Monster Zone holds a monster."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def _field(spell):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gaia the Dragon Champion", zone=5)
    table.monster(1, "Summoned Skull")
    table.monster(0, "Dark Magician")
    table.hand(0, spell)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", spell)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def test_level_limit_records_its_changes_player_by_player_extra_monster_zone_after_main_zones():
    duel = _field("Level Limit - Area B")
    changed = [(e["player"], e["name"]) for e in duel.log if e["type"] == "position"]
    assert changed == [(0, "Dark Magician"), (0, "Gaia the Dragon Champion"), (1, "Summoned Skull")]
    assert all(c.position == S.FACEUP_DEFENSE for c in duel.cards if c.location == S.MZONE)


def test_level_limit_records_its_changes_in_the_order_dark_hole_records_its_destructions():
    changed = [e["name"] for e in _field("Level Limit - Area B").log if e["type"] == "position"]
    destroyed = [e["name"] for e in _field("Dark Hole").log if e["type"] == "destroyed"]
    assert changed == destroyed

"""Level Limit - Area B's simultaneous changes are logged player by player, each player's Main
Monster Zones left to right, then their Extra Monster Zone, whichever of the two Extra Monster
Zones that is (the one order the log records every simultaneous change on the field in:
tests/cards/test_level_limit_changes_in_the_fields_order_r27m.py, there with the left one).

Position: Master Rule 5, player 0's turn; player 0 has Dark Magician in a Main Monster Zone and
Gaia the Dragon Champion in the right Extra Monster Zone, player 1 has Summoned Skull; all in
Attack Position. Player 0 activates Level Limit - Area B: Dark Magician, Gaia, Summoned Skull."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_level_limit_records_a_monster_in_the_right_extra_monster_zone_after_its_players_main_zones():
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Gaia the Dragon Champion", zone=6)
    table.monster(1, "Summoned Skull")
    table.monster(0, "Dark Magician")
    table.hand(0, "Level Limit - Area B")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Level Limit - Area B")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.emz[0] is None and duel.emz[1] is not None
    changed = [(e["player"], e["name"]) for e in duel.log if e["type"] == "position"]
    assert changed == [(0, "Dark Magician"), (0, "Gaia the Dragon Champion"), (1, "Summoned Skull")]
    assert all(c.position == S.FACEUP_DEFENSE for c in duel.cards if c.location == S.MZONE)

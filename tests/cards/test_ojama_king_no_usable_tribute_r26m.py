"""A Tribute Summon is offered only where a Tribute can free a Main Monster Zone the summoned
monster can use (seed 000 §上級召喚; Ojama King keeps up to 3 of the opponent's zones from being
used). With every usable zone taken by monsters that cannot be Tributed (Summoner Monk), a
monster standing in a blocked zone frees no zone the new monster may go to: the Tribute Summon
and the Tribute Set are not offered at all."""

from duelist.engine.names import M
from duelist.testing.scenario import Script, Table


def test_a_tribute_summon_whose_only_tributes_stand_in_blocked_zones_is_not_offered():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King")
    table.monster(1, "Battle Ox", zone=0)
    for zone in (1, 3):
        table.monster(1, "Summoner Monk", zone=zone)
    table.hand(1, "Summoned Skull")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    duel.mark(king.card(duel), M.ZONES_BLOCKED, [0, 2, 4])    # (zone 0 taken: set by hand, as the zones' own test does)
    s = Script(duel)
    s.end_turn()
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert duel.free_mzone(1) is None
    summons = [o for o in duel.request.options
               if o.kind in ("summon", "set") and o.name == "Summoned Skull"]
    assert summons == []

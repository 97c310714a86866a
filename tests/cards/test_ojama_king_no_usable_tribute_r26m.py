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


def test_after_a_first_tribute_from_a_blocked_zone_the_second_must_free_a_usable_one():
    """Blue-Eyes White Dragon needs 2 Tributes; Ojama King blocks zones 0, 2 and 4 of player 1,
    whose Battle Ox (zone 0) and Mystical Elf (zone 2) stand in blocked zones and whose
    Summoner Monk and Giant Soldier of Stone stand in zones 1 and 3. Battle Ox may be the first
    Tribute; then only Giant Soldier of Stone is offered (Summoner Monk cannot be Tributed,
    Mystical Elf would free no zone Blue-Eyes may use)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King")
    table.monster(1, "Battle Ox", zone=0)
    table.monster(1, "Summoner Monk", zone=1)
    table.monster(1, "Mystical Elf", zone=2)
    table.monster(1, "Giant Soldier of Stone", zone=3)
    table.hand(1, "Blue-Eyes White Dragon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    duel.mark(king.card(duel), M.ZONES_BLOCKED, [0, 2, 4])    # (zones 0 and 2 taken: set by hand)
    s = Script(duel)
    s.end_turn()
    s.pick("summon", "Blue-Eyes White Dragon", request="idle", player=1)
    s.pick("tribute", "Battle Ox", request="tribute")
    assert [o.label for o in duel.request.options] == ["Tribute Giant Soldier of Stone"]
    s.pick("tribute", "Giant Soldier of Stone", request="tribute")
    assert duel.players[1].mzone[3].name == "Blue-Eyes White Dragon"

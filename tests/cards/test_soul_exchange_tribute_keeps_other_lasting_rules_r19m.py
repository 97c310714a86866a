"""Soul Exchange's Tribute ends only what it gave (round 19m).

Soul Exchange (68005187): "Target 1 monster your opponent controls; this turn, if you Tribute
a monster, you must Tribute that monster, as if you controlled it. You cannot conduct your
Battle Phase the turn you activate this card." seed 000 §上級召喚: once the opponent's monster
is Tributed, the permission for that monster is used; the player's other rules of the turn
(no Battle Phase, and a second Soul Exchange's permission for another monster) go on."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_no_battle_phase_after_a_tribute_summon_with_the_opponents_monster():
    """Turn 3, player 0: Soul Exchange on Battle Ox (player 1), then Summoned Skull is
    Tribute Summoned with Battle Ox. Player 0 still may not enter the Battle Phase
    (Soul Exchange's cost lasts the turn); only the End Phase is left."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.hand(0, "Soul Exchange", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    s.pick("summon", "Summoned Skull", request="idle")
    s.pick("tribute", "Battle Ox", request="tribute")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Summoned Skull"]
    assert grave(duel, 1) == ["Battle Ox"]
    assert not s.has("battle") and s.has("end_turn")


def test_a_second_soul_exchanges_monster_may_still_be_tributed_after_the_first():
    """Turn 3, player 0 (no monster of their own): Soul Exchange on Battle Ox, a second Soul
    Exchange on Celtic Guardian (both player 1's). Summoned Skull is Tribute Summoned with
    Battle Ox. Then Ultimate Offering (Set earlier) is activated and its effect (500 LP)
    gives an additional Normal Summon: a second Summoned Skull is Tribute Summoned with
    Celtic Guardian, whose permission still holds."""
    table = Table(turn=3)
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Soul Exchange", "Soul Exchange", "Summoned Skull", "Summoned Skull")
    table.spell_trap(0, "Ultimate Offering")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange", first=True)
    s.pick("target", "Battle Ox")
    _settle(duel, s)
    s.pick("activate", "Soul Exchange", request="idle")
    s.pick("target", "Celtic Guardian")
    _settle(duel, s)
    s.pick("summon", "Summoned Skull", request="idle", first=True)
    s.pick("tribute", "Battle Ox", request="tribute")
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    s.pick("activate", "Ultimate Offering", request="idle")
    _settle(duel, s)
    s.pick("activate", "Ultimate Offering", request="idle")
    _settle(duel, s)
    s.pick("summon", "Summoned Skull", first=True)
    s.pick("tribute", "Celtic Guardian", request="tribute")
    assert field_monsters(duel, 0) == ["Summoned Skull", "Summoned Skull"]
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert duel.players[0].lp == 7500

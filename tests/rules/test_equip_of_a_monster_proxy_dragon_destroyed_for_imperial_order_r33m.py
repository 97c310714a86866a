"""The state checks after a destruction a state check left to ask (engine/destruction.py) and
a replacement changed (chain.py `_window_after_destructions`: the destructions are made, then
the state checks look again, then the window opens).

Rules cited: seed 001 §永續效果 (Imperial Order's upkeep and Proxy Dragon's "destroy one of
your monsters this card points to instead" apply without a chain link); seed 004 (the state
of the game is brought up to date before anyone can act again: ENGINE.md §2). Player 1
cannot pay Imperial Order's 700 LP (600 LP) as player 0's Standby Phase begins; Proxy Dragon
destroys Battle Ox instead, and Battle Ox's Lucky Iron Axe, equipped to nothing, goes to the
GY before the Standby Phase's window offers player 0 anything: player 0's Set Mystical Space
Typhoon may target only Imperial Order.
"""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _spells(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


def test_the_equip_of_the_monster_destroyed_instead_is_gone_before_the_standby_window_offers():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    ox = table.monster(1, "Battle Ox", zone=1)
    table.monster(1, "Proxy Dragon", zone=2)       # (Link-2, Left and Right: zones 1 and 3)
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0, request="chain")                  # the Draw Phase
    s.expect(request="yes_no", player=1)                       # Imperial Order: Proxy Dragon?
    s.pick("yes", "Proxy Dragon", player=1)                    # (Battle Ox, the one it points to)
    s.expect(request="chain", player=0)                        # the Standby Phase's window
    assert duel.phase == "standby"
    assert field_monsters(duel, 1) == ["Proxy Dragon"] and _spells(duel, 1) == ["Imperial Order"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Lucky Iron Axe"]
    s.pick("activate", "Mystical Space Typhoon", player=0)
    assert [o.name for o in duel.request.options] == ["Imperial Order"]


def test_without_the_replacement_imperial_order_goes_and_the_axe_stays():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="draw", lp=(8000, 600))
    table.spell_trap(1, "Imperial Order", face_down=False)
    ox = table.monster(1, "Battle Ox", zone=1)
    table.monster(1, "Proxy Dragon", zone=2)
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=0, request="chain")
    s.pick("no", "Proxy Dragon", player=1)
    s.expect(request="chain", player=0)
    assert duel.phase == "standby"
    assert field_monsters(duel, 1) == ["Battle Ox", "Proxy Dragon"] and _spells(duel, 1) == ["Lucky Iron Axe"]
    assert grave(duel, 1) == ["Imperial Order"]

"""Ojama King blocks up to 3 of the opponent's Main Monster Zones; it does not block the Extra
Monster Zone. A Pendulum Summon puts monsters from the hand only in Main Monster Zones, and a
face-up Pendulum Monster from the Extra Deck in the Extra Monster Zone (or a Main Monster Zone a
Link Monster points to): so with one Main Monster Zone left open, the player may Pendulum Summon
one card from the hand and one from the Extra Deck, never two from the hand.

Seed 001 【ペンデュラム召喚（靈擺召喚）】 (as many monsters as there are usable zones; from the Extra Deck, face-up
Pendulum Monsters to the Extra Monster Zone or a linked zone, MR4 / MR5 alike); the Extra
Monster Zone is not a Main Monster Zone (seed 000 【主要怪獸區域】, 【額外怪獸區域】).
Sources: yugioh-wiki 《おジャマ・キング》 (its effect names the opponent's メインモンスターゾーン only,
since the Extra Monster Zone was made); yugioh-wiki 「ペンデュラム召喚」 (the count is bounded by
usable zones, Extra Deck Pendulum Monsters go to the Extra Monster Zone or a linked zone)."""

import pytest

from duelist.testing.scenario import Script, Table


@pytest.mark.parametrize("rules", ["MR4", "MR5"])
def test_ojama_king_leaves_one_main_zone_and_the_extra_monster_zone(rules):
    """Q: my opponent's Ojama King blocks my Main Monster Zones 2-4 and Battle Ox is in zone 1,
    so only zone 5 is open. I Pendulum Summon with scales 2 and 7: may I bring out two monsters
    from my hand? A: no, one: after Giant Soldier of Stone only my face-up Mandragon from the
    Extra Deck is still offered, and it goes to the Extra Monster Zone."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.pendulum(0, "Foucault's Cannon", "left")            # scales 2 and 7
    table.pendulum(0, "Flash Knight", "right")
    table.hand(0, "Giant Soldier of Stone", "Summoned Skull", "Celtic Guardian")
    table.extra(0, "Mandragon", face_up=True)                 # Level 4 Pendulum Monster
    table.monster(0, "Battle Ox", zone=0)
    table.monster(1, "Ojama King", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.zones(1, 2, 3)                                         # Ojama King's controller chooses
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    assert not s.has("select", "Summoned Skull") and not s.has("select", "Celtic Guardian")
    s.pick("select", "Mandragon")
    while duel.request.kind == "option":
        s.pick("option", "Attack Position")
    placed = {c.name: c.seq for c in duel.monsters(0)}
    assert placed == {"Battle Ox": 0, "Giant Soldier of Stone": 4, "Mandragon": 5}   # 5: an EMZ

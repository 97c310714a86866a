"""A monster taken by Change of Heart needs a usable Main Monster Zone of its new controller
when the Spell resolves. Ojama King revived by Call of the Haunted in Chain Link 2 blocks its
zones at once (seed 000 §效果分類 › 永續效果: a continuous effect applies from the moment its card
is face-up, even in the middle of a chain's resolution); with the other two zones taken,
Change of Heart's player has no usable zone left, and the monster stays where it is (seed 000
§怪獸區域: a monster under a player's control stands in one of their usable Main Monster Zones)."""

from duelist.testing.scenario import Script, Table


def test_change_of_heart_takes_nothing_when_ojama_king_blocks_the_last_zones_above_it():
    """Q: I control Battle Ox and Mystical Elf and activate Change of Heart on my opponent's
    Dark Magician; they chain Call of the Haunted and revive Ojama King, blocking my three empty
    zones. What happens? A: Dark Magician stays under their control: I have no zone for it."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.properly_summoned(table.grave(0, "Ojama King"))
    table.spell_trap(0, "Call of the Haunted")
    magician = table.monster(0, "Dark Magician")
    table.monster(1, "Battle Ox", zone=0)
    table.monster(1, "Mystical Elf", zone=1)
    table.hand(1, "Change of Heart")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Change of Heart", player=1)
    s.zones()
    s.pick("target", magician, request="target")
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Ojama King", request="target")
    while duel.request.kind in ("zone", "position", "chain"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            duel.answer(duel.request.options[-1].id)      # Ojama King blocks zones 2, 3, 4
    assert [e["zones"] for e in duel.log if e["type"] == "zones_blocked"] == [[2, 3, 4]]
    assert "Change of Heart" in [c.name for c in duel.players[1].grave]   # it resolved
    assert magician.card(duel).controller == 0
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox", "Mystical Elf"]
    assert duel.free_mzone_count(1) == 0


def test_without_ojama_king_change_of_heart_takes_the_monster():
    table = Table(rules="GOAT", turn=4, turn_player=1)
    magician = table.monster(0, "Dark Magician")
    table.monster(1, "Battle Ox", zone=0)
    table.monster(1, "Mystical Elf", zone=1)
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", magician, request="target")
    assert magician.card(duel).controller == 1

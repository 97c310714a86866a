"""Dark Blade the Dragon Knight's banishing follows only the battle damage it inflicts itself
(round 48b's mutation round).

Dark Blade the Dragon Knight's text (when this card inflicts battle damage to your opponent:
you can target up to 3 monsters in their GY; banish them): battle damage from another of its
controller's monsters does not activate it."""

from duelist.testing.scenario import Script, Table


def test_battle_ox_beside_dark_blade_deals_damage_and_dark_blade_banishes_nothing():
    """Q: my Battle Ox attacks my opponent directly while my Dark Blade the Dragon Knight stands
    beside it; their GY holds Sangan. Is Dark Blade's effect offered? A: no: Dark Blade did not
    inflict the damage; Sangan stays in their GY."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Blade the Dragon Knight", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    table.grave(1, "Sangan")
    table.deck(0, ["Mystical Elf"] * 2)
    table.deck(1, ["Mystical Elf"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Dark Blade the Dragon Knight")
        s.pick("pass")
    assert duel.request.kind == "battle" and duel.players[1].lp == 8000 - 1700
    assert [c.name for c in duel.players[1].grave] == ["Sangan"]

"""An "Artifact" monster destroyed while Set in the opponent's turn Special Summons itself from
the GY (a mandatory trigger); with no Monster Zone free when it resolves it cannot, and it
stays in the GY without asking its controller anything (seed 000 §特殊召喚: a monster is Special
Summoned only to a free zone)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_artifact_moralltach_destroyed_with_every_monster_zone_full_stays_in_the_gy():
    """Q: my five Main Monster Zones are full and my Set Artifact Moralltach is destroyed by my
    opponent's Mystical Space Typhoon in their turn. A: its effect resolves but cannot Special
    Summon it: no position is asked, Moralltach stays in my GY and my opponent goes on."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    for zone in range(5):
        table.monster(0, "Battle Ox", zone=zone)
    artifact = table.spell_trap(0, "Artifact Moralltach")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", artifact, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "idle" and duel.request.player == 1     # no position asked
    assert field_monsters(duel, 0) == ["Battle Ox"] * 5
    assert grave(duel, 0) == ["Artifact Moralltach"]

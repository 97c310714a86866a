"""Level Limit - Area B's position changes are told in the duel's monster order (round 49e).

Level Limit - Area B changes every face-up Attack Position monster of Level 4 or more to
Defense Position (a continuous effect, applied at the state checks: seed 000 §永續效果); all at
once, and the log tells each change in one order, the order `Duel.monsters` gives, player by
player, each player's Main Monster Zones and then the Extra Monster Zone that player's monster
is in (so a replay, a view and the same seed read the same lines). A Fusion Monster in the
right-hand Extra Monster Zone (MR5) belongs with its controller's monsters, not after the
opponent's."""

from duelist.engine import state as S
from duelist.testing.scenario import Table


def test_a_fusion_monster_in_the_right_extra_monster_zone_is_changed_with_its_controllers_monsters():
    """MR5: player 1's face-up Level Limit - Area B; player 0's Summoned Skull (Main Monster Zone
    1) and Gaia the Dragon Champion (the right-hand Extra Monster Zone), player 1's Battle Ox,
    all in Attack Position. The three are changed to Defense Position and told Summoned Skull,
    Gaia the Dragon Champion, Battle Ox."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.monster(0, "Summoned Skull", zone=0)
    table.monster(0, "Gaia the Dragon Champion", zone=6, summon_kind="fusion")
    table.monster(1, "Battle Ox", zone=2)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    order = [c.name for c in duel.monsters(0) + duel.monsters(1)]
    assert order == ["Summoned Skull", "Gaia the Dragon Champion", "Battle Ox"]
    assert all(c.position == S.FACEUP_DEFENSE for c in duel.monsters(0) + duel.monsters(1))
    assert [e["name"] for e in duel.log if e["type"] == "position"] == order

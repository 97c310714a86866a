"""A Pendulum Effect applies only from its Pendulum Zone (round 49e).

Seed 000 §當作魔法卡的靈擺怪獸: in a Pendulum Zone a Pendulum Monster is a Spell Card and its
Pendulum Effects apply there; in a Monster Zone it is a monster, and its Pendulum Effects do not
apply. Dragon Horn Hunter's Pendulum Effect (face-up Normal Monsters its controller controls gain
200 ATK) asked by what continuous effects apply now (`Duel.applies`, `Ctx.applies`: the same
question the engine's rules ask of every continuous effect), not only by the ATK it gives
(tests/rules/test_continuous_gains_apply_only_while_their_card_does_r43n.py)."""

from duelist.testing.scenario import Table


def _duel(hunter_in_the_pendulum_zone):
    table = Table(rules="MR5", turn=3, turn_player=0)
    if hunter_in_the_pendulum_zone:
        table.pendulum(0, "Dragon Horn Hunter", "left")
    else:
        table.monster(0, "Dragon Horn Hunter")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table.build()


def test_dragon_horn_hunter_in_the_monster_zone_applies_no_atk_gain():
    """Dragon Horn Hunter face-up in player 0's Monster Zone beside Battle Ox: no continuous
    ATK gain applies; the same Hunter as a scale in the left Pendulum Zone: one applies."""
    assert not _duel(hunter_in_the_pendulum_zone=False).applies("stats")
    assert _duel(hunter_in_the_pendulum_zone=True).applies("stats")

"""Dark Blade the Dragon Knight's trigger targets at least one monster (round 47b's mutation
round).

The card's text (target up to 3 monsters in the opponent's GY) and seed 000 §對象: an effect
that targets is activated with its targets chosen, and "up to 3" means 1 to 3: it cannot be
activated with none, so the first target cannot be skipped."""

from duelist.testing.scenario import Script, Table


def test_dark_blade_must_target_a_first_monster_then_may_stop():
    """Q: my Dark Blade the Dragon Knight deals battle damage and I use its effect; my
    opponent's GY holds Sangan and Battle Ox. May I stop before choosing any target? A: no:
    the first target must be chosen; after it I may stop at one."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Blade the Dragon Knight", summon_kind="fusion")
    table.grave(1, "Sangan", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Blade the Dragon Knight", target="player")
    s.pick("yes", request="yes_no")
    first = s.expect(request="target", player=0)
    assert sorted(o.kind for o in first.options) == ["target", "target"]
    s.pick("target", "Sangan", request="target")
    assert "done" in [o.kind for o in duel.request.options]

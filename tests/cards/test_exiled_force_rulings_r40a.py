"""Exiled Force (74131780) against King Dragun (13756293): Exiled Force targets; King Dragun
keeps the opponent's card effects from targeting Dragons, King Dragun itself included (it is a
Dragon). Exiled Force can pick only a monster it may target, and cannot be activated when no
monster is a legal target (its Tribute is a cost, paid only for a legal activation).

Sources: King Dragun's text (the opponent's card effects cannot target Dragons);
Exiled Force's text (Tribute this card; target 1 monster on the field; destroy it); seed 000
§效果分類 (an effect that targets needs a legal target to be activated; its cost is paid only
then)."""

from duelist.testing.scenario import Script, Table


def test_exiled_force_cannot_target_dragons_under_the_opponents_king_dragun():
    """Question: player 1 controls King Dragun, Blue-Eyes White Dragon and Battle Ox; player 0
    activates Exiled Force. Which monsters may it target? Answer: only Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "King Dragun", summon_kind="fusion")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force", request="idle")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Battle Ox"]


def test_exiled_force_cannot_be_activated_when_only_king_dragun_protected_dragons_remain():
    """Question: player 1 controls only King Dragun and Blue-Eyes White Dragon. May player 0
    Tribute Exiled Force for its effect? Answer: no: there is no monster it may target."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Exiled Force")
    table.monster(1, "King Dragun", summon_kind="fusion")
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert not Script(duel).has("activate", "Exiled Force")

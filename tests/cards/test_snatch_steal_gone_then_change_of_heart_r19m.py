"""A control that ended with its Equip Card does not come back to undo a later control change
(round 19m).

Snatch Steal (45986603): "Equip only to a monster your opponent controls. Take control of the
equipped monster." Its control is a continuous effect of the Equip Card: once Snatch Steal
leaves the field, the monster goes back to its owner's control for good, and that control is
over. Change of Heart (4031928) then takes the monster again until the End Phase: seed 000
§控制權: the later control change holds (the ended one has nothing left to give back)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_change_of_heart_holds_after_snatch_steal_was_destroyed():
    """Turn 3, player 0: Snatch Steal takes Summoned Skull (player 1's); player 0 destroys
    their own Snatch Steal with Mystical Space Typhoon: the Skull goes back to player 1.
    Change of Heart then takes it for player 0 until the End Phase: after it resolves (and
    the state checks), player 0 controls the Skull and may attack with it; at the end of the
    turn it is player 1's again."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    table.hand(0, "Snatch Steal", "Mystical Space Typhoon", "Change of Heart")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Summoned Skull")
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Snatch Steal")
    _settle(duel, s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Summoned Skull"]
    s.pick("activate", "Change of Heart")
    s.pick("target", "Summoned Skull")
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    s.pick("battle", request="idle")
    assert s.has("attack", "Summoned Skull")
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Change of Heart", "Mystical Space Typhoon", "Snatch Steal"]

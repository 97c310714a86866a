"""Dark Blade the Dragon Knight targets only monsters in the opponent's GY (round 47b's
mutation round).

The card's text: when it inflicts battle damage to the opponent, target up to 3 monsters in
their GY and banish them; seed 000 §對象: a Spell or Trap in that GY is not a legal target."""

from duelist.testing.scenario import Script, Table


def test_dark_blade_offers_the_monsters_of_the_opponents_gy_and_not_its_spells():
    """Q: my Dark Blade the Dragon Knight attacks directly; my opponent's GY holds Sangan, Pot
    of Greed and Mirror Force. What may I target? A: Sangan only."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Dark Blade the Dragon Knight", summon_kind="fusion")
    table.grave(1, "Pot of Greed", "Sangan", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Blade the Dragon Knight", target="player")
    s.pick("yes", request="yes_no")
    request = s.expect(request="target", player=0)
    assert sorted(o.name for o in request.options if o.kind == "target") == ["Sangan"]

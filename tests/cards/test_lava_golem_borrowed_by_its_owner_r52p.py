"""Lava Golem borrowed back by its owner (round 52p).

Lava Golem is Special Summoned by its owner onto the OPPONENT's field; that player controls
it from the start (a summon, not a control change). If its owner then takes it with Change of
Heart, the End Phase ends that control change and the Golem goes back to the player who
controlled it before -- the opponent -- not to its owner's side; it burns that player in
their Standby Phase. Sources: the card text (yugioh-wiki.net 《溶岩魔神ラヴァ・ゴーレム》: its
burn hits the player who controls it; its deck page 【ゴーレム】 takes it back with cards that
take control, not by waiting); Change of Heart: control "until the End Phase". The reading
that the end of a control change gives the monster to its previous controller is ours."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def test_lava_golem_taken_by_its_owner_goes_back_to_the_opponent_in_the_end_phase():
    """Q: I Special Summon my Lava Golem to my opponent's field (Tributing their Battle Ox and
    Celtic Guardian), then take it with Change of Heart. In the End Phase, where does it go?
    A: back to my opponent, who controlled it before; in their Standby Phase they take the
    1000 damage."""
    table = Table(turn=3)
    table.hand(0, "Lava Golem", "Change of Heart")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    s.pick("select", "Battle Ox")
    s.pick("select", "Celtic Guardian")
    s.answer([o for o in duel.request.options if o.name == "Attack Position"][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    golem = [c for c in duel.monsters(1) if c.name == "Lava Golem"][0]
    assert golem.owner == 0 and golem.controller == 1
    s.pick("activate", "Change of Heart")
    s.pick("target", "Lava Golem")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert golem.controller == 0
    s.pick("end_turn")
    assert duel.turn == 4 and duel.request.kind == "idle"
    assert [(c.name, c.controller) for c in duel.monsters(1)] == [("Lava Golem", 1)]
    assert duel.monsters(0) == []
    assert lp(duel) == (8000, 7000)

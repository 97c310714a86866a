"""Kycoo the Ghost Destroyer's banishing takes at least one target (round 48b's mutation round).

Kycoo's text (when this card inflicts battle damage to your opponent: you can target up to 2
monsters in their GY; banish them) and seed 000 §對象 (an effect activated with targets has at
least one): once its player says yes, the first target must be chosen; only the second may be
declined."""

from duelist.testing.scenario import Script, Table


def test_kycoo_must_target_one_monster_and_may_stop_at_one():
    """Q: my Kycoo the Ghost Destroyer attacks directly; my opponent's GY holds Celtic Guardian
    and Battle Ox. I activate its effect: may I pick no target? A: no: the first pick has no
    "done"; after Celtic Guardian I may stop, and only it is banished."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Celtic Guardian", "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 2)
    table.deck(1, ["Mystical Elf"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Kycoo the Ghost Destroyer", target="player")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "yes_no":
        s.pick("yes", player=0)
    s.expect(request="target", player=0)
    assert not s.has("done") and s.has("target", "Celtic Guardian")
    s.pick("target", "Celtic Guardian")
    assert s.has("done")
    s.pick("done")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[1].banished] == ["Celtic Guardian"]
    assert [c.name for c in duel.players[1].grave] == ["Battle Ox"]

"""Tsukuyomi and a Link Monster (round 47a).

Seed 000 §リンクモンスター: a Link Monster has no DEF and is always in face-up Attack Position;
it can never be changed to face-down Defense Position. Tsukuyomi's effect targets a face-up
monster to change it to face-down Defense Position, so a Link Monster is not a legal target."""

from duelist.testing.scenario import Script, Table


def test_tsukuyomi_does_not_offer_a_link_monster_as_its_target():
    """Q: I Normal Summon Tsukuyomi; my opponent controls Battle Ox and Link Spider. Which
    monsters may Tsukuyomi target? A: Battle Ox or Tsukuyomi itself; never Link Spider, which
    cannot be turned face-down."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi")
    table.monster(1, "Battle Ox")
    table.monster(1, "Link Spider")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    s.expect(request="target", player=0)
    assert sorted(o.name for o in s.options("target")) == ["Battle Ox", "Tsukuyomi"]

"""Stardust Dragon's negation is itself an activation that destroys (round 48c).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, Tribute it to negate that activation and destroy that card. Its own effect destroys the
card it negates, so the opponent's Stardust Dragon may answer it in turn (seed 000 §チェーン)."""

from duelist.testing.scenario import Script, Table


def test_the_opponents_stardust_dragon_may_answer_my_stardust_dragon():
    """Q: my Battle Ox attacks; my opponent activates Mirror Force and I answer with my Stardust
    Dragon. My opponent also controls Stardust Dragon. May they answer mine? A: yes: mine would
    destroy their Mirror Force."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Stardust Dragon", position="defense", summon_kind="synchro")
    table.monster(1, "Stardust Dragon", position="defense", summon_kind="synchro")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Stardust Dragon")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Stardust Dragon")

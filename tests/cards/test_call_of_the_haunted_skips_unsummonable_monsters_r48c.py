"""Call of the Haunted offers only monsters it can Special Summon (round 48c).

Call of the Haunted's text: target 1 monster in your GY; Special Summon it. Seed 000 §対象をとる
(a target must be one the effect can act on): Tsukuyomi can never be Special Summoned, so it is
no target; Battle Ox beside it is."""

from duelist.testing.scenario import Script, Table


def test_call_of_the_haunted_does_not_offer_tsukuyomi():
    """Q: my GY holds Tsukuyomi and Battle Ox. Which may Call of the Haunted target? A: Battle Ox
    only: Tsukuyomi cannot be Special Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Tsukuyomi", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]

"""Artifact Moralltach's effect is an activation that destroys (round 48c).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Artifact Moralltach, Special Summoned
in the opponent's turn, may destroy 1 face-up card the opponent controls, so Stardust Dragon may
answer that activation (seed 000 §チェーン)."""

from duelist.testing.scenario import Script, Table


def test_stardust_dragon_may_answer_moralltach():
    """Q: in my turn my Mystical Space Typhoon destroys my opponent's Set Artifact Moralltach; it
    comes back and they activate its effect to destroy one of my face-up cards. I control Stardust
    Dragon: may I answer? A: yes."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    moralltach = table.spell_trap(0, "Artifact Moralltach")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Battle Ox")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", moralltach, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", player=0, request="option")
    s.pick("yes", player=0, request="yes_no")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Stardust Dragon")

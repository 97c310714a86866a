"""Exploder Dragonwing whose battle opponent left the field in its chain does nothing (round
49c's mutation round).

Exploder Dragonwing's text (at the start of the Damage Step, if it battles an opponent's
monster whose ATK is not higher than its own: destroy that monster and inflict damage equal to
its ATK) and seed 000 §卡片的移動: a card that left the field is gone from the battle. The
opponent's Stardust Dragon Tributes itself to answer the effect; my own Stardust Dragon negates
that answer. When Exploder Dragonwing's effect resolves the monster it battled is gone: nothing
is destroyed and no damage is dealt."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_exploder_dragonwing_whose_opponent_tributed_itself_destroys_nothing():
    """Q: my Exploder Dragonwing, 3100 ATK with Rush Recklessly, attacks my opponent's Stardust
    Dragon (2500). At the start of the Damage Step I activate Exploder Dragonwing; they Tribute
    their Stardust Dragon to negate it, and I Tribute my own Stardust Dragon to negate theirs.
    A: Exploder Dragonwing's effect resolves with its opponent gone: nothing else is destroyed
    and my opponent takes no damage."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Exploder Dragonwing", summon_kind="synchro")
    table.monster(0, "Stardust Dragon", position="defense", summon_kind="synchro")
    table.hand(0, "Rush Recklessly")
    theirs = table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Exploder Dragonwing", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    s.pick("attack", "Exploder Dragonwing", target=theirs)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Rush Recklessly", "Stardust Dragon"]
    assert grave(duel, 1) == ["Stardust Dragon"]
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]
    assert duel.players[1].lp == 8000

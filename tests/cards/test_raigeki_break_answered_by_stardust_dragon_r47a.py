"""Raigeki Break is an activation that destroys (round 47a).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Raigeki Break targets a card on the
field to destroy it, so Stardust Dragon may answer its activation (seed 000 §チェーン)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_raigeki_break_aimed_at_a_set_card():
    """Q: in my opponent's turn they activate Raigeki Break (discarding Battle Ox) targeting my
    Set Waboku; I control Stardust Dragon. May I answer? A: yes: Stardust Dragon is Tributed,
    Raigeki Break is negated and destroyed, and Waboku stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    waboku = table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Raigeki Break", player=1)
    s.pick("select", "Battle Ox", player=1, request="select")     # the discard, its cost
    s.pick("target", waboku, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert waboku.card(duel).location == "szone"
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Raigeki Break"]
    assert grave(duel, 0) == ["Stardust Dragon"]

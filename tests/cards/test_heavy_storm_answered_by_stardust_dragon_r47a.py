"""Heavy Storm is an activation that destroys (round 47a).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Heavy Storm destroys every other
Spell and Trap Card on the field, so its activation is one Stardust Dragon may answer
(seed 000 §チェーン: the answer is chained to the activation)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_heavy_storm_and_the_set_cards_stay():
    """Q: my opponent activates Heavy Storm; I control Stardust Dragon and a Set Waboku. May I
    answer with Stardust Dragon? A: yes: I Tribute it, Heavy Storm is negated and destroyed,
    and my Waboku stays Set."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    waboku = table.spell_trap(0, "Waboku")
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert waboku.card(duel).location == "szone"
    assert grave(duel, 1) == ["Heavy Storm"] and grave(duel, 0) == ["Stardust Dragon"]

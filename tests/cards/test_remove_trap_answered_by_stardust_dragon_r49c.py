"""Remove Trap is an activation that destroys (round 49c's mutation round).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Remove Trap destroys the face-up Trap
it targets, so its activation is one Stardust Dragon may answer (seed 000 §チェーン)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_remove_trap_and_the_trap_stays():
    """Q: my opponent activates Remove Trap on my face-up Gravity Bind; I control Stardust
    Dragon. May I answer with it? A: yes: I Tribute it, Remove Trap is negated and destroyed,
    and Gravity Bind stays."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    bind = table.spell_trap(0, "Gravity Bind", face_down=False)
    table.hand(1, "Remove Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Remove Trap", player=1)
    s.pick("target", bind, player=1)
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert bind.card(duel).location == "szone"
    assert grave(duel, 1) == ["Remove Trap"] and grave(duel, 0) == ["Stardust Dragon"]

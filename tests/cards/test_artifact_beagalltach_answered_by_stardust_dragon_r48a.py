"""Artifact Beagalltach's effect is an activation that destroys (round 48a).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Artifact Beagalltach, Special Summoned
in the opponent's turn, must destroy 1 or 2 Set cards its controller controls, so Stardust
Dragon may answer that activation (seed 000 §チェーン), whoever controls it."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_beagalltachs_destruction_of_its_own_set_card():
    """Q: my opponent's Mystical Space Typhoon destroys my Set Artifact Beagalltach; it comes
    back and its effect must destroy my Set Mirror Force. I control Stardust Dragon: may I
    answer? A: yes: Stardust Dragon is Tributed, Beagalltach's effect is negated and
    Beagalltach destroyed, and Mirror Force stays Set."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, "Stardust Dragon", summon_kind="synchro")
    beagalltach = table.spell_trap(0, "Artifact Beagalltach")
    force = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", beagalltach, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Defense Position", player=0, request="option")
    for _ in range(10):
        if s.has("activate", "Stardust Dragon"):
            break
        if duel.request.kind == "select":
            s.pick("select", force)
        else:
            s.pick("pass")
    s.pick("activate", "Stardust Dragon", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert force.card(duel).location == "szone" and not force.card(duel).face_up
    assert sorted(grave(duel, 0)) == ["Artifact Beagalltach", "Stardust Dragon"]

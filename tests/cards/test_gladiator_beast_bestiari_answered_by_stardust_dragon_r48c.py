"""Gladiator Beast Bestiari's tag-in effect is an activation that destroys (round 48c).

Stardust Dragon's text: when a card or effect is activated that would destroy a card on the
field, it may Tribute itself to negate it and destroy it. Bestiari's effect, when a Gladiator
Beast's effect Special Summons it, targets a Spell/Trap on the field to destroy it, so Stardust
Dragon may answer its activation (seed 000 §チェーン)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_negates_bestiari_aimed_at_a_set_card():
    """Q: my opponent's Gladiator Beast Laquari battles and tags out for Bestiari, whose effect
    targets my Set Waboku; I control Stardust Dragon. May I answer? A: yes: Stardust Dragon is
    Tributed, Bestiari's effect is negated and Bestiari destroyed, and Waboku stays."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gladiator Beast Laquari")
    table.deck(0, ["Gladiator Beast Bestiari", "Battle Ox"])
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    waboku = table.spell_trap(1, "Waboku")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Laquari", target="Mystical Elf")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("end_battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", request="yes_no", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", waboku, player=0)
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert waboku.card(duel).location == "szone"
    assert "Gladiator Beast Bestiari" in grave(duel, 0)
    assert grave(duel, 1) == ["Stardust Dragon"]

"""Judgment of Anubis (Counter Trap): "when your opponent activates a Spell Card that would
destroy a Spell/Trap Card(s) on the field: discard 1 card; negate the activation, and if you
do, destroy it, then you can destroy 1 face-up monster your opponent controls and inflict its
ATK as damage". Every Spell of the card pool that destroys a Spell or Trap on the field is
answered, not only Mystical Space Typhoon (test_burn_and_lockdown.py) and Heavy Storm: Remove
Trap (a face-up Trap) and Artifact Ignition (a Spell/Trap) too. A Spell whose activation is
negated is destroyed and its effect never happens (seed 000 §反击陷阱卡)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _answered(spell, deck=()):
    """Player 1's Main Phase 1: `spell` in hand, aimed at player 0's face-up Gravity Bind;
    player 0 has Judgment of Anubis Set and Celtic Guardian to discard."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, "Judgment of Anubis")
    bind = table.spell_trap(0, "Gravity Bind", face_down=False)
    table.hand(0, "Celtic Guardian")
    table.hand(1, spell)
    table.deck(1, list(deck))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", spell, player=1)
    s.pick("target", bind, player=1)
    return duel, s


def test_judgment_of_anubis_answers_remove_trap():
    """The opponent's Remove Trap on the face-up Gravity Bind: Judgment of Anubis is offered;
    Celtic Guardian is discarded, Remove Trap is negated and destroyed, Gravity Bind stays."""
    duel, s = _answered("Remove Trap")
    assert s.has("activate", "Judgment of Anubis")
    s.pick("activate", "Judgment of Anubis", player=0, request="chain")
    s.pick("select", "Celtic Guardian", player=0)
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert grave(duel, 1) == ["Remove Trap"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Judgment of Anubis"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Gravity Bind"]


def test_judgment_of_anubis_answers_artifact_ignition():
    """The opponent's Artifact Ignition (Quick-Play Spell) on the face-up Gravity Bind:
    Judgment of Anubis is offered."""
    duel, s = _answered("Artifact Ignition", deck=["Artifact Moralltach", "Battle Ox"])
    assert s.has("activate", "Judgment of Anubis")

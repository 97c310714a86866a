"""Dust Tornado's Set after the destruction is of a Spell or Trap Card only (round 48b's mutation
round).

Dust Tornado's text (then you may Set 1 Spell/Trap from your hand) and seed 000 §卡片種類: an
"Artifact" monster that its own text lets be Set as a Spell is still a Monster Card in the hand,
so with only Artifact Moralltach in hand nothing is offered to Set."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_dust_tornado_with_only_artifact_moralltach_in_hand_asks_no_set():
    """Q: my Dust Tornado destroys my opponent's Set Mirror Force; my hand holds only Artifact
    Moralltach. Am I asked whether to Set a card? A: no: Moralltach is no Spell or Trap; the
    duel goes back to my Main Phase with it still in my hand."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.spell_trap(0, "Dust Tornado")
    table.hand(0, "Artifact Moralltach")
    force = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    assert s.has("set_spell", "Artifact Moralltach")     # (its own text lets it be Set as a Spell)
    s.pick("activate", "Dust Tornado")
    s.pick("target", force)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert hand(duel, 0) == ["Artifact Moralltach"] and grave(duel, 1) == ["Mirror Force"]

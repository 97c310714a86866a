"""Brilliant Fusion's Fusion Summon is part of its activation as a Continuous Spell: destroyed in
the chain of that activation, it is no longer on the field when it resolves, so nothing happens --
no material leaves the Deck, no Gem-Knight is summoned.

Seed 000 §永續魔法 (a Continuous Spell's effects apply only while it is face-up on the field; a card
chained to a Continuous Spell's activation that destroys it leaves its effect unresolved), as
Call of the Haunted destroyed in its own chain revives nothing."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(answer):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Brilliant Fusion")
    table.extra(0, "Gem-Knight Ruby")
    table.deck(0, ["Celtic Guardian"] * 3 + ["Gem-Knight Garnet", "Gem-Knight Sapphire"])
    table.deck(1, ["Celtic Guardian"] * 3)
    if answer:
        table.spell_trap(1, answer)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brilliant Fusion")
    return duel, s


def _finish(duel, s):
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def test_brilliant_fusion_destroyed_in_its_own_chain_fusion_summons_nothing():
    """Q: my opponent chains Mystical Space Typhoon to Brilliant Fusion. A: Brilliant Fusion is
    destroyed before it resolves: Garnet and Sapphire stay in my Deck, Gem-Knight Ruby in my
    Extra Deck."""
    duel, s = _table("Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Brilliant Fusion")
    _finish(duel, s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Brilliant Fusion"]
    assert [c.name for c in duel.players[0].extra] == ["Gem-Knight Ruby"]
    assert sorted(c.name for c in duel.players[0].deck)[-2:] == ["Gem-Knight Garnet", "Gem-Knight Sapphire"]


def test_brilliant_fusion_not_answered_fusion_summons_from_the_deck():
    """Q: nobody answers. A: the materials go from the Deck to the GY; Gem-Knight Ruby is Fusion
    Summoned with 0 ATK."""
    duel, s = _table(None)
    _finish(duel, s)
    assert field_monsters(duel, 0) == ["Gem-Knight Ruby"]
    assert duel.atk(duel.monsters(0)[0]) == 0
    assert sorted(grave(duel, 0)) == ["Gem-Knight Garnet", "Gem-Knight Sapphire"]

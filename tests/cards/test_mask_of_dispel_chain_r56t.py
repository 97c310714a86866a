"""Mask of Dispel (20765952), judge's review (round 56t): its Spell gone before it resolves.

No Konami FAQ found for this card (yugioh-wiki.net 《魔力無力化の仮面》 lists none). Our reading,
by the rule for a Continuous Spell whose target is gone as it resolves (it resolves with no
effect and stays on the field, as Spellbinding Circle / Call of the Haunted are ruled): Mask of
Dispel stays face-up pointing at nothing, deals no damage, and is not destroyed by its own
"when that Spell leaves" clause (that Spell left before it ever applied)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_mask_of_dispel_its_spell_destroyed_in_chain():
    """Q: I activate Mask of Dispel on my opponent's Mountain; they chain Mystical Space Typhoon
    on their own Mountain. A: Mask of Dispel resolves with no effect and stays face-up on my
    field; my opponent takes no damage in their Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    mountain = table.field_spell(1, "Mountain")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mask of Dispel", player=0, request="idle")
    s.pick("target", mountain, player=0, request="target")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", mountain, player=1, request="target")
    _pass_all(s)
    assert sorted(grave(duel, 1)) == ["Mountain", "Mystical Space Typhoon"]
    assert grave(duel, 0) == []
    mask = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in mask] == ["Mask of Dispel"] and mask[0].face_up
    s.end_turn()
    _pass_all(s)
    assert duel.turn == 4
    assert lp(duel) == (8000, 8000)

"""Pineapple Blast (90669991): Normal Trap, activated while the opponent controls more monsters than
its player; the opponent destroys their own monsters, of their choice, until both control the same
number.

Sources, in our words: the card's text (DR1 / MFC, 2004: "your opponent must destroy" monsters until
the numbers are equal; today's print and the OCG text of 《パイナップル爆弾》 the same: no ERAS entry,
tested under both presets). Our readings: every monster counts, face-down ones too; the numbers are
counted again as it resolves; the destroyed monsters are destroyed by the Trap's effect (Sangan's
trigger applies)."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

PB = "Pineapple Blast"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_pineapple_blast_evens_the_field_by_the_opponents_choice(rules):
    """Q: I control Battle Ox; my opponent controls Summoned Skull, Mystical Elf and a Set Celtic
    Guardian; at their Battle Phase I activate Pineapple Blast. A: they pick 2 of their monsters to
    destroy (Mystical Elf and Celtic Guardian here); Summoned Skull and my Battle Ox stay."""
    table = Table(rules=rules, turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", PB, player=0, request="chain")
    _pass(s)
    s.expect("select", player=1)
    s.pick("select", "Mystical Elf", player=1)
    s.pick("select", guardian, player=1)
    _pass(s)
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_pineapple_blast_needs_more_opposing_monsters():
    """Q: we each control one monster: may I activate Pineapple Blast? A: no."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))


def test_pineapple_blast_destroyed_sangan_searches():
    """Q: I control no monster; my opponent controls Sangan alone; I activate Pineapple Blast. A: Sangan
    is destroyed by the Trap; its trigger adds a monster with 1500 or less ATK from their Deck to their
    hand."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, PB)
    table.monster(1, "Sangan")
    table.deck(1, ["Mystical Elf", "Blue-Eyes White Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", PB, player=0, request="chain")
    _pass(s)
    s.pick("select", "Sangan", player=1, request="select")
    _pass(s)
    s.pick("select", "Mystical Elf", player=1, request="select")     # (Sangan's search: the only fit)
    _pass(s)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == ["Mystical Elf"]

"""Pineapple Blast (90669991): Normal Trap, activated when its player Normal Summons a monster while
the opponent controls more monsters than they do; the opponent destroys their own monsters, of their
choice, until both control the same number.

Round 59y (a judge's review): round 59k's script let it be activated at any time the numbers were
uneven; the card is activated only on its player's Normal Summon. Sources, in our words: the OCG text
of 《パイナップル爆弾》 (the Chinese database text the same: activated when its player's monster is
Normal Summoned) and today's English text ("When you Normal Summon a monster, if your opponent
controls more monsters than you do"); the DR1 / MFC print, 2004, the same meaning: no ERAS entry,
tested under both presets. Today's wording has the opponent choose the monsters they keep and the
others destroyed: the same outcome as their choosing the ones destroyed. Our readings: a Normal Set
is no Normal Summon; every monster counts, face-down ones too; the numbers are counted again as it
resolves; the destroyed monsters are destroyed by the Trap's effect (Sangan's trigger applies)."""

import pytest

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

PB = "Pineapple Blast"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian", position="set")
    return table, guardian


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_pineapple_blast_evens_the_field_by_the_opponents_choice(rules):
    """Q: my opponent controls Summoned Skull, Mystical Elf and a Set Celtic Guardian; I Normal Summon
    Battle Ox and activate Pineapple Blast. A: they pick 2 of their monsters to destroy (Mystical Elf
    and Celtic Guardian here); Summoned Skull and my Battle Ox stay."""
    table, guardian = _table(rules)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=0)
    s.pick("activate", PB, player=0, request="chain")
    _pass(s)
    s.expect("select", player=1)
    s.pick("select", "Mystical Elf", player=1)
    s.pick("select", guardian, player=1)
    _pass(s)
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_pineapple_blast_not_without_my_normal_summon():
    """Q: my opponent controls three monsters and I control one; at their Battle Phase may I activate
    Pineapple Blast? A: no: it answers only my own Normal Summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))


def test_pineapple_blast_not_on_the_opponents_normal_summon():
    """Q: my opponent, who controls two monsters to my none, Normal Summons a third. May I activate
    Pineapple Blast? A: no: the Normal Summon must be mine."""
    table = Table(turn=3, turn_player=1)
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mystical Elf")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert not (duel.request.player == 0 and s.has("activate", PB))
        s.pick("pass", player=duel.request.player)
    assert len(duel.monsters(1)) == 3


def test_pineapple_blast_not_on_a_normal_set():
    """Q: I Set Battle Ox face-down (a Normal Set); may I activate Pineapple Blast? A: no: a Set is
    no Normal Summon (our reading of the text)."""
    table, _ = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Battle Ox", player=0)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))
    s.pick("battle", player=0)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))


def test_pineapple_blast_needs_more_opposing_monsters():
    """Q: my opponent controls one monster; I Normal Summon Battle Ox, so we each control one. May I
    activate Pineapple Blast? A: no."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=0)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PB))


def test_pineapple_blast_destroyed_sangan_searches():
    """Q: my opponent controls Sangan and Mystical Elf; I Normal Summon Battle Ox and activate
    Pineapple Blast; they choose Sangan. A: Sangan is destroyed by the Trap; its trigger adds a monster
    with 1500 or less ATK from their Deck to their hand."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Battle Ox")
    table.spell_trap(0, PB)
    table.monster(1, "Sangan")
    table.monster(1, "Mystical Elf")
    table.deck(1, ["Dark Magician", "Blue-Eyes White Dragon", "Skull Servant"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=0)
    s.pick("activate", PB, player=0, request="chain")
    _pass(s)
    s.pick("select", "Sangan", player=1, request="select")
    _pass(s)
    s.pick("select", "Skull Servant", player=1, request="select")     # (Sangan's search: the only fit)
    _pass(s)
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == ["Skull Servant"]
    assert [c.name for c in duel.monsters(1)] == ["Mystical Elf"]

"""Aqua Chorus (95132338), Continuous Trap: while it is face-up, each face-up monster on the field
that shares its name with another face-up monster on the field gains 500 ATK and DEF.

Sources, read in our words: yugioh-wiki.net 《アクアの合唱》 (the OCG text: with 2 or more face-up
monsters of the same name on the field, those monsters gain 500 ATK/DEF; both fields count, so the
opponent's copies gain too); the 2005 text (PCK) does the same, no ERAS entry. Tokens of one name
(Scapegoat's Sheep Tokens) share a name: our reading. A face-down copy is no face-up namesake."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

AC = "Aqua Chorus"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_aqua_chorus_boosts_monsters_that_share_a_name():
    """Q: I control two Battle Ox and a Mystical Elf; I activate Aqua Chorus. A: each Battle Ox is
    2200/1500; the Elf, alone of its name, stays 800/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    a = table.monster(0, "Battle Ox")
    b = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, AC)
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, a) == (1700, 1000)
    s.pick("activate", AC, request="idle")
    _pass(duel, s)
    assert _stats(duel, a) == (2200, 1500) and _stats(duel, b) == (2200, 1500)
    assert _stats(duel, elf) == (800, 2000)


def test_aqua_chorus_counts_both_fields():
    """Q: I control a Battle Ox, my opponent another Battle Ox; my Aqua Chorus is face-up. A: both
    Oxen, mine and theirs, are 2200/1500."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    a = table.monster(0, "Battle Ox")
    b = table.monster(1, "Battle Ox")
    table.spell_trap(0, AC, face_down=False)
    duel = table.build()
    assert _stats(duel, a) == (2200, 1500) and _stats(duel, b) == (2200, 1500)


def test_aqua_chorus_a_face_down_copy_is_no_namesake():
    """Q: my Aqua Chorus is face-up; I control a face-up Battle Ox and a Set Battle Ox. A: the face-up
    Ox has no face-up namesake: it stays 1700/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    a = table.monster(0, "Battle Ox")
    table.monster(0, "Battle Ox", position="set")
    table.spell_trap(0, AC, face_down=False)
    duel = table.build()
    assert _stats(duel, a) == (1700, 1000)


def test_aqua_chorus_ends_when_a_namesake_is_destroyed():
    """Q: my Aqua Chorus is face-up and I control two Battle Ox (2200/1500 each); my opponent's
    Summoned Skull (2500) attacks one of them. A: that Ox is destroyed (300 damage to me); the other,
    now alone of its name, is 1700/1000 again."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    a = table.monster(0, "Battle Ox")
    b = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(0, AC, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=a, player=1, request="battle")
    _pass(duel, s)
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (7700, 8000)
    assert _stats(duel, b) == (1700, 1000)


def test_aqua_chorus_boosts_scapegoat_sheep_tokens():
    """Q: my Aqua Chorus is face-up; I activate Scapegoat. A: the four Sheep Tokens share a name:
    each is 500/500 (our reading)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.spell_trap(0, AC, face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", request="idle")
    _pass(duel, s)
    tokens = [c for c in duel.monsters(0) if c is not None]
    assert len(tokens) == 4
    assert all((duel.atk(c), duel.defense(c)) == (500, 500) for c in tokens)

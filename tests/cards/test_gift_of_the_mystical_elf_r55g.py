"""Gift of The Mystical Elf (98299011): a Normal Trap; its player gains 300 LP for each monster on
the field.

Sources: the card's text (PSV 2002 and today's say the same, in our words); yugioh-wiki.net
《ホーリー・エルフの祝福》: every monster on the field counts, both players', face-down ones and
Tokens too, counted as it resolves. Seed 000 §連鎖: the last chain link resolves first, so chained
above Mirror Force it counts the attackers before they are destroyed. With no monster on the field
it would do nothing and cannot be activated (our reading, as Just Desserts)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_gift_of_the_mystical_elf_counts_every_monster():
    """Q: I control Mystical Elf and a face-down Battle Ox, my opponent a Sheep Token; I activate
    Gift of The Mystical Elf. A: three monsters: +900 LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Gift of The Mystical Elf")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Sheep Token", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gift of The Mystical Elf", player=0, request="idle")
    _finish(s)
    assert lp(duel) == (8900, 8000) and grave(duel, 0) == ["Gift of The Mystical Elf"]


def test_gift_of_the_mystical_elf_not_with_an_empty_field():
    """Q: no monster is on the field. May I activate Gift of The Mystical Elf? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Gift of The Mystical Elf")
    duel = table.build()
    assert not Script(duel).has("activate", "Gift of The Mystical Elf")


def test_gift_of_the_mystical_elf_chained_above_mirror_force():
    """Q: my opponent's Battle Ox attacks (they also control Summoned Skull and Celtic Guardian); I
    activate Mirror Force and chain Gift of The Mystical Elf. A: Gift resolves first and counts the
    three monsters (+900); then Mirror Force destroys them."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Gift of The Mystical Elf")
    table.monster(1, "Battle Ox")
    table.monster(1, "Summoned Skull", position="defense")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1, request="battle")
    s.pick("activate", "Mirror Force", player=0, request="chain")
    s.pick("activate", "Gift of The Mystical Elf", player=0, request="chain")
    _finish(s)
    assert lp(duel) == (8900, 8000)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]


def test_gift_of_the_mystical_elf_not_under_jinzo():
    """Q: my opponent controls a face-up Jinzo. A: no Trap Card can be activated: no Gift."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Gift of The Mystical Elf")
    table.monster(1, "Jinzo")
    duel = table.build()
    assert not Script(duel).has("activate", "Gift of The Mystical Elf")

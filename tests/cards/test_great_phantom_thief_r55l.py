"""Great Phantom Thief (10809984): each time it deals battle damage to the opponent, its
controller declares a card name and looks at the opponent's hand; every copy of the declared card
there is discarded.

Sources: the card's texts read in our words (the 2005-era English print and today's text do the
same: no ERAS entry; yu-gi-oh.xyz 「世紀の大泥棒」 quotes the OCG text: each time it deals battle
damage, declare a name, look at the hand and discard all copies found); a mandatory trigger on
battle damage (no damage, no effect: attacking a Defense Position monster deals none, seed 000
§戰鬥傷害); the declaration is made as the effect is activated (our reading, as the engine plays
Vampire Lord's declaration); the hand is looked at whether or not the name is there. Magical
Thorn counts the cards it makes the opponent discard (yugioh-wiki.net 《魔力の棘》)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

THIEF = "Great Phantom Thief"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _direct_attack(table):
    duel = table.build()
    s = Script(duel)
    s.pick("attack", THIEF, request="battle")
    _resolve(s)
    return duel, s


def test_great_phantom_thief_discards_every_copy_declared():
    """Q: Great Phantom Thief attacks directly for 1000; I declare Mystical Elf; my opponent holds
    two Mystical Elf and a Battle Ox. A: both Mystical Elf are discarded, Battle Ox stays, and the
    hand was shown to me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, THIEF)
    table.hand(1, "Mystical Elf", "Battle Ox", "Mystical Elf")
    duel, s = _direct_attack(table)
    s.declare_name("Mystical Elf", player=0)
    _resolve(s)
    assert lp(duel) == (8000, 7000)
    assert grave(duel, 1) == ["Mystical Elf", "Mystical Elf"]
    assert hand(duel, 1) == ["Battle Ox"]
    assert any(e["type"] == "reveal" for e in duel.log)


def test_great_phantom_thief_a_wrong_name_only_looks():
    """Q: I declare Jinzo after the Thief's direct hit; my opponent holds Mystical Elf and Battle
    Ox. A: nothing is discarded, but the hand was shown to me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, THIEF)
    table.hand(1, "Mystical Elf", "Battle Ox")
    duel, s = _direct_attack(table)
    s.declare_name("Jinzo", player=0)
    _resolve(s)
    assert grave(duel, 1) == [] and sorted(hand(duel, 1)) == ["Battle Ox", "Mystical Elf"]
    assert any(e["type"] == "reveal" for e in duel.log)


def test_great_phantom_thief_without_battle_damage_does_nothing():
    """Q: Great Phantom Thief (1000) attacks my opponent's Defense Position Mystical Elf (2000
    DEF). A: my opponent takes no battle damage (I take 1000): no declaration, nothing discarded."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, THIEF)
    elf = table.monster(1, "Mystical Elf", position="defense")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", THIEF, target=elf, request="battle")
    _resolve(s)
    assert lp(duel) == (7000, 8000)
    assert hand(duel, 1) == ["Battle Ox"]
    assert not any(e["type"] == "declare" for e in duel.log)


def test_great_phantom_thief_with_magical_thorn():
    """Q: my Magical Thorn is face-up; Great Phantom Thief hits directly and I declare Mystical Elf,
    of which my opponent holds two. A: 1000 battle damage, then the 2 discards: 1000 more from the
    Thorn."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, THIEF)
    table.spell_trap(0, "Magical Thorn")
    table.hand(1, "Mystical Elf", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Thorn")
    _resolve(s)
    s.pick("battle")
    s.pick("attack", THIEF, request="battle")
    _resolve(s)
    s.declare_name("Mystical Elf", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Mystical Elf", "Mystical Elf"]
    assert lp(duel) == (8000, 6000)

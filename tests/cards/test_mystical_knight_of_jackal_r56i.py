"""Mystical Knight of Jackal (98745000): when it destroys a monster by battle and sends it to the
GY, its controller may put that monster on top of the opponent's Deck.

Sources: the card's text in our words (DR1 / PGD: "when this card destroys a monster as a result
of battle, you can return that monster to the top of your opponent's Deck"; the OCG text
《ジャッカルの聖戦士》 「戦闘によって破壊し墓地へ送ったモンスター…デッキの一番上に置く事ができる」:
an optional trigger once the monster is in the GY; no ERAS entry); the general ruling on "when
this card destroys a monster by battle" (fandom "Destroyed by battle"): the monster must still be
on the field, so nothing happens when both are destroyed; a monster banished instead (Macro
Cosmos) was not sent to the GY. SEGOC (seed 000 §誘發效果的同時發動): the turn player's trigger is
chain link 1, the opponent's Sangan link 2."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

JACKAL = "Mystical Knight of Jackal"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _top(duel, p):
    return duel.players[p].deck[-1].name if duel.players[p].deck else None


def test_mystical_knight_of_jackal_puts_the_destroyed_monster_on_top_of_the_deck():
    """Q: Jackal (2700) attacks Battle Ox (1700) and destroys it; I use the effect. A: Battle Ox
    leaves the GY for the top of my opponent's Deck; they took 1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    ox = table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=ox, request="battle")
    _pass_all(s)
    s.pick("yes", player=0)
    _pass_all(s)
    assert grave(duel, 1) == [] and _top(duel, 1) == "Battle Ox"
    assert len(duel.players[1].deck) == 3 and duel.players[1].lp == 7000


def test_mystical_knight_of_jackal_is_optional():
    """Q: Same battle; I decline. A: Battle Ox stays in the GY; the Deck is unchanged."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    ox = table.monster(1, "Battle Ox")
    table.deck(1, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=ox, request="battle")
    _pass_all(s)
    s.pick("no", player=0)
    _pass_all(s)
    assert grave(duel, 1) == ["Battle Ox"] and _top(duel, 1) == "Celtic Guardian"


def test_mystical_knight_of_jackal_nothing_when_both_are_destroyed_or_banished():
    """Q: (a) Jackal attacks another Jackal and both are destroyed; (b) under Macro Cosmos, the
    destroyed Battle Ox is banished instead. A: no effect is offered in either case."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    other = table.monster(1, JACKAL)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=other, request="battle")
    _pass_all(s)
    assert duel.request.kind == "battle" and sorted(grave(duel, 0) + grave(duel, 1)) == [JACKAL, JACKAL]

    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=ox, request="battle")
    _pass_all(s)
    assert duel.request.kind == "battle"
    assert [c.name for c in duel.players[1].banished] == ["Battle Ox"]


def test_mystical_knight_of_jackal_and_sangan_both_resolve():
    """Q: Jackal destroys my opponent's Sangan. Both triggers: mine is chain link 1, Sangan's
    link 2. A: Sangan's search resolves first (Mystical Elf to their hand), then Jackal puts
    Sangan on top of their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, JACKAL)
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", JACKAL, target=sangan, request="battle")
    _pass_all(s)
    s.pick("yes", player=0)
    while duel.request.kind != "select":
        s.pick("pass") if duel.request.kind == "chain" else s.pick("yes")
    s.pick("select", "Mystical Elf", player=1)
    _pass_all(s)
    assert hand(duel, 1) == ["Mystical Elf"]
    assert _top(duel, 1) == "Sangan" and grave(duel, 1) == []

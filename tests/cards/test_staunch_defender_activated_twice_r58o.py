"""Staunch Defender (92854392) activated twice in one turn: on the same monster, the opponent
may still attack that monster (each restriction allows it), and only it; on two monsters, no
attack can meet both restrictions, and the opponent attacks no more that turn.

Sources: the card's text in our words (this turn the opponent may attack only the monster
picked, and each of their monsters that can attack it must); yugioh-wiki.net 《立ちはだかる強敵》.
Our reading where no source was found: two such restrictions naming the same monster ask the
same thing, so together they allow what each allows; naming two monsters, no attack could meet
both (the engine's `_attack_only_monster`). (Round 58o: kills the mutant that reads a second
restriction on another monster as naming the first one.)"""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SD = "Staunch Defender"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table():
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(1, "Gemini Elf")
    table.monster(1, "Vorse Raider")
    elf = table.monster(0, "Mystical Elf", position="defense")
    dm = table.monster(0, "Dark Magician")
    table.spell_trap(0, SD)
    table.spell_trap(0, SD)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    return duel, Script(duel), elf, dm


def _two_defenders(duel, s, elf, dm, second):
    s.pick("attack", "Battle Ox", target=elf, player=1, request="battle")
    s.pick("activate", SD, player=0, first=True)
    s.pick("target", dm, player=0)
    _pass(duel, s)
    s.pick("attack", "Gemini Elf", target=dm, player=1, request="battle")
    s.pick("activate", SD, player=0, first=True)
    s.pick("target", second, player=0)
    _pass(duel, s)
    assert grave(duel, 0) == [SD, SD]
    assert duel.request.kind == "battle" and duel.request.player == 1


def test_two_staunch_defenders_on_dark_magician_still_allow_attacks_on_it():
    """Q: my opponent's Battle Ox attacks my Mystical Elf; I activate Staunch Defender on my Dark
    Magician. Their Gemini Elf then attacks Dark Magician, and I activate a second Staunch
    Defender on Dark Magician again. A: their Vorse Raider may still attack, Dark Magician only
    (no direct attack, no other target); it does, and is destroyed."""
    duel, s, elf, dm = _table()
    _two_defenders(duel, s, elf, dm, dm)
    assert set(o.target for o in s.options("attack")) == {dm.card(duel).uid}
    s.pick("attack", "Vorse Raider", target=dm, player=1)
    _pass(duel, s)
    assert sorted(grave(duel, 1)) == ["Gemini Elf", "Vorse Raider"]
    assert lp(duel) == (8000, 8000 - 300 - 600 - 600)


def test_staunch_defenders_on_two_monsters_leave_no_attack():
    """Q: as above, but at Gemini Elf's attack I activate my second Staunch Defender on my
    Mystical Elf. A: Gemini Elf's attack goes on into Dark Magician (declared before); then
    Vorse Raider may attack neither monster (each restriction rules out the other one) nor
    directly: no attack is offered, and the Battle Phase may end."""
    duel, s, elf, dm = _table()
    _two_defenders(duel, s, elf, dm, elf)
    assert sorted(grave(duel, 1)) == ["Gemini Elf"]
    assert s.options("attack") == []
    assert s.has("end_battle")

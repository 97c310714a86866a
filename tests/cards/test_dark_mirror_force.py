"""Dark Mirror Force (20522190), Normal Trap: when an opponent's monster declares an attack,
banish every Defense Position monster that opponent controls. It targets nothing and does not
stop the attack. One meaning in both eras (the 2005 print: "remove from play all monsters in
Defense Position on your opponent's side of the field").

Sources: yugioh-wiki.net 《邪悪なるバリア －ダーク・フォース－》 (not a targeting effect; the
attack itself is not stopped; chained with a card that turns monsters to Defense Position --
《皆既日蝕の書》 -- it banishes them too)."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _table(rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(0, "Celtic Guardian", position="set")
    table.spell_trap(1, "Dark Mirror Force")
    return table


def _pass(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_dark_mirror_force_banishes_every_defense_position_monster():
    """Q: my opponent's Battle Ox attacks me directly while they also control a face-up Defense
    Mystical Elf and a Set Celtic Guardian; I activate Dark Mirror Force. A: the Elf and the
    Guardian are banished (not destroyed: no GY); the Ox's attack goes on: I take 1700."""
    duel = _table().build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Dark Mirror Force", player=1, request="chain")
    _pass(duel, s)
    assert sorted(banished(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 0) == [] and field_monsters(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Dark Mirror Force"]
    assert lp(duel) == (8000, 8000 - 1700)


def test_dark_mirror_force_needs_an_opponents_attack():
    """Q: may I activate my Dark Mirror Force as I enter my Battle Phase, or when my own Battle
    Ox attacks my opponent's Defense Position Mystical Elf? A: no: only on an opponent's monster's
    attack declaration; the Elf stays and the battle happens (1700 into 2000 DEF: I take 300)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="defense")
    dmf = table.spell_trap(0, "Dark Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=0)
    s.pick("attack", "Battle Ox", target="Mystical Elf", request="battle")
    assert field_monsters(duel, 1) == ["Mystical Elf"] and banished(duel, 1) == []
    assert lp(duel) == (8000 - 300, 8000)
    assert dmf.card(duel).location == S.SZONE and not dmf.card(duel).face_up


def test_dark_mirror_force_with_book_of_moon_chained_banishes_the_attacker():
    """Q: my opponent's Battle Ox attacks; I activate Dark Mirror Force and chain my Set Book of
    Moon on the Ox. A: Book of Moon resolves first (the Ox turns face-down Defense); then Dark
    Mirror Force banishes all three Defense monsters, the attacker included: no damage."""
    table = _table("GOAT")
    moon = table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Dark Mirror Force", player=1, request="chain")
    s.pick("activate", moon, player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    _pass(duel, s)
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert duel.monsters(0) == []
    assert lp(duel) == (8000, 8000)
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Dark Mirror Force"]

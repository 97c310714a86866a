"""Desert Sunlight (93747864), Normal Trap: every monster its player controls becomes face-up Defense
Position, face-down ones included (their Flip effects start).

Sources, read in our words: yugioh-wiki.net 《砂漠の光》 (all of one's own monsters to face-up Defense,
the face-down ones included, so Flip effects are used; an attacking monster changed to Defense makes
attack answers like Mirror Force find nothing; FAQ: several Flip effects flipped at once are chained
in the order their player picks); the 2005 text (AST) and today's agree: no ERAS entry. With no
monster whose position it would change it is not activated: our reading (an effect that does nothing
is no legal activation)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DS = "Desert Sunlight"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_desert_sunlight_flips_and_turns_every_own_monster_to_defense():
    """Q: in my Main Phase I control a Set Man-Eater Bug and Battle Ox in Attack Position; my opponent
    has Mystical Elf. I activate Desert Sunlight. A: both my monsters end face-up in Defense Position;
    the Bug's Flip effect starts and destroys the Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    bug = table.monster(0, "Man-Eater Bug", position="set")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS, request="idle")
    _pass(duel, s)
    if duel.request.kind == "target":
        s.pick("target", "Mystical Elf", player=0)
    _pass(duel, s)
    assert bug.card(duel).position == "defense" and ox.card(duel).position == "defense"
    assert grave(duel, 1) == ["Mystical Elf"] and grave(duel, 0) == [DS]


def test_desert_sunlight_needs_a_monster_to_change():
    """Q: my only monster is Mystical Elf in face-up Defense Position (or I have none). May I activate
    Desert Sunlight? A: no: it would change nothing."""
    for setup in ("defense", None):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        if setup:
            table.monster(0, "Mystical Elf", position=setup)
        table.monster(1, "Battle Ox")
        table.spell_trap(0, DS)
        duel = table.build()
        assert not Script(duel).has("activate", DS), setup


def test_desert_sunlight_leaves_the_opponents_monsters():
    """Q: my opponent controls a Set Man-Eater Bug and Battle Ox in Attack; I control a Set Mystical
    Elf. I activate Desert Sunlight. A: only my Elf changes (face-up Defense); theirs stay as they
    were."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    elf = table.monster(0, "Mystical Elf", position="set")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DS, request="idle")
    _pass(duel, s)
    assert elf.card(duel).position == "defense"
    assert bug.card(duel).position == "set" and ox.card(duel).position == "attack"


def test_desert_sunlight_in_answer_to_an_attack_saves_the_lp():
    """Q: my opponent's Summoned Skull (2500) attacks my Battle Ox (1700) in Attack Position; I answer
    with Desert Sunlight. A: the Ox is in face-up Defense Position when damage is calculated: it is
    destroyed (1000 DEF) and I take no battle damage (8000 LP)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, DS)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=1, request="battle")
    s.pick("activate", DS, player=0)
    _pass(duel, s)
    assert grave(duel, 0) == [DS, "Battle Ox"]
    assert lp(duel) == (8000, 8000)

"""Chorus of Sanctuary (81380218), Field Spell: each face-up Defense Position monster on the field gains
500 DEF.

Sources, in our words: the card's text (MRL-037, 2002, and today's agree: no ERAS entry);
yugioh-wiki.net 《聖域の歌声》 (face-up Defense Position monsters on both sides, no others); seed 000
§場地魔法 (a Field Spell's continuous effect applies while it is face-up; Mystical Space Typhoon
destroys it and the gain ends)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

CS = "Chorus of Sanctuary"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_chorus_of_sanctuary_raises_face_up_defense_monsters_of_both_players():
    """Q: I activate Chorus of Sanctuary; my Mystical Elf is in face-up Defense, my opponent's Beaver
    Warrior too, my Battle Ox is in Attack. A: Elf 2500 DEF, Beaver Warrior 2000 DEF, Battle Ox keeps
    1000 DEF and 1700 ATK."""
    table = Table(rules="GOAT", turn=3)
    elf = table.monster(0, "Mystical Elf", position="defense")
    ox = table.monster(0, "Battle Ox")
    beaver = table.monster(1, "Beaver Warrior", position="defense")
    table.hand(0, CS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CS)
    _pass_all(duel, s)
    assert duel.defense(elf.card(duel)) == 2500
    assert duel.defense(beaver.card(duel)) == 2000
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (1700, 1000)


def test_chorus_of_sanctuary_follows_the_position_change():
    """Q: Chorus of Sanctuary is face-up; I change my Battle Ox to Defense Position. A: it gains 500 DEF
    then (1500); a face-down monster gains nothing until it is face-up."""
    table = Table(rules="GOAT", turn=3)
    table.field_spell(0, CS)
    ox = table.monster(0, "Battle Ox")
    setm = table.monster(0, "Giant Soldier of Stone", position="set")
    duel = table.build()
    assert duel.defense(ox.card(duel)) == 1000
    assert duel.defense(setm.card(duel)) == 2000
    s = Script(duel)
    s.pick("change_position", ox, position="defense")
    _pass_all(duel, s)
    assert duel.defense(ox.card(duel)) == 1500


def test_chorus_of_sanctuary_defender_survives_then_mst_ends_the_gain():
    """Q: Chorus of Sanctuary is face-up; my opponent's Battle Ox (1700) attacks my face-up Defense
    Mystical Elf (2000 + 500). Then my opponent destroys Chorus with Mystical Space Typhoon. A: the
    attacker's player takes 800 and nothing is destroyed; once Chorus is gone Elf is back to 2000 DEF."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, CS)
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    _pass_all(duel, s)
    assert duel.players[1].lp == 7200 and duel.players[0].lp == 8000
    assert elf.card(duel).location == "mzone"
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", CS, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [CS]
    assert duel.defense(elf.card(duel)) == 2000

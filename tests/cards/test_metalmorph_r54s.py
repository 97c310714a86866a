"""Metalmorph (68540058): a Normal Trap that targets a face-up monster on the field (either
side) and becomes an Equip Card on it: +300 ATK and DEF; when that monster attacks a monster,
it gains half the attack target's ATK during damage calculation only.

Sources: the card's text (2005 FMR print and today's, in our words: one meaning, no ERAS
entry); yugioh-wiki.net 《メタル化・魔法反射装甲》 (the gain only at damage calculation of its
attack on a monster; it may be activated in the Damage Step); the Konami FAQ quoted on the
Yugipedia / fandom "Card Rulings: Metalmorph" page (two copies on one monster: each adds its
300 and its own half of the target's ATK; it may be equipped to an opponent's monster, its text
not saying "your monster"); seed 000 §陷阱卡 (a Trap that becomes an Equip Card stays on the
field as one) and §裝備魔法 (an Equip Card without its monster is destroyed)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

METALMORPH = "Metalmorph"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equip(s, monster, card=METALMORPH, first=False):
    s.pick("activate", card, player=0, first=first)
    s.pick("target", monster, player=0, request="target")
    _finish(s)


def test_metalmorph_adds_half_the_targets_atk_at_damage_calculation():
    """Q: I equip Metalmorph to my Battle Ox (1700) and attack my opponent's Summoned Skull
    (2500). A: Battle Ox has 2000 ATK / 1300 DEF; at damage calculation it has 2000 + 1250 = 3250:
    Summoned Skull is destroyed and my opponent takes 750; after the battle it is 2000 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, METALMORPH)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _equip(s, ox)
    assert duel.atk(ox.card(duel)) == 2000 and duel.defense(ox.card(duel)) == 1300
    assert duel.players[0].szone[0].name == METALMORPH
    s.pick("battle")
    _finish(s)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 3250
    assert lp(duel) == (8000, 7250) and grave(duel, 1) == ["Summoned Skull"]
    assert duel.atk(ox.card(duel)) == 2000


def test_metalmorph_gives_nothing_more_when_its_monster_is_attacked():
    """Q: my Battle Ox wears Metalmorph (2000 ATK); my opponent's Summoned Skull attacks it. A:
    the half-ATK gain is only for its own attack: 2000 against 2500, Battle Ox is destroyed (and
    Metalmorph with it), I take 500."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, METALMORPH, face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Battle Ox", player=1)
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 2500 and of_type(duel, "battle")[-1]["value"] == 2000
    assert lp(duel) == (7500, 8000)
    assert sorted(grave(duel, 0)) == ["Battle Ox", METALMORPH]


def test_metalmorph_direct_attack_gains_no_half():
    """Q: my Metalmorphed Battle Ox attacks directly. A: there is no attack target: only the 300,
    my opponent takes 2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, METALMORPH, face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _finish(s)
    assert lp(duel) == (8000, 6000)


def test_metalmorph_targets_only_a_face_up_monster_and_may_take_the_opponents():
    """Q: which monsters may Metalmorph target? A: a face-up one on either side (the FAQ: its text
    does not say "your monster"), never a face-down one; on my opponent's Summoned Skull it gives
    2800 ATK / 1500 DEF, Metalmorph staying in my Spell & Trap Zone."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, METALMORPH)
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", METALMORPH, player=0)
    names = sorted(o.target_name or o.name for o in duel.request.options if o.kind == "target")
    assert names == ["Summoned Skull"]
    s.pick("target", skull, player=0)
    _finish(s)
    assert duel.atk(skull.card(duel)) == 2800 and duel.defense(skull.card(duel)) == 1500
    assert duel.players[0].szone[0].name == METALMORPH and duel.players[0].szone[0].controller == 0


def test_metalmorph_two_copies_each_add_their_half():
    """Q: two Metalmorphs on my Battle Ox (2300 ATK); it attacks Summoned Skull (2500). A: the
    Konami FAQ: each copy applies: 2300 + 1250 + 1250 = 4800, my opponent takes 2300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, METALMORPH, face_down=False, equipped_to=ox)
    table.spell_trap(0, METALMORPH, face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert duel.atk(ox.card(duel)) == 2300
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Summoned Skull")
    _finish(s)
    assert of_type(duel, "battle")[-1]["atk"] == 4800
    assert lp(duel) == (8000, 5700)


def test_metalmorph_destroyed_in_the_chain_equips_nothing():
    """Q: I activate Metalmorph on my Battle Ox; my opponent chains Mystical Space Typhoon on it.
    A: Metalmorph is destroyed before it resolves: it equips nothing (seed 000 §陷阱卡: its
    card must still be on the field), Battle Ox keeps 1700 ATK; both cards are in the GYs."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, METALMORPH)
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", METALMORPH, player=0)
    s.pick("target", ox, player=0)
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", METALMORPH, player=1)
    _finish(s)
    assert duel.atk(ox.card(duel)) == 1700
    assert grave(duel, 0) == [METALMORPH] and grave(duel, 1) == ["Mystical Space Typhoon"]
    assert field_monsters(duel, 0) == ["Battle Ox"]

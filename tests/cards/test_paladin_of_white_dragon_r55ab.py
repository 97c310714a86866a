"""White Dragon Ritual (9786492) and Paladin of White Dragon (73398797): the Ritual Spell Ritual
Summons the Level 4 Paladin with Tributes of 4 or more Levels; the Paladin destroys a face-down
Defense Position monster it attacks at the start of the Damage Step, and may be Tributed to
Special Summon Blue-Eyes White Dragon from the hand or Deck, which cannot attack that turn.

Sources: the cards' texts in our words (Structure Deck: Kaiba Evolution, SKE-024 / SKE-025, and
today's texts do the same as this script plays them; no ERAS entry; the 2005 "Blue-Eyes White
Dragon cannot declare an attack during the turn this effect is activated" read as the one it
summons): today's text, "destroy that monster at the start of the Damage Step", and the
destruction of a face-down monster there without a flip, as Mystic Swordsman LV2's (kit
`destroy_attacked_in`); the Tribute is a cost; seed 000 §儀式召喚 (the Tributes' Levels must reach the Ritual
Monster's)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

PALADIN = "Paladin of White Dragon"
RITUAL = "White Dragon Ritual"
BEWD = "Blue-Eyes White Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_white_dragon_ritual_summons_paladin_of_white_dragon():
    """Q: I activate White Dragon Ritual with Paladin of White Dragon and Battle Ox (Level 4) in
    my hand. A: Battle Ox is Tributed and the Paladin is Ritual Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, RITUAL, PALADIN, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RITUAL)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox")
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [PALADIN]
    assert sorted(grave(duel, 0)) == ["Battle Ox", RITUAL]
    assert duel.properly_summoned(duel.monsters(0)[0])


def test_white_dragon_ritual_needs_four_levels():
    """Q: my only other monster is Giant Soldier of Stone (Level 3). A: its Level does not reach
    the Paladin's 4: White Dragon Ritual cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, RITUAL, PALADIN, "Giant Soldier of Stone")
    duel = table.build()
    assert not Script(duel).has("activate", RITUAL)


def test_paladin_of_white_dragon_destroys_a_face_down_defender_without_flipping_it():
    """Q: Paladin of White Dragon attacks a face-down Man-Eater Bug. A: the Bug is destroyed at the
    start of the Damage Step, face-down: no damage calculation, no FLIP effect; the Paladin stays
    and nobody takes damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PALADIN, summon_kind="ritual")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PALADIN, target=bug, request="battle")
    _pass(s)
    assert grave(duel, 1) == ["Man-Eater Bug"]
    assert field_monsters(duel, 0) == [PALADIN]
    assert lp(duel) == (8000, 8000)


def test_paladin_of_white_dragon_face_up_defender_is_an_ordinary_battle():
    """Q: the Paladin (1900) attacks a face-up Defense Position Mystical Elf (2000 DEF). A: no
    destruction by its effect: ordinary damage calculation, 100 damage to me."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, PALADIN, summon_kind="ritual")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", PALADIN, target="Mystical Elf", request="battle")
    _pass(s)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (7900, 8000)


def test_paladin_of_white_dragon_tributed_for_blue_eyes_that_cannot_attack():
    """Q: I Tribute Paladin of White Dragon for its effect with Blue-Eyes White Dragon in my Deck.
    A: Blue-Eyes is Special Summoned from the Deck; it cannot attack this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.deck(0, ["Battle Ox", BEWD])
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PALADIN)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [BEWD]
    assert grave(duel, 0) == [PALADIN]
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", BEWD)


def test_paladin_of_white_dragon_needs_a_blue_eyes_to_summon():
    """Q: no Blue-Eyes White Dragon is in my hand or Deck. A: the effect cannot be activated (the
    Paladin is not Tributed for nothing)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    assert not Script(duel).has("activate", PALADIN)
    assert hand(duel, 0) == ["Battle Ox"]


# Review r55rb: "Blue-Eyes cannot attack" reads as every Blue-Eyes White Dragon of the player, for
# the rest of the turn. Sources: today's text (the player "cannot attack with" Blue-Eyes White
# Dragon for the rest of the turn), the OCG errata text on yugioh-wiki.net 《白竜の聖騎士》
# ("このターン、自分の「青眼の白龍」は攻撃できない": the player's Blue-Eyes, any of them); the
# Magician's Force print MFC-026 (2003, the Goat-era text) says only "Blue-Eyes White Dragon
# cannot attack during that turn", which the errata clarified, not changed: the same in both eras.

def test_paladin_of_white_dragon_blue_eyes_already_on_the_field_cannot_attack_either():
    """Q: I control a face-up Blue-Eyes White Dragon and the Paladin; I Tribute the Paladin and
    Special Summon a second Blue-Eyes from my Deck. Can the first Blue-Eyes attack? A: no: the
    restriction is on all my Blue-Eyes White Dragons this turn (today's text, the OCG errata)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    first = table.monster(0, BEWD)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.deck(0, ["Battle Ox", BEWD])
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PALADIN)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [BEWD, BEWD]
    assert grave(duel, 0) == [PALADIN]
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", first)
    assert not s.has("attack", BEWD)


def test_paladin_of_white_dragon_blue_eyes_summoned_later_cannot_attack():
    """Q: I Tribute the Paladin for a Blue-Eyes from my Deck, then Monster Reborn a Blue-Eyes
    from my GY. Can the revived one attack? A: no: none of my Blue-Eyes White Dragons can attack
    for the rest of the turn (today's text; yugioh-wiki.net OCG errata text)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.deck(0, ["Battle Ox", BEWD])
    table.grave(0, BEWD)
    table.hand(0, "Monster Reborn")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PALADIN)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    s.pick("activate", "Monster Reborn")
    assert duel.request.kind == "target"
    s.answer(next(o for o in duel.request.options if BEWD in str(o)))
    _pass(s)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [BEWD, BEWD]
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", BEWD)


def test_paladin_of_white_dragon_rule_binds_blue_eyes_only():
    """Q: I Tribute the Paladin for a Blue-Eyes from my hand, then Normal Summon Celtic Guardian.
    Which may attack? A: Celtic Guardian may; the Blue-Eyes may not: the rule binds only my
    monsters named Blue-Eyes White Dragon (round h56b: a player rule filtered by name)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="ritual")
    table.hand(0, BEWD, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PALADIN)
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    s.pick("summon", "Celtic Guardian")
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == [BEWD, "Celtic Guardian"]
    s.pick("battle")
    _pass(s)
    assert s.has("attack", "Celtic Guardian")
    assert not s.has("attack", BEWD)

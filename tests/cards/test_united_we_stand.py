"""United We Stand (56747793), Equip Spell: the equipped monster gains 800 ATK and DEF for each
face-up monster the controller of United We Stand controls.

Rulings relied on: yugioh-wiki.net 《団結の力》 (the equipped monster itself counts; Tokens count,
Scapegoat's Sheep Tokens the classic pairing; face-down monsters do not; the count is read at
every moment, so a monster turned face-down or gone lowers it at once; "you" is the controller
of the Equip Spell, also when it equips an opponent's monster). The 2005 text ("for each face-up
monster on your side of the field") does the same. Seed 000 §裝備魔法."""

from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _equip(table, target_name="Battle Ox", target_player=0):
    table.hand(0, "United We Stand")
    ox = table.monster(target_player, target_name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "United We Stand")
    s.pick("target", ox)
    _pass_all(duel, s)
    return duel, s, ox


def test_united_we_stand_counts_face_up_monsters_only():
    """Q: I control Battle Ox (1700/1000), a face-up Celtic Guardian and a face-down Mystical
    Elf, and equip United We Stand to Battle Ox. A: two face-up monsters: 3300/2600."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="set")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 3300 and duel.defense(ox.card(duel)) == 2600


def test_united_we_stand_with_scapegoat_counts_the_tokens():
    """Q: I activate Scapegoat (four Sheep Tokens) beside Battle Ox, then equip United We Stand
    to Battle Ox. A: five face-up monsters: 1700 + 4000 = 5700 ATK, 5000 DEF."""
    table = Table(turn=3)
    table.hand(0, "Scapegoat")
    table.hand(0, "United We Stand")
    ox = table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    _pass_all(duel, s)
    assert len(duel.monsters(0)) == 5
    s.pick("activate", "United We Stand")
    s.pick("target", ox)
    _pass_all(duel, s)
    assert duel.atk(ox.card(duel)) == 5700 and duel.defense(ox.card(duel)) == 5000


def test_united_we_stand_on_an_opponents_monster_counts_my_monsters():
    """Q: I control one face-up Celtic Guardian and equip United We Stand to my opponent's
    Battle Ox; they control a second face-up monster. A: "you" is the Equip Spell's controller:
    one monster (mine), Battle Ox is 2500/1800."""
    table = Table(turn=3)
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    duel, s, ox = _equip(table, target_player=1)
    assert duel.atk(ox.card(duel)) == 2500 and duel.defense(ox.card(duel)) == 1800


def test_united_we_stand_drops_when_book_of_moon_turns_a_monster_face_down():
    """Q: Battle Ox holds United We Stand beside a face-up Celtic Guardian (3300); my opponent
    answers my battle with Book of Moon on the Celtic Guardian. A: it is face-down and no longer
    counts: Battle Ox is 2500/1800."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Book of Moon")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 3300
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", guardian, player=1)
    _pass_all(duel, s)
    assert guardian.card(duel).position == "set"
    assert duel.atk(ox.card(duel)) == 2500 and duel.defense(ox.card(duel)) == 1800


def test_united_we_stand_needs_a_face_up_monster():
    """Q: the only monster on the field is a face-down Battle Ox. A: United We Stand cannot be
    activated."""
    table = Table(turn=3)
    table.hand(0, "United We Stand")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "United We Stand")


def test_united_we_stand_negated_by_imperial_order_gives_nothing():
    """Q: my opponent's Imperial Order is face-up when I equip United We Stand. A: negated:
    Battle Ox stays 1700/1000."""
    table = Table(turn=3)
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 1700 and duel.defense(ox.card(duel)) == 1000


def test_united_we_stand_under_the_goat_rules_counts_the_same():
    """Q: GOAT preset (2005 text): Battle Ox and a face-up Celtic Guardian. A: 3300/2600."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Celtic Guardian")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 3300 and duel.defense(ox.card(duel)) == 2600

"""Megamorph (22046459), Equip Spell: while the controller of Megamorph has fewer LP than the
opponent, the equipped monster's ATK becomes double its original ATK; with more LP, half of it;
with equal LP nothing.

Rulings relied on: yugioh-wiki.net 《巨大化》 (the LP compared are those of Megamorph's controller,
whoever controls the monster: with more LP it is equipped to the opponent's monster to weaken
it; read at every moment, so a change of LP turns the doubling into a halving at once; DEF
untouched); the OCG rule of ATK changes (a "becomes" value first, gains applied on it: Megamorph
then Rush Recklessly is double plus 700). The 2005 text ("double / halve the original ATK")
plays the same in these positions. Seed 000 §裝備魔法."""

from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _equip(table, target_name="Battle Ox", target_player=0):
    table.hand(0, "Megamorph")
    ox = table.monster(target_player, target_name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Megamorph")
    s.pick("target", ox)
    _pass_all(duel, s)
    return duel, s, ox


def test_megamorph_doubles_with_fewer_lp():
    """Q: I have 4000 LP, my opponent 8000; I equip Megamorph to Battle Ox (1700/1000).
    A: 3400 ATK, DEF still 1000."""
    duel, s, ox = _equip(Table(turn=3, lp=(4000, 8000)))
    assert duel.atk(ox.card(duel)) == 3400 and duel.defense(ox.card(duel)) == 1000


def test_megamorph_on_an_opponents_monster_halves_it_with_more_lp():
    """Q: I have 8000 LP, my opponent 3000; I equip Megamorph to their Blue-Eyes White Dragon.
    A: my LP are compared: its ATK becomes 1500 (DEF 2500 untouched)."""
    duel, s, bewd = _equip(Table(turn=3, lp=(8000, 3000)), "Blue-Eyes White Dragon", target_player=1)
    assert bewd.card(duel).controller == 1
    assert duel.atk(bewd.card(duel)) == 1500 and duel.defense(bewd.card(duel)) == 2500


def test_megamorph_with_equal_lp_changes_nothing():
    """Q: both players have 8000 LP. A: Battle Ox keeps 1700 ATK."""
    duel, s, ox = _equip(Table(turn=3))
    assert duel.atk(ox.card(duel)) == 1700


def test_megamorph_turns_to_halving_once_my_lp_are_higher():
    """Q: 7000 LP against 8000: my Battle Ox holds Megamorph (3400) and attacks directly. A: my
    opponent drops to 4600; now my LP are higher: Battle Ox's ATK becomes 850."""
    duel, s, ox = _equip(Table(turn=3, lp=(7000, 8000)))
    assert duel.atk(ox.card(duel)) == 3400
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    _pass_all(duel, s)
    assert duel.players[1].lp == 4600
    assert duel.atk(ox.card(duel)) == 850


def test_megamorph_then_rush_recklessly_adds_700_to_the_doubled_atk():
    """Q: Battle Ox holds Megamorph (3400, my LP lower); I activate Rush Recklessly on it.
    A: the gain applies on the "becomes" value: 4100."""
    table = Table(turn=3, lp=(4000, 8000))
    table.spell_trap(0, "Rush Recklessly")
    duel, s, ox = _equip(table)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", ox)
    _pass_all(duel, s)
    assert duel.atk(ox.card(duel)) == 4100


def test_megamorph_needs_a_face_up_monster():
    """Q: only a face-down Battle Ox is on the field. A: Megamorph cannot be activated."""
    table = Table(turn=3, lp=(4000, 8000))
    table.hand(0, "Megamorph")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Megamorph")


def test_megamorph_negated_by_imperial_order():
    """Q: my opponent's Imperial Order is face-up; with fewer LP I equip Megamorph to Battle Ox.
    A: negated: Battle Ox stays at 1700."""
    table = Table(turn=3, lp=(4000, 8000))
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 1700


def test_megamorph_under_the_goat_rules_doubles_the_same():
    """Q: GOAT preset (2005 text): 4000 LP against 8000, Megamorph on Battle Ox. A: 3400."""
    duel, s, ox = _equip(Table(rules="GOAT", turn=3, lp=(4000, 8000)))
    assert duel.atk(ox.card(duel)) == 3400

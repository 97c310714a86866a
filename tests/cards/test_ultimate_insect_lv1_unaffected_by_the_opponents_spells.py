"""Ultimate Insect LV1 (49441499): while face-up on the field, it is unaffected by the effects of
the opponent's Spell Cards; its own player's Spells, and Traps, still reach it.

Sources: the card's text in our words (the 2005 TCG text, SOD, and today's: "unaffected by the
effects of your opponent's Spell Cards"; the OCG text 《アルティメット・インセクト LV1》 the same);
yugioh-wiki.net 「効果を受けない」 (an unaffected monster can be targeted; the effect does nothing to
it); the engine's `unaffected_by` shield (engine/unaffected.py, Horus the Black Flame Dragon LV6's,
here narrowed to the opponent's cards: `("opponent's Spell",)`)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV1 = "Ultimate Insect LV1"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_ultimate_insect_lv1_survives_the_opponents_dark_hole():
    """Q: my opponent activates Dark Hole while my Ultimate Insect LV1 and their Battle Ox are
    face-up. A: Battle Ox is destroyed; LV1 stays (unaffected by their Spell)."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, LV1)
    table.monster(1, "Battle Ox")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [LV1] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Battle Ox", "Dark Hole"]


def test_ultimate_insect_lv1_is_destroyed_by_its_own_players_dark_hole():
    """Q: I activate Dark Hole myself with my Ultimate Insect LV1 face-up. A: it is destroyed: only
    the opponent's Spells do not reach it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, LV1)
    table.monster(1, "Battle Ox")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _pass(s)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Dark Hole", LV1]


def test_ultimate_insect_lv1_cannot_be_taken_by_the_opponents_change_of_heart():
    """Q: my opponent targets my Ultimate Insect LV1 with Change of Heart. A: it may be targeted,
    but the control change does not apply: LV1 stays mine, Change of Heart goes to the GY."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, LV1)
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", LV1, player=1, request="target")
    _pass(s)
    assert field_monsters(duel, 0) == [LV1] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Change of Heart"]


def test_ultimate_insect_lv1_gains_from_its_own_players_equip_but_not_the_opponents():
    """Q: I equip my Ultimate Insect LV1 (0 ATK) with Axe of Despair; my opponent then equips it
    with their own Axe of Despair. A: my Axe gives +1000 (1000 ATK); theirs is equipped but gives
    nothing: still 1000."""
    table = Table(turn=3, turn_player=0)
    lv1 = table.monster(0, LV1)
    table.hand(0, "Axe of Despair")
    table.hand(1, "Axe of Despair")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair")
    s.pick("target", LV1, player=0, request="target")
    _pass(s)
    assert duel.atk(lv1.card(duel)) == 1000
    s.end_turn()
    s.pick("activate", "Axe of Despair", player=1)
    s.pick("target", LV1, player=1, request="target")
    _pass(s)
    axes = [c for c in duel.players[1].szone if c is not None]
    assert [c.name for c in axes] == ["Axe of Despair"]
    assert duel.atk(lv1.card(duel)) == 1000


def test_ultimate_insect_lv1_is_destroyed_by_the_opponents_trap():
    """Q: I Normal Summon Ultimate Insect LV1; my opponent answers with Torrential Tribute. A: a
    Trap, not a Spell: LV1 is destroyed."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, LV1)
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", LV1)
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    _pass(s)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == [LV1]


def test_ultimate_insect_lv1_under_goat_the_same():
    """Q: (Goat) my opponent's Dark Hole with my Ultimate Insect LV1 face-up? A: the same: it
    stays (the 2005 text gives the same immunity)."""
    table = Table(turn=4, turn_player=1, rules="GOAT")
    table.monster(0, LV1)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [LV1]

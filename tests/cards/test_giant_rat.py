"""Giant Rat (97017120): destroyed by battle and sent to the GY, its owner may Special Summon 1
EARTH monster with 1500 or less ATK from the Deck in face-up Attack Position.

Sources: the card's 2005 text (its Metal Raiders / Dark Beginning 1 prints: destroyed by
battle and sent to the GY, a summon from the Deck in face-up Attack Position) and today's, the
same in what it does; goatformat.com's floater rulings (Mystic
Tomato's family: a "when ... you can" trigger in the GY, used in the damage step; it works while
face-down when attacked); seed 000 §效果分類 (Skill Drain negates only the effects of face-up
monsters on the field: a trigger of a card in the GY is not negated); Macro Cosmos banishes it
instead: never sent to the GY, no trigger. One text in both eras."""

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _attack_rat(table, rat):
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=rat, player=1)
    _resolve(s)
    return duel, s


def test_giant_rat_summons_an_earth_monster_in_attack_position():
    """Q: my Giant Rat is destroyed by my opponent's Summoned Skull. A: I may Special Summon
    Giant Rat (EARTH, 1400) from my Deck, in face-up Attack Position; the Deck is shuffled."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    rat = table.monster(0, "Giant Rat")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Giant Rat", "Battle Ox", "Mystical Elf"])
    duel, s = _attack_rat(table, rat)
    s.pick("yes", player=0, request="yes_no")
    request = s.expect(request="select", player=0)
    # Battle Ox has 1700 ATK; Mystical Elf is LIGHT
    assert [o.name for o in request.options if o.kind == "select"] == ["Giant Rat"]
    s.pick("select", "Giant Rat")
    _resolve(s)
    assert grave(duel, 0) == ["Giant Rat"]
    assert field_monsters(duel, 0) == ["Giant Rat"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
    assert duel.players[0].lp == 8000 - 1100


def test_giant_rat_offers_nothing_without_a_fitting_monster():
    """Q: my Giant Rat is destroyed by battle; my Deck holds only Battle Ox (1700) and Mystical
    Elf (LIGHT). A: no EARTH monster with 1500 or less ATK: nothing is asked, nothing comes."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    rat = table.monster(0, "Giant Rat")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel, s = _attack_rat(table, rat)
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []


def test_giant_rat_destroyed_by_dark_hole_summons_nothing():
    """Q: Dark Hole destroys my Giant Rat. A: it was not destroyed by battle: no summon."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, "Giant Rat")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Giant Rat"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Giant Rat"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert field_monsters(duel, 0) == []


def test_giant_rat_works_under_skill_drain():
    """Q: my opponent controls a face-up Skill Drain; my Giant Rat is destroyed by battle. A:
    its effect starts in the GY, where Skill Drain does not reach: I Special Summon Giant Rat."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    rat = table.monster(0, "Giant Rat")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, ["Giant Rat"])
    duel, s = _attack_rat(table, rat)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Giant Rat")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Giant Rat"]


def test_giant_rat_banished_by_macro_cosmos_summons_nothing():
    """Q: with Macro Cosmos face-up, my Giant Rat is destroyed by battle. A: it is banished
    instead of going to the GY: its effect does not start."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    rat = table.monster(0, "Giant Rat")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Giant Rat"])
    duel, s = _attack_rat(table, rat)
    assert banished(duel, 0) == ["Giant Rat"]
    assert field_monsters(duel, 0) == []
    assert duel.request.kind == "battle"

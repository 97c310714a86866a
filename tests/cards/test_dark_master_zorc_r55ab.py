"""Contract with the Dark Master (96420087) and Dark Master - Zorc (97642679): the Ritual Spell
Ritual Summons the Level 8 Zorc with Tributes of 8 or more Levels; once per turn Zorc rolls a
die: 1-2 destroys every monster the opponent controls, 3-5 one of them, 6 every monster of its
own controller.

Sources: the cards' texts in our words (Dark Crisis DCR-084 / DCR-087 and today's texts do the
same: no ERAS entry); yugioh-wiki.net 《闇の支配者－ゾーク》 (an ignition effect once per turn; the
monster destroyed on a 3, 4 or 5 is chosen as the effect resolves: it targets nothing); seed 004
§一 (the die: `roll_die`, drawn from the duel's PRNG, so the seeds below give 2, 5 and 6); seed 000
§儀式召喚."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

ZORC = "Dark Master - Zorc"
CONTRACT = "Contract with the Dark Master"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _zorc_table(set_guardian=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, ZORC, summon_kind="ritual")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian", position="set" if set_guardian else "attack")
    table.monster(1, "Mystical Elf")
    return table, guardian


def _roll(seed, set_guardian=False):
    table, guardian = _zorc_table(set_guardian)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", ZORC)
    _pass(s)
    return duel, s, guardian


def test_contract_with_the_dark_master_summons_dark_master_zorc():
    """Q: I activate Contract with the Dark Master with Zorc, Battle Ox and Celtic Guardian (Level
    4 each) in my hand. A: both are Tributed (4 + 4 = 8) and Zorc is Ritual Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CONTRACT, ZORC, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CONTRACT)
    _pass(s)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert field_monsters(duel, 0) == [ZORC]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", CONTRACT]


def test_contract_with_the_dark_master_needs_eight_levels():
    """Q: besides Zorc my hand holds Battle Ox (4) and Giant Soldier of Stone (3). A: 7 Levels
    do not reach Zorc's 8: the Ritual Spell cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CONTRACT, ZORC, "Battle Ox", "Giant Soldier of Stone")
    duel = table.build()
    assert not Script(duel).has("activate", CONTRACT)


def test_dark_master_zorc_rolls_two_destroys_all_opposing_monsters():
    """Q: Zorc's die shows 2. A: every monster my opponent controls is destroyed; mine stay."""
    duel, s, _ = _roll(seed=0)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [2]
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Mystical Elf"]
    assert field_monsters(duel, 0) == [ZORC, "Battle Ox"]


def test_dark_master_zorc_rolls_five_destroys_one_chosen_face_down_too():
    """Q: Zorc's die shows 5 and my opponent has a face-down Celtic Guardian and Mystical Elf.
    A: I choose one as the effect resolves (no target): the face-down monster may be it; it is
    destroyed, the other stays."""
    duel, s, guardian = _roll(seed=1, set_guardian=True)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [5]
    s.pick("select", guardian, player=0)
    _pass(s)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 1) == ["Mystical Elf"]


def test_dark_master_zorc_rolls_six_destroys_its_own_side():
    """Q: Zorc's die shows 6. A: every monster I control is destroyed, Zorc itself too; my
    opponent's stay."""
    duel, s, _ = _roll(seed=5)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [6]
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", ZORC]
    assert field_monsters(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_dark_master_zorc_once_per_turn():
    """Q: Zorc rolled a 5 and I destroyed one monster; may I roll again this turn? A: no, once
    per turn."""
    duel, s, _ = _roll(seed=1)
    s.pick("select", "Celtic Guardian", player=0)
    _pass(s)
    assert field_monsters(duel, 0) == [ZORC, "Battle Ox"]
    assert not s.has("activate", ZORC)


def test_dark_master_zorc_under_skill_drain_rolls_nothing():
    """Q: my opponent has a face-up Skill Drain; I activate Zorc's effect. A: Skill Drain negates
    the effect of a face-up monster on the field: the effect resolves negated, no die is rolled
    and no monster is destroyed (seed 000 §效果分類; Skill Drain's text)."""
    table, _ = _zorc_table()
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build(seed=0)
    s = Script(duel)
    s.pick("activate", ZORC)
    _pass(s)
    assert of_type(duel, "die_roll") == []
    assert len(of_type(duel, "negated")) == 1
    assert field_monsters(duel, 1) == ["Celtic Guardian", "Mystical Elf"]
    assert field_monsters(duel, 0) == [ZORC, "Battle Ox"]

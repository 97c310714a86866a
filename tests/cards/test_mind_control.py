"""Mind Control (37520316): take control of an opponent's monster until the End Phase; it cannot
declare an attack or be Tributed.

Sources: the card's text (2005 English, as the GOAT preset plays it, and today's say the same:
"take control ... until the End Phase; that monster cannot be Tributed or declare an attack");
yugioh-wiki.net 《精神操作》 (the monster may be face-up or face-down; it cannot be Tributed for
a Tribute Summon nor for a cost, e.g. Enemy Controller's; it may still change its battle
position; control returns in the End Phase). Seed 000 §上級召喚 (the Tributes are monsters you
control that may be Tributed)."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _take(rules, theirs, mine=(), hand=()):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mind Control", *hand)
    refs = [table.monster(1, name) for name in theirs]
    for name in mine:
        table.monster(0, name)
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control")
    s.pick("target", refs[0])
    _resolve(s)
    return duel, s, refs


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_mind_control_takes_a_monster_until_the_end_phase(rules):
    """Q: I activate Mind Control on my opponent's Summoned Skull. A: I control it this turn;
    in the End Phase it goes back to my opponent."""
    duel, s, (skull,) = _take(rules, ["Summoned Skull"])
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Mind Control"]
    s.end_turn()
    _resolve(s)
    assert duel.turn == 4 and skull.card(duel).controller == 1


def test_mind_control_monster_cannot_declare_an_attack():
    """Q: I took Summoned Skull with Mind Control and enter my Battle Phase beside my Battle Ox.
    A: the Skull has no attack to declare; Battle Ox does."""
    duel, s, _ = _take("GOAT", ["Summoned Skull", "Mystical Elf"], mine=["Battle Ox"])
    s.pick("battle")
    _resolve(s)
    assert not s.has("attack", "Summoned Skull")
    assert s.has("attack", "Battle Ox", target="Mystical Elf")


def test_mind_control_normal_monster_cannot_be_tributed_for_a_tribute_summon():
    """Q: I took my opponent's Battle Ox (a Normal Monster) with Mind Control; it is my only
    monster and Summoned Skull is in my hand. A: it cannot be Tributed: neither a Tribute Summon
    nor a Set of the Skull is offered."""
    duel, s, _ = _take("GOAT", ["Battle Ox"], hand=["Summoned Skull"])
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


def test_mind_control_effect_monster_cannot_be_tributed_but_my_own_may():
    """Q: I took my opponent's Sangan with Mind Control and control my Battle Ox; I Tribute
    Summon Summoned Skull. A: only Battle Ox is offered as the Tribute."""
    duel, s, _ = _take("GOAT", ["Sangan"], mine=["Battle Ox"], hand=["Summoned Skull"])
    s.pick("summon", "Summoned Skull")
    assert [o.name for o in duel.request.options if o.kind == "tribute"] == ["Battle Ox"]
    s.pick("tribute", "Battle Ox")
    _resolve(s)
    assert sorted(field_monsters(duel, 0)) == ["Sangan", "Summoned Skull"]


def test_mind_control_monster_is_no_cost_for_enemy_controller():
    """Q: I took Summoned Skull with Mind Control; it is my only monster. May I activate Enemy
    Controller, Tributing it to take my opponent's face-up Mystical Elf? A: no: the Skull cannot
    be Tributed, so the cost cannot be paid (only the position mode stays)."""
    duel, s, _ = _take("GOAT", ["Summoned Skull", "Mystical Elf"], hand=["Enemy Controller"])
    # effect 0: change a battle position; effect 1: Tribute 1 and take control
    assert [o.effect for o in s.options("activate", "Enemy Controller")] == [0]


def test_mind_control_monster_may_change_its_battle_position():
    """Q: I took my opponent's Summoned Skull (on the field since an earlier turn) with Mind
    Control. May I change it to Defense Position? A: yes: only attacks and Tributes are barred."""
    duel, s, (skull,) = _take("GOAT", ["Summoned Skull"])
    s.pick("change_position", "Summoned Skull")
    assert skull.card(duel).position == "defense" and lp(duel) == (8000, 8000)


def test_mind_control_beside_my_own_monster_enemy_controller_may_tribute_that_one():
    """Q: as above, but I also control Battle Ox. A: Enemy Controller's Tribute mode is offered
    (Battle Ox may pay its cost)."""
    duel, s, _ = _take("GOAT", ["Summoned Skull", "Mystical Elf"], mine=["Battle Ox"], hand=["Enemy Controller"])
    assert [o.effect for o in s.options("activate", "Enemy Controller")] == [0, 1]

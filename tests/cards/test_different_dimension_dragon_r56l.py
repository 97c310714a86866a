"""Different Dimension Dragon (50939127): a Spell or Trap effect that does not target it cannot
destroy it; it is not destroyed by battle with a monster whose ATK is 1900 or less.

Sources: the card's texts in our words (the 2005 TCG print and today's do the same: no ERAS entry);
yugioh-wiki.net 《異次元竜 トワイライトゾーンドラゴン》: both continuous effects; Dark Hole, Mirror
Force (no target) leave it on the field, Sakuretsu Armor (a target) destroys it; monster effects
destroy it whether they target or not; in a battle with a monster of 1900 or less ATK it is not
destroyed, but battle damage is dealt as usual (seed 004 §伤害的判定); the ATK is read at damage
calculation."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DDD = "Different Dimension Dragon"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked_by(attacker):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ddd = table.monster(0, DDD)
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=ddd, player=1)
    _pass_all(s, duel)
    return duel


def test_different_dimension_dragon_survives_a_1900_attacker():
    """Q: Mad Dog of Darkness (1900) attacks my Attack Position Different Dimension Dragon (1200).
    A: it is not destroyed, but I take 700."""
    duel = _attacked_by("Mad Dog of Darkness")
    assert field_monsters(duel, 0) == [DDD] and lp(duel) == (7300, 8000)


def test_different_dimension_dragon_is_destroyed_by_a_2000_attacker():
    """Q: Summoned Skull (2500) attacks it. A: 2500 is over 1900: it is destroyed; I take 1300."""
    duel = _attacked_by("Summoned Skull")
    assert grave(duel, 0) == [DDD] and lp(duel) == (6700, 8000)


def test_different_dimension_dragon_survives_dark_hole():
    """Q: my opponent activates Dark Hole with my Different Dimension Dragon and Battle Ox on the
    field and their Celtic Guardian. A: Dark Hole targets nothing: every monster but Different
    Dimension Dragon is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, DDD)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DDD]
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Celtic Guardian", "Dark Hole"]


def test_different_dimension_dragon_survives_mirror_force_but_not_sakuretsu_armor():
    """Q: my Different Dimension Dragon attacks; my opponent answers with Mirror Force, then (next
    attack, in another duel) with Sakuretsu Armor. A: Mirror Force targets nothing: it stays (my
    Battle Ox beside it, in Attack Position, is destroyed); Sakuretsu Armor targets it: it is
    destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DDD)
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DDD, target="player")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == [DDD] and grave(duel, 0) == ["Battle Ox"]

    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DDD)
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DDD, target="player")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    while duel.request.kind == "target":
        s.pick("target", DDD, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == [DDD] and lp(duel) == (8000, 8000)


def test_different_dimension_dragon_is_destroyed_by_a_monster_effect_without_target():
    """Q: my opponent's Armed Dragon LV7 discards Battle Ox (1700) to destroy every face-up
    monster I control with 1700 or less ATK (no target). A: only Spell and Trap effects are
    stopped: my Different Dimension Dragon (1200) is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, DDD)
    table.monster(1, "Armed Dragon LV7")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Armed Dragon LV7", player=1)
    while duel.request.kind in ("select", "discard"):
        s.pick(duel.request.kind, "Battle Ox", player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == [DDD] and grave(duel, 1) == ["Battle Ox"]

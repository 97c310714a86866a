"""Exploder Dragonwing's rulings as players ask them (the MR5 preset).

Seed 000 §傷害步驟 (the start of the Damage Step, before damage calculation) and §誘發效果.
Sources: the card's rulings (yugioh-wiki.net 《エクスプロード・ウィング・ドラゴン》: the check is
the monster's ATK "less than or equal to" this card's ATK now, not an original ATK, so raising
this card's ATK (an Equip Spell, a Quick-Play Spell) lets it destroy a stronger monster; the
damage is the destroyed monster's ATK as it is then, not its original ATK; an equal ATK
qualifies, so it destroys a 2400 ATK monster without a trade)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _table(defender, p1_set=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Exploder Dragonwing", summon_kind="synchro")
    target = table.monster(1, defender)
    for card in p1_set:
        table.spell_trap(1, card)
    return table, target


def _attack(duel, s, target):
    s.pick("battle")
    while duel.request.kind == "chain":         # the opponent passes at the phase change
        s.pick("pass")
    s.pick("attack", "Exploder Dragonwing", target=target)
    while duel.request.kind == "chain":         # and at the attack declaration
        s.pick("pass")


def test_exploder_dragonwing_destroys_a_monster_of_equal_atk_and_burns_2400():
    """Q: Exploder Dragonwing (2400) attacks Jinzo (2400). A: "less than or equal to": it may
    destroy Jinzo at the start of the Damage Step, with no damage calculation, and my
    opponent takes 2400; Dragonwing survives."""
    table, jinzo = _table("Jinzo")
    duel = table.build()
    s = Script(duel)
    _attack(duel, s, jinzo)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Jinzo"] and field_monsters(duel, 0) == ["Exploder Dragonwing"]
    assert lp(duel) == (8000, 8000 - 2400)


def test_exploder_dragonwing_raised_by_rush_recklessly_destroys_a_stronger_monster():
    """Q: Summoned Skull (2500) is stronger than my Dragonwing (2400), but I first give
    Dragonwing Rush Recklessly's 700. A: it compares ATK as they are now: 2500 <= 3100, so it
    may destroy Summoned Skull and burn 2500."""
    table, skull = _table("Summoned Skull")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Exploder Dragonwing")
    while duel.request.kind == "chain":
        s.pick("pass")
    _attack(duel, s, skull)
    s.pick("yes", player=0, request="yes_no")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 8000 - 2500)


def test_exploder_dragonwing_burns_the_atk_its_target_has_when_destroyed():
    """Q: Dragonwing attacks Battle Ox (1700); my opponent answers its effect with Rush
    Recklessly on Battle Ox (2400). A: 2400 is still not higher than 2400: Battle Ox is
    destroyed, and the damage is its ATK then, 2400, not its original 1700."""
    table, ox = _table("Battle Ox", p1_set=("Rush Recklessly",))
    duel = table.build()
    s = Script(duel)
    _attack(duel, s, ox)
    s.pick("yes", player=0, request="yes_no")
    s.pick("activate", "Rush Recklessly", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Rush Recklessly"]
    assert lp(duel) == (8000, 8000 - 2400)

"""Vampire Baby (56387350), Level 3 DARK Zombie: at the end of the Battle Phase in which it destroyed a
monster by battle, you can Special Summon that monster from the GY to your field.

Sources, in our words: yugioh-wiki.net 《ヴァンパイア・ベビー》 (the monster it destroyed by battle and sent to
the GY, summoned to your field at the end of that Battle Phase; an optional trigger); the atwiki card
study (the summon is optional, in either position; the effect is activated and resolved even if Vampire
Baby has left the field by the end of the Battle Phase; a monster you own counts too). The 2005 text
does what today's does: no ERAS entry. Necrovalley keeps the GY monster where it is (seed: a card that
moves a card out of the GY)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

VB = "Vampire Baby"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _baby_attacks(target="Thousand-Eyes Idol", extra=None, field_spell=None):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, VB)
    if extra:
        table.hand(0, *extra)
    if field_spell:
        table.field_spell(1, field_spell)
    idol = table.monster(1, target)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", VB, target=idol)
    _pass(s)
    return duel, s


def test_vampire_baby_summons_the_monster_it_destroyed_at_the_end_of_the_battle_phase():
    """Q: Vampire Baby (700) destroys my opponent's Thousand-Eyes Idol (0 ATK) by battle; I end the
    Battle Phase. A: at its end I may Special Summon Thousand-Eyes Idol to my field."""
    duel, s = _baby_attacks()
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]
    s.pick("end_battle")
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert field_monsters(duel, 0) == [VB, "Thousand-Eyes Idol"] and grave(duel, 1) == []
    assert duel.monsters(0)[1].owner == 1


def test_vampire_baby_nothing_without_a_battle_destruction():
    """Q: Vampire Baby attacks Mystical Elf in Defense Position (2000 DEF) and destroys nothing. A: no
    question at the end of the Battle Phase."""
    duel, s = _baby_attacks(target="Mystical Elf")
    s.pick("end_battle")
    _pass(s)
    assert duel.request.kind == "idle" and field_monsters(duel, 1) == ["Mystical Elf"]


def test_vampire_baby_works_after_it_left_the_field():
    """Q: Vampire Baby destroys Thousand-Eyes Idol by battle; then my Battle Ox attacks and my opponent's
    Mirror Force destroys Baby and Ox. A: at the end of the Battle Phase I may still Special Summon the
    Idol: the effect works though Baby is in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, VB)
    table.monster(0, "Battle Ox")
    idol = table.monster(1, "Thousand-Eyes Idol")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", VB, target=idol)
    _pass(s)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", VB]
    s.pick("end_battle")
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert field_monsters(duel, 0) == ["Thousand-Eyes Idol"]


def test_vampire_baby_stopped_by_necrovalley():
    """Q: Vampire Baby destroys Thousand-Eyes Idol under my opponent's Necrovalley. A: the Idol cannot
    leave the GY: no summon is offered."""
    duel, s = _baby_attacks(field_spell="Necrovalley")
    s.pick("end_battle")
    _pass(s)
    assert duel.request.kind == "idle" and grave(duel, 1) == ["Thousand-Eyes Idol"]


def test_vampire_baby_destroys_its_attacker():
    """Q: my opponent's Thousand-Eyes Idol (0 ATK) attacks my Vampire Baby and is destroyed; they end
    their Battle Phase. A: at its end I, Vampire Baby's controller, may Special Summon the Idol to my
    field, in my opponent's turn."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    baby = table.monster(0, VB)
    table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Thousand-Eyes Idol", target=baby, player=1)
    _pass(s)
    s.pick("end_battle", player=1)
    s.pick("yes", player=0, request="yes_no")
    _pass(s)
    s.pick("option", player=0, request="option", first=True)
    _pass(s)
    assert field_monsters(duel, 0) == [VB, "Thousand-Eyes Idol"] and field_monsters(duel, 1) == []

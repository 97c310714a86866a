"""Sword of Dark Destruction's rulings as the Yugi starter deck raises them (SDY-020): an
Equip Spell for a DARK monster only, which gains 400 ATK and loses 200 DEF.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: the OCG rules of ATK/DEF changes (the ygorganization ATK/DEF modifier guide;
kagamidori-yugiohblog 「攻撃力・守備力の計算方法」: a value never shows below 0, but a loss is kept
whole in the sum, and later gains are added to that sum); the Edison-format Reverse Trap
rulings (edisonrul.ing: a decrease of a defined value becomes the same increase)."""

from duelist.testing.scenario import Script, Table


def _sworded_dragon_zombie(*traps):
    """Dragon Zombie (DARK, 1600 ATK / 0 DEF) with Sword of Dark Destruction, on player 0's
    field in their Main Phase 1, with `traps` Set beside it."""
    table = Table(turn=3)
    zombie = table.monster(0, "Dragon Zombie")
    table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=zombie)
    for trap in traps:
        table.spell_trap(0, trap)
    duel = table.build()
    return duel, Script(duel), zombie.card(duel)


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_the_swords_200_def_loss_on_a_0_def_monster_is_kept_under_castle_walls():
    """Q: my Dragon Zombie (0 DEF) holds Sword of Dark Destruction: 2000 ATK, 0 DEF. I activate
    Castle Walls on it: 500 DEF? A: no, 300: the DEF shows 0, but the Sword's 200 loss is kept
    in the sum (0 - 200 + 500)."""
    duel, s, zombie = _sworded_dragon_zombie("Castle Walls")
    assert (duel.atk(zombie), duel.defense(zombie)) == (2000, 0)
    s.pick("activate", "Castle Walls")
    s.pick("target", "Dragon Zombie")
    _resolve(s)
    assert duel.defense(zombie) == 300


def test_reverse_trap_turns_the_swords_def_loss_into_a_gain_on_a_0_def_monster():
    """Q: the same Dragon Zombie with the Sword; I activate Reverse Trap: A: the 400 gain is a
    400 loss (1200 ATK), the 200 loss a 200 gain (200 DEF)."""
    duel, s, zombie = _sworded_dragon_zombie("Reverse Trap")
    s.pick("activate", "Reverse Trap")
    _resolve(s)
    assert (duel.atk(zombie), duel.defense(zombie)) == (1200, 200)

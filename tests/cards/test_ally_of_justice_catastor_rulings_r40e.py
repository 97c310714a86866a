"""Ally of Justice Catastor's rulings as players ask them (the MR5 preset).

Seed 000 §傷害步驟 (the start of the Damage Step comes before a face-down monster is flipped
for damage calculation) and §誘發效果. Sources: the card's rulings (yugipedia "Card
Rulings:Ally of Justice Catastor", yugioh-wiki.net 《A・O・J カタストル》): "if this card
battles" means attacking or being attacked: a non-DARK monster that attacks it is destroyed at
the start of the Damage Step, with no damage calculation; a DARK monster is fought as usual."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _opponent_attacks(attacker):
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    catastor = table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    table.monster(1, attacker)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=catastor, player=1)
    for _ in range(8):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    return duel


def test_catastor_destroys_the_non_dark_monster_that_attacks_it():
    """Q: my opponent's Blue-Eyes White Dragon (LIGHT, 3000) attacks my Catastor (2200). A:
    Catastor battles it, so at the start of the Damage Step Blue-Eyes is destroyed; no damage
    calculation, nobody takes damage, Catastor stays."""
    duel = _opponent_attacks("Blue-Eyes White Dragon")
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]
    assert field_monsters(duel, 0) == ["Ally of Justice Catastor"] and lp(duel) == (8000, 8000)


def test_catastor_attacked_by_a_dark_monster_battles_as_usual():
    """Q: and if Summoned Skull (DARK, 2500) attacks Catastor? A: Catastor's effect does not
    apply to a DARK monster: damage calculation destroys Catastor, I take 300."""
    duel = _opponent_attacks("Summoned Skull")
    assert grave(duel, 0) == ["Ally of Justice Catastor"] and field_monsters(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000 - 300, 8000)

"""Blade Knight's gain (400 ATK while its controller holds 1 card or fewer) starts to apply the
moment the hand shrinks, even in the Damage Step, and damage calculation uses it (round 52t).

Seed 000 §永續效果 / §其他效果 (an effect that is not activated applies from the moment its
condition holds, even in the middle of an effect's resolution) and seed 004 §伤害的判定 (the
ATK at damage calculation decides). Blade Knight: Level 4 LIGHT Warrior, 1600 ATK; the card's
text in short: while you have 1 or fewer cards in your hand, it gains 400 ATK."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_rush_recklessly_from_a_hand_of_two_gives_blade_knight_both_gains():
    """Q: my Blade Knight (1600; I hold Rush Recklessly and Battle Ox, so no gain) attacks the
    opponent's Dark Magician (2500). At the start of the Damage Step I activate Rush Recklessly
    on it from my hand. A: my hand is down to 1 card, so Blade Knight gains 400 as well as Rush
    Recklessly's 700: 2700 at damage calculation. Dark Magician is destroyed and the opponent
    takes 200."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    knight = table.monster(0, "Blade Knight")
    table.hand(0, "Rush Recklessly", "Battle Ox")
    table.monster(1, "Dark Magician")
    seen = []
    table.at("before_damage_calculation", lambda duel: seen.append(duel.atk(knight.card(duel))))
    duel = table.build()
    s = Script(duel)
    assert duel.atk(knight.card(duel)) == 1600
    s.pick("attack", "Blade Knight", target="Dark Magician")
    while duel.request.kind == "chain":
        if duel.request.player == 0 and duel.damage_sub == "start" and s.has("activate", "Rush Recklessly"):
            s.pick("activate", "Rush Recklessly")
            s.pick("target", knight)
        else:
            s.pick("pass")
    assert seen == [2700]
    assert [(e["atk"], e["value"]) for e in of_type(duel, "battle")] == [(2700, 2500)]
    assert lp(duel) == (8000, 7800)
    assert grave(duel, 1) == ["Dark Magician"]
    assert duel.atk(knight.card(duel)) == 2700       # both gains last: 1 card in hand, Rush until the end of the turn

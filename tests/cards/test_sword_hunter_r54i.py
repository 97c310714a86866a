"""Sword Hunter (51345461): at the end of the Battle Phase (either player's), the monsters it
destroyed by battle that Battle Phase and that went to the GY are equipped to it from the GY as
Equip Cards; it gains 200 ATK for each.

Sources: the card's texts in our words (the OCG text 《ソードハンター》: the monsters it destroys by
battle are equipped to it as Equip Cards at the end of the Battle Phase, +200 ATK for each;
today's TCG text: "At the end of the Battle Phase, if this card destroyed a monster(s) by battle
and sent it to the Graveyard this Battle Phase: equip all those monsters from the GY", not
optional, +200 each; no ERAS entry: the 2005 TCG print (PSV) was not found word for word here,
and its older wording, as remembered, "can be equipped", might read as optional: left to review).
Necrovalley (its text: effects that would move a card out of a GY are negated) keeps them in the
GY; our reading of its rule, as for the other scripted cards that take from a GY without a
target (`ctx.grave_guarded`: Skilled White Magician's Buster Blader from the GY)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

SH = "Sword Hunter"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _equips(duel, player=0):
    return [c.name for c in duel.players[player].szone if c is not None]


def _attack(attacker, defender, turn_player=0, valley=False, rules="GOAT"):
    table = Table(rules=rules, turn=3 + turn_player, turn_player=turn_player, phase="battle_step")
    mine = table.monster(0, attacker if turn_player == 0 else defender)
    theirs = table.monster(1, defender if turn_player == 0 else attacker)
    if valley:
        table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    if turn_player == 0:
        s.pick("attack", mine.card(duel).name, target=theirs, player=0)
    else:
        s.pick("attack", theirs.card(duel).name, target=mine, player=1)
    _resolve(s)
    s.pick("end_battle", player=turn_player)
    _resolve(s)
    return duel, s, mine, theirs


def test_sword_hunter_equips_the_monster_it_destroyed():
    """Q: my Sword Hunter (2450) destroys my opponent's Battle Ox by battle. A: at the end of the
    Battle Phase Battle Ox leaves their GY and becomes an Equip Card in my Spell & Trap Zone
    (still theirs as owner), and Sword Hunter has 2650 ATK."""
    duel, s, hunter, ox = _attack(SH, "Battle Ox")
    assert duel.players[1].lp == 8000 - 750
    assert grave(duel, 1) == [] and _equips(duel, 0) == ["Battle Ox"]
    held = ox.card(duel)
    assert held.location == "szone" and held.controller == 0 and held.owner == 1
    assert duel.atk(hunter.card(duel)) == 2650


def test_sword_hunter_defending_equips_the_attacker_at_the_end_of_the_opponents_battle_phase():
    """Q: in my opponent's turn their Mad Dog of Darkness (1900) attacks my Sword Hunter and is
    destroyed. A: at the end of their Battle Phase Mad Dog is equipped to my Sword Hunter
    (2650 ATK); they took 550 battle damage."""
    duel, s, hunter, dog = _attack("Mad Dog of Darkness", SH, turn_player=1)
    assert duel.players[1].lp == 8000 - 550
    assert _equips(duel, 0) == ["Mad Dog of Darkness"] and grave(duel, 1) == []
    assert duel.atk(hunter.card(duel)) == 2650


def test_sword_hunter_not_for_a_monster_another_card_destroyed():
    """Q: my Summoned Skull (2500), beside my Sword Hunter, destroys my opponent's Battle Ox by
    battle, and Sword Hunter does not attack. A: nothing is equipped: Sword Hunter did not
    destroy it; Battle Ox stays in the GY and Sword Hunter keeps 2450 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    hunter = table.monster(0, SH)
    table.monster(0, "Summoned Skull")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=0)
    _resolve(s)
    s.pick("end_battle", player=0)
    _resolve(s)
    assert grave(duel, 1) == ["Battle Ox"] and _equips(duel, 0) == []
    assert duel.atk(hunter.card(duel)) == 2450


def test_sword_hunter_under_necrovalley_equips_nothing():
    """Q: my opponent's Necrovalley is face-up when my Sword Hunter destroys their Battle Ox by
    battle. A: Battle Ox stays in their GY (Necrovalley guards it); Sword Hunter keeps 2450."""
    duel, s, hunter, ox = _attack(SH, "Battle Ox", valley=True)
    assert grave(duel, 1) == ["Battle Ox"] and _equips(duel, 0) == []
    assert duel.atk(hunter.card(duel)) == 2450


def test_sword_hunter_today_the_same():
    """Q: under today's rules, is the destroyed Battle Ox equipped the same way? A: yes: 2650 ATK."""
    duel, s, hunter, ox = _attack(SH, "Battle Ox", rules="MR5")
    assert _equips(duel, 0) == ["Battle Ox"] and duel.atk(hunter.card(duel)) == 2650

"""Mage Power (83746708), Equip Spell: the equipped monster gains 500 ATK and DEF for each Spell
and Trap Card the controller of Mage Power controls.

Rulings relied on: yugioh-wiki.net 《魔導師の力》 (the count includes Mage Power itself, and a
Field Spell counts: up to 3000, more with a Field Spell); the count is a continuous effect read
at every moment, so a Set card destroyed lowers it at once; "you" is the controller of Mage
Power (the equipped monster may be the opponent's). The 2005 text ("for each Spell and Trap Card
on your side of the field") does the same. Seed 000 §裝備魔法 (an Equip Spell targets a face-up
monster; negated, its effect does not apply)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _equip(table, target_name="Battle Ox", target_player=0):
    table.hand(0, "Mage Power")
    ox = table.monster(target_player, target_name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mage Power")
    s.pick("target", ox)
    _pass_all(duel, s)
    return duel, s, ox


def test_mage_power_counts_itself_and_set_cards():
    """Q: I control two Set cards and equip Mage Power to my Battle Ox (1700/1000). A: three
    Spell/Trap Cards (Mage Power included): Battle Ox is 3200/2500."""
    table = Table(turn=3)
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Mystical Space Typhoon")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 3200 and duel.defense(ox.card(duel)) == 2500


def test_mage_power_alone_gives_500():
    """Q: Mage Power is my only Spell/Trap. A: Battle Ox is 2200/1500."""
    duel, s, ox = _equip(Table(turn=3))
    assert duel.atk(ox.card(duel)) == 2200 and duel.defense(ox.card(duel)) == 1500


def test_mage_power_counts_a_field_spell():
    """Q: I control Yami in my Field Zone and equip Mage Power to Celtic Guardian (1400/1200,
    a Warrior: Yami does not touch it). A: two cards: 2400/2200 (yugioh-wiki: Field Spells
    count)."""
    table = Table(turn=3)
    table.field_spell(0, "Yami")
    duel, s, guardian = _equip(table, "Celtic Guardian")
    assert duel.atk(guardian.card(duel)) == 2400 and duel.defense(guardian.card(duel)) == 2200


def test_mage_power_on_an_opponents_monster_counts_my_cards_not_theirs():
    """Q: I equip Mage Power to my opponent's Battle Ox; I control one other Set card, they
    control three. A: "you" is Mage Power's controller: 2 x 500, Battle Ox is 2700/2000."""
    table = Table(turn=3)
    table.spell_trap(0, "Mirror Force")
    for _ in range(3):
        table.spell_trap(1, "Mirror Force")
    duel, s, ox = _equip(table, target_player=1)
    assert ox.card(duel).controller == 1
    assert duel.atk(ox.card(duel)) == 2700 and duel.defense(ox.card(duel)) == 2000


def test_mage_power_drops_when_a_set_card_is_destroyed():
    """Q: Battle Ox holds Mage Power with one Set Mirror Force beside it (2700); my opponent
    destroys the Mirror Force with Mystical Space Typhoon. A: the count is read anew: 2200."""
    table = Table(turn=3)
    mirror = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 2700
    s.pick("end_turn")
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", mirror, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Mirror Force"]
    assert duel.atk(ox.card(duel)) == 2200


def test_mage_power_needs_a_face_up_monster():
    """Q: the only monster on the field is my face-down Battle Ox. A: Mage Power cannot be
    activated (no face-up monster to target)."""
    table = Table(turn=3)
    table.hand(0, "Mage Power")
    table.monster(0, "Battle Ox", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Mage Power")


def test_mage_power_negated_by_imperial_order_gives_nothing():
    """Q: my opponent's Imperial Order is face-up; I equip Mage Power to Battle Ox. A: the Spell
    effect is negated: Battle Ox stays 1700/1000 (Mage Power stays on the field, equipped)."""
    table = Table(turn=3)
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel, s, ox = _equip(table)
    assert [c.name for c in duel.players[0].szone if c] == ["Mage Power"]
    assert duel.atk(ox.card(duel)) == 1700 and duel.defense(ox.card(duel)) == 1000


def test_mage_power_under_the_goat_rules_counts_the_same():
    """Q: GOAT preset (2005 text): one Set card beside Mage Power on Battle Ox. A: 2700/2000."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Mirror Force")
    duel, s, ox = _equip(table)
    assert duel.atk(ox.card(duel)) == 2700 and duel.defense(ox.card(duel)) == 2000

"""Cestus of Dagla (28106077), Equip Spell: a Fairy only; it gains 500 ATK, and when it inflicts
battle damage to the opponent, this card's player gains that many LP.

Sources: the card's text (DCR 2003 and today's agree: only a Fairy; the LP gain equals the
battle damage; mandatory); yugioh-wiki 《ダグラの剣》 (the LP gain is a trigger effect of the
Equip Spell, so a chain link, activated once the equipped monster has inflicted battle damage
on the opponent); our reading: it is activated in the Damage Step after the damage; seed 000 §裝備魔法 (an
Equip Spell whose monster no longer meets its condition, or leaves, or turns face-down, is sent
to the GY; tests/rules/test_type_and_attribute_changes.py for a Type changed on the field).
Default preset (MR5) unless a test says GOAT."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _lover_with_cestus(opp=None, rules="MR5", opp_traps=(), mine=()):
    table = Table(turn=3, phase="battle_step", rules=rules)
    lover = table.monster(0, "Happy Lover")                  # Fairy, 800 / 500
    table.spell_trap(0, "Cestus of Dagla", face_down=False, equipped_to=lover)
    for card in mine:
        table.spell_trap(0, card, face_down=False)
    other = table.monster(1, opp) if opp else None
    for trap in opp_traps:
        table.spell_trap(1, trap)
    duel = table.build()
    return duel, Script(duel), lover, other


def test_cestus_of_dagla_equips_only_a_fairy():
    """Q: I activate Cestus of Dagla; I control Happy Lover (Fairy) and Battle Ox (Beast-Warrior).
    A: only Happy Lover is a target; it becomes 1300 ATK, DEF 500 untouched."""
    table = Table(turn=3)
    lover = table.monster(0, "Happy Lover")
    table.monster(0, "Battle Ox")
    table.hand(0, "Cestus of Dagla")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Cestus of Dagla")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Happy Lover"]
    s.pick("target", "Happy Lover")
    _resolve(duel, s)
    assert (duel.atk(lover.card(duel)), duel.defense(lover.card(duel))) == (1300, 500)


def test_cestus_of_dagla_not_activated_without_a_fairy():
    """Q: I hold Cestus of Dagla and control only Battle Ox. A: it cannot be activated (no legal
    target)."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.hand(0, "Cestus of Dagla")
    duel = table.build()
    assert not Script(duel).has("activate", "Cestus of Dagla")


def test_cestus_of_dagla_gains_the_battle_damage_of_a_direct_attack():
    """Q: Happy Lover with the Cestus (1300) attacks directly. A: my opponent takes 1300 and I
    gain 1300 (9300)."""
    duel, s, lover, _ = _lover_with_cestus()
    s.pick("attack", "Happy Lover", target="player")
    _resolve(duel, s)
    assert lp(duel) == (9300, 6700)


def test_cestus_of_dagla_gains_the_battle_damage_against_a_monster():
    """Q: Happy Lover with the Cestus (1300) attacks Thousand-Eyes Idol (0 ATK, Attack Position).
    A: the Idol is destroyed, my opponent takes 1300, I gain 1300."""
    duel, s, lover, idol = _lover_with_cestus("Thousand-Eyes Idol")
    s.pick("attack", "Happy Lover", target=idol)
    _resolve(duel, s)
    assert lp(duel) == (9300, 6700) and grave(duel, 1) == ["Thousand-Eyes Idol"]


def test_cestus_of_dagla_gains_nothing_from_damage_i_take():
    """Q: Happy Lover with the Cestus (1300) attacks Battle Ox (1700). A: I take 400 battle damage;
    the Cestus gains nothing (it is not damage the Fairy inflicted on my opponent)."""
    duel, s, lover, ox = _lover_with_cestus("Battle Ox")
    s.pick("attack", "Happy Lover", target=ox)
    _resolve(duel, s)
    assert lp(duel) == (7600, 8000)
    assert sorted(grave(duel, 0)) == ["Cestus of Dagla", "Happy Lover"]


def test_cestus_of_dagla_goes_when_its_fairy_becomes_another_type():
    """Q: my opponent activates DNA Surgery declaring Dragon. A: Happy Lover is no Fairy now: the
    Cestus is sent to my GY, Happy Lover back at 800."""
    table = Table(turn=3)
    lover = table.monster(0, "Happy Lover")
    table.spell_trap(0, "Cestus of Dagla", face_down=False, equipped_to=lover)
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "DNA Surgery", player=1, request="chain")
    s.pick("option", "Dragon", request="option", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Cestus of Dagla"] and duel.atk(lover.card(duel)) == 800


def test_cestus_of_dagla_goes_when_its_fairy_turns_face_down():
    """Q: my opponent turns Happy Lover face-down with Book of Moon. A: the Cestus is sent to my
    GY."""
    duel, s, lover, _ = _lover_with_cestus(opp_traps=("Book of Moon",))
    s.pick("end_battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Happy Lover", player=1)
    _resolve(duel, s)
    assert lover.card(duel).position == "set" and grave(duel, 0) == ["Cestus of Dagla"]


def test_cestus_of_dagla_under_imperial_order_gives_nothing_goat():
    """Q (GOAT): my Imperial Order is face-up; Happy Lover with the Cestus attacks directly. A:
    the Cestus's effects are negated: 800 ATK, my opponent takes 800 and I gain nothing."""
    duel, s, lover, _ = _lover_with_cestus(rules="GOAT", mine=("Imperial Order",))
    assert duel.atk(lover.card(duel)) == 800
    s.pick("attack", "Happy Lover", target="player")
    _resolve(duel, s)
    assert lp(duel) == (8000, 7200)

"""Fusion and Ritual Spells under Imperial Order (round 52s).

Imperial Order negates the effects of Spell Cards on the field; a Spell may still be activated,
its cost is paid, and it resolves with no effect (yugipedia "Card Rulings: Imperial Order";
seed 000 §效果的無效: an activation whose effect is negated still was activated). A Fusion or
Ritual Summon made by the Spell's effect therefore does not happen: no material is sent, no
Tribute made, no monster leaves the Extra Deck or the hand (seed 000 §融合召喚, §儀式召喚: the
summon is the Spell's effect). The 2005 rules (GOAT) here; the 2005 Polymerization, Black
Luster Ritual and today's Instant Fusion (a 1000 LP cost) are the Spells.
"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _under_imperial_order():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Imperial Order", face_down=False)
    return table


def _activate(duel, name):
    s = Script(duel)
    s.pick("activate", name)
    while duel.request.kind != "idle":
        s.pick("pass")
    return s


def test_polymerization_under_imperial_order_fuses_nothing():
    """Q: my opponent's Imperial Order is face-up. I activate Polymerization with Curse of
    Dragon on my field and Gaia The Fierce Knight in my hand. A: the Spell resolves with no
    effect: both materials stay where they were and Gaia the Dragon Champion stays in my
    Extra Deck; only Polymerization goes to my GY."""
    table = _under_imperial_order()
    table.extra(0, "Gaia the Dragon Champion")
    table.hand(0, "Polymerization", "Gaia The Fierce Knight")
    table.monster(0, "Curse of Dragon")
    duel = table.build()
    _activate(duel, "Polymerization")
    assert grave(duel, 0) == ["Polymerization"]
    assert field_monsters(duel, 0) == ["Curse of Dragon"] and hand(duel, 0) == ["Gaia The Fierce Knight"]
    assert [c.name for c in duel.players[0].extra] == ["Gaia the Dragon Champion"]


def test_black_luster_ritual_under_imperial_order_tributes_nothing():
    """Q: under Imperial Order I activate Black Luster Ritual with Summoned Skull in my hand and
    Battle Ox on my field (6 + 4). A: no Tribute is made and Black Luster Soldier stays in my
    hand; only the Ritual Spell goes to my GY."""
    table = _under_imperial_order()
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier", "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    _activate(duel, "Black Luster Ritual")
    assert grave(duel, 0) == ["Black Luster Ritual"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(hand(duel, 0)) == ["Black Luster Soldier", "Summoned Skull"]


def test_instant_fusion_under_imperial_order_costs_1000_and_summons_nothing():
    """Q: under Imperial Order I activate Instant Fusion with Flame Swordsman in my Extra Deck.
    A: the 1000 LP is a cost and is paid; the effect is negated, so nothing is Special
    Summoned."""
    table = _under_imperial_order()
    table.extra(0, "Flame Swordsman")
    table.hand(0, "Instant Fusion")
    duel = table.build()
    _activate(duel, "Instant Fusion")
    assert lp(duel) == (7000, 8000)
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Instant Fusion"]
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]

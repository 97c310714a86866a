"""Pot of Avarice (67169062), Normal Spell: target 5 monsters in your GY, shuffle them into the
Deck, then draw 2.

Rulings relied on: yugioh-wiki.net 《貪欲な壺》 (5 Monster Cards are targeted; a Fusion Monster goes
back to the Extra Deck and still counts; should any one of the 5 have left the GY when it
resolves, none is returned and no card is drawn; Necrovalley negates it, as it negates effects
that target cards in a GY). goatformat.com / the 2005 text ("Select 5 Monster Cards from your
Graveyard ... then draw 2 cards") does the same. Seed 000 §魔法卡 (a Normal Spell goes to the GY
after resolving)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

FIVE = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Dark Magician", "Summoned Skull"]


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5", grave_cards=FIVE):
    table = Table(rules=rules, turn=3)
    table.hand(0, "Pot of Avarice")
    table.grave(0, *grave_cards)
    table.deck(0, ["Koumori Dragon"])
    return table


def _activate(duel, names=FIVE):
    s = Script(duel)
    s.pick("activate", "Pot of Avarice")
    for name in names:
        s.pick("target", name)
    return s


def test_pot_of_avarice_shuffles_five_and_draws_two():
    """Q: my GY holds five monsters and a Mirror Force; my Deck one card. I activate Pot of
    Avarice on the five. A: they go into the Deck (six cards), I draw 2: 2 in hand, 4 in Deck;
    the GY holds Mirror Force and Pot of Avarice."""
    duel = _table(grave_cards=FIVE + ["Mirror Force"]).build()
    s = _activate(duel)
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 4
    assert sorted(hand(duel, 0) + [c.name for c in duel.players[0].deck]) == sorted(FIVE + ["Koumori Dragon"])
    assert grave(duel, 0) == ["Mirror Force", "Pot of Avarice"]


def test_pot_of_avarice_needs_five_monsters():
    """Q: my GY holds four monsters and two Spells. A: Pot of Avarice cannot be activated."""
    duel = _table(grave_cards=FIVE[:4] + ["Mirror Force", "Pot of Greed"]).build()
    assert not Script(duel).has("activate", "Pot of Avarice")


def test_pot_of_avarice_returns_a_fusion_monster_to_the_extra_deck():
    """Q: one of the five is Thousand-Eyes Restrict (a Fusion Monster). A: it goes to my Extra
    Deck, the other four into the Deck; I draw 2."""
    names = FIVE[:4] + ["Thousand-Eyes Restrict"]
    duel = _table(grave_cards=names).build()
    s = _activate(duel, names)
    _pass_all(duel, s)
    assert [c.name for c in duel.players[0].extra] == ["Thousand-Eyes Restrict"]
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 3
    assert grave(duel, 0) == ["Pot of Avarice"]


def test_pot_of_avarice_does_nothing_when_one_target_left_the_gy():
    """Q: I chain my own Call of the Haunted to Pot of Avarice, reviving Battle Ox, one of its
    five targets. A: a target is gone: nothing is shuffled and I draw nothing; the other four
    stay in the GY."""
    table = _table()
    table.spell_trap(0, "Call of the Haunted")
    duel = table.build()
    s = _activate(duel)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", "Battle Ox", player=0)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 1
    assert sorted(grave(duel, 0)) == sorted(FIVE[1:] + ["Pot of Avarice"])


def test_pot_of_avarice_under_necrovalley_is_negated():
    """Q: my opponent's Necrovalley is face-up. A: the effect is negated at resolution: the five
    stay in my GY and I draw nothing."""
    table = _table()
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = _activate(duel)
    _pass_all(duel, s)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 1
    assert sorted(grave(duel, 0)) == sorted(FIVE + ["Pot of Avarice"])


def test_pot_of_avarice_under_the_goat_rules_plays_the_same():
    """Q: GOAT preset (2005 text), five monsters in the GY. A: five back, two drawn."""
    duel = _table(rules="GOAT").build()
    s = _activate(duel)
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 4
    assert grave(duel, 0) == ["Pot of Avarice"]

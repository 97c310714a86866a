"""Malevolent Nuzzler (99597615), Equip Spell: the equipped monster gains 700 ATK; when this card
is sent from the field to the GY, its player may pay 500 LP to put it on top of their Deck.

Sources: the card's text (MRL 2002 and today's agree: an optional "when" effect, the 500 LP paid
as it is activated, a cost); yugioh-wiki 《光の角》 (Horn of Light, named there as this card's
counterpart: its return for LP makes a chain link) and 《黒いペンダント》 (that card's effect on
leaving the field goes off also when it is sent to the GY while Set): our reading applies both
to this card; seed 000 §裝備魔法 (an Equip
Spell goes when its monster leaves the field or turns face-down); seed 000 §誘發效果 (an optional
"when" effect misses the timing when its happening is not the last thing that happened: our
reading, as for Axe of Despair). Necrovalley negates an effect activated in the GY that moves its
own card out of it (docs/cards.md `leaves_grave`). Default preset (MR5) unless a test says GOAT."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _nuzzled_ox(*opp_traps, rules="MR5", lp_=None, field=None):
    table = Table(turn=3, rules=rules, lp=lp_)
    ox = table.monster(0, "Battle Ox")
    nuzzler = table.spell_trap(0, "Malevolent Nuzzler", face_down=False, equipped_to=ox)
    for trap in opp_traps:
        table.spell_trap(1, trap)
    if field:
        table.field_spell(1, field)
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    return duel, Script(duel), ox, nuzzler


def _typhoon(duel, s, name="Malevolent Nuzzler"):
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", name, player=1)
    _resolve(duel, s)


def test_malevolent_nuzzler_equips_a_face_up_monster_for_700_atk():
    """Q: I activate Malevolent Nuzzler from my hand; my opponent has a Set monster, I have Battle
    Ox. A: only a face-up monster can be equipped (the Set one is no target); Battle Ox becomes
    2400 ATK, its DEF stays 1000."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf", position="set")
    table.hand(0, "Malevolent Nuzzler")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Malevolent Nuzzler")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2400, 1000)


def test_malevolent_nuzzler_pays_500_to_go_back_on_top_of_the_deck():
    """Q: my opponent destroys the Nuzzler with Mystical Space Typhoon. A: I may pay 500 LP: the
    Nuzzler is on top of my Deck, I am at 7500, Battle Ox back at 1700."""
    duel, s, ox, nuzzler = _nuzzled_ox("Mystical Space Typhoon")
    _typhoon(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    p0 = duel.players[0]
    assert p0.deck[-1].name == "Malevolent Nuzzler" and len(p0.deck) == 3
    assert lp(duel) == (7500, 8000) and grave(duel, 0) == []
    assert duel.atk(ox.card(duel)) == 1700


def test_malevolent_nuzzler_may_be_left_in_the_gy():
    """Q: the Nuzzler is destroyed and I decline. A: it stays in my GY and I pay nothing."""
    duel, s, ox, nuzzler = _nuzzled_ox("Mystical Space Typhoon")
    _typhoon(duel, s)
    s.pick("no", player=0, request="yes_no")
    assert grave(duel, 0) == ["Malevolent Nuzzler"] and lp(duel) == (8000, 8000)
    assert len(duel.players[0].deck) == 2


def test_malevolent_nuzzler_at_400_lp_cannot_pay_and_stays_in_the_gy():
    """Q: I have 400 LP when the Nuzzler is destroyed. A: the 500 LP cost cannot be paid: nothing
    is offered, the Nuzzler stays in my GY."""
    duel, s, ox, nuzzler = _nuzzled_ox("Mystical Space Typhoon", lp_=(400, 8000))
    _typhoon(duel, s)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == ["Malevolent Nuzzler"] and lp(duel) == (400, 8000)


def test_malevolent_nuzzler_whose_monster_is_destroyed_still_returns():
    """Q: Dark Hole destroys Battle Ox; the Nuzzler goes to the GY as its monster left. A: it was
    sent from the field to the GY: I may pay 500 and it goes on top of my Deck; Battle Ox stays in
    my GY."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Malevolent Nuzzler", face_down=False, equipped_to=ox)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Dark Hole"]
    assert duel.players[0].deck[-1].name == "Malevolent Nuzzler" and lp(duel) == (7500, 8000)


def test_malevolent_nuzzler_goes_when_its_monster_turns_face_down():
    """Q: my opponent turns Battle Ox face-down with Book of Moon. A: the Nuzzler has no face-up
    monster left: it is sent to the GY (seed 000 §裝備魔法), and I may pay 500 to put it back on
    top of my Deck; Battle Ox stays face-down."""
    duel, s, ox, nuzzler = _nuzzled_ox("Book of Moon")
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _resolve(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert ox.card(duel).position == "set"
    assert duel.players[0].deck[-1].name == "Malevolent Nuzzler" and lp(duel) == (7500, 8000)


def test_malevolent_nuzzler_set_and_destroyed_returns_too():
    """Q: my Nuzzler is Set (never activated) and Mystical Space Typhoon destroys it. A: it was
    sent from the field to the GY all the same: I may pay 500 and it goes on top of my Deck."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Malevolent Nuzzler")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    target = [o for o in duel.request.options if o.kind == "target"]
    assert len(target) == 1
    s.answer(target[0])
    _resolve(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert duel.players[0].deck[-1].name == "Malevolent Nuzzler" and lp(duel) == (7500, 8000)


def test_malevolent_nuzzler_misses_the_timing_under_a_resolving_pot_of_greed():
    """Q: I activate Pot of Greed; my opponent chains Mystical Space Typhoon on the Nuzzler; then
    Pot of Greed draws. A: the Nuzzler's "when" was not the last thing that happened: it misses
    the timing and stays in my GY; I drew 2 and paid nothing."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Malevolent Nuzzler", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Malevolent Nuzzler", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert sorted(grave(duel, 0)) == ["Malevolent Nuzzler", "Pot of Greed"]
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant"] and lp(duel) == (8000, 8000)


def test_malevolent_nuzzler_under_necrovalley_stays_in_the_gy_and_the_lp_are_paid():
    """Q: Necrovalley is face-up; the Nuzzler is destroyed and I pay 500 for its effect. A: the
    effect would move the Nuzzler out of the GY: Necrovalley negates it; the 500 LP (a cost) stay
    paid and the Nuzzler stays in my GY."""
    duel, s, ox, nuzzler = _nuzzled_ox("Mystical Space Typhoon", field="Necrovalley")
    _typhoon(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert grave(duel, 0) == ["Malevolent Nuzzler"] and lp(duel) == (7500, 8000)
    assert duel.players[0].deck[-1].name == "Celtic Guardian"


def test_malevolent_nuzzler_under_imperial_order_gives_no_atk_but_returns_goat():
    """Q (GOAT): my Imperial Order is face-up. A: the Nuzzler's gain is negated (Battle Ox 1700);
    once Dust Tornado sends it to the GY, its effect there is not a Spell on the field: I pay 500
    and it goes on top of my Deck (the former official ruling on Axe of Despair, the same shape)."""
    table = Table(turn=3, rules="GOAT")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Malevolent Nuzzler", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Imperial Order", face_down=False)
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    assert duel.atk(ox.card(duel)) == 1700
    s.pick("battle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", "Malevolent Nuzzler", player=1)
    _resolve(duel, s)
    if duel.request.kind == "yes_no" and duel.request.player == 1:
        s.pick("no", player=1)           # Dust Tornado's optional Set
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert duel.players[0].deck[-1].name == "Malevolent Nuzzler" and lp(duel) == (7500, 8000)

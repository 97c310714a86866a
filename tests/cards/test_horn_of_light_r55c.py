"""Horn of Light (38552107), Equip Spell: the equipped monster gains 800 DEF; when this card is
sent from the field to the GY, its player may pay 500 LP to put it on top of their Deck.

Sources: the card's text (MRL 2002 and today's agree); yugioh-wiki 《光の角》 (500 LP are paid to
put it back on top of the Deck; that effect makes a chain link; it is Malevolent Nuzzler's
counterpart); seed 000 §裝備魔法 (an Equip Spell goes when its monster leaves the field or turns
face-down); seed 000 §誘發效果 (an optional "when" effect misses the timing when its happening is
not the last thing that happened: our reading, as for Axe of Despair). Necrovalley negates an
effect activated in the GY that moves its own card out of it (docs/cards.md `leaves_grave`).
Default preset (MR5)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _horned_elf(*opp_traps, lp_=None, field=None, hand0=()):
    table = Table(turn=3, lp=lp_)
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Horn of Light", face_down=False, equipped_to=elf)
    for trap in opp_traps:
        table.spell_trap(1, trap)
    if field:
        table.field_spell(1, field)
    if hand0:
        table.hand(0, *hand0)
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    return duel, Script(duel), elf


def _typhoon(duel, s):
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of Light", player=1)
    _resolve(duel, s)


def test_horn_of_light_gives_800_def():
    """Q: I activate Horn of Light on Mystical Elf (800 / 2000); my opponent's Set monster is no
    target. A: the Elf becomes 800 / 2800."""
    table = Table(turn=3)
    elf = table.monster(0, "Mystical Elf")
    table.monster(1, "Battle Ox", position="set")
    table.hand(0, "Horn of Light")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Horn of Light")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Mystical Elf"]
    s.pick("target", "Mystical Elf")
    _resolve(duel, s)
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (800, 2800)


def test_horn_of_light_pays_500_to_go_back_on_top_of_the_deck():
    """Q: my opponent destroys the Horn with Mystical Space Typhoon; I pay 500. A: the Horn is on
    top of my Deck, I am at 7500, the Elf back at 2000 DEF."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon")
    _typhoon(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert duel.players[0].deck[-1].name == "Horn of Light" and lp(duel) == (7500, 8000)
    assert grave(duel, 0) == [] and duel.defense(elf.card(duel)) == 2000


def test_horn_of_light_declined_or_unpayable_stays_in_the_gy():
    """Q: the Horn is destroyed (1) and I decline; (2) at 300 LP. A: (1) it stays in my GY, I pay
    nothing; (2) nothing is offered (the cost cannot be paid), it stays in my GY."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon")
    _typhoon(duel, s)
    s.pick("no", player=0, request="yes_no")
    assert grave(duel, 0) == ["Horn of Light"] and lp(duel) == (8000, 8000)
    duel, s, elf = _horned_elf("Mystical Space Typhoon", lp_=(300, 8000))
    _typhoon(duel, s)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == ["Horn of Light"] and lp(duel) == (300, 8000)


def test_horn_of_light_goes_when_its_monster_turns_face_down_and_may_return():
    """Q: my opponent turns Mystical Elf face-down with Book of Moon. A: the Horn is sent to my GY;
    I may pay 500 to put it on top of my Deck."""
    duel, s, elf = _horned_elf("Book of Moon")
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    _resolve(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert elf.card(duel).position == "set"
    assert duel.players[0].deck[-1].name == "Horn of Light" and lp(duel) == (7500, 8000)


def test_horn_of_light_misses_the_timing_under_a_resolving_pot_of_greed():
    """Q: I activate Pot of Greed; my opponent chains Mystical Space Typhoon on the Horn; then Pot
    of Greed draws. A: the Horn's "when" was not the last thing that happened: it misses the
    timing and stays in my GY."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon", hand0=("Pot of Greed",))
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of Light", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert sorted(grave(duel, 0)) == ["Horn of Light", "Pot of Greed"]
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant"] and lp(duel) == (8000, 8000)


def test_horn_of_light_under_necrovalley_stays_in_the_gy():
    """Q: Necrovalley is face-up; the Horn is destroyed and I pay 500. A: Necrovalley negates the
    return; the 500 LP stay paid, the Horn stays in my GY."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon", field="Necrovalley")
    _typhoon(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert grave(duel, 0) == ["Horn of Light"] and lp(duel) == (7500, 8000)

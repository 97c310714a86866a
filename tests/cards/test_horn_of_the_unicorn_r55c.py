"""Horn of the Unicorn (64047146), Equip Spell: the equipped monster gains 700 ATK and DEF; when
this card is sent from the field to the GY, it goes back on top of the Deck.

Sources: the card's text (MRL 2002 and today's agree: the return is not optional and costs
nothing); yugioh-wiki 《一角獣のホーン》 (today's OCG text: "if sent from the field to the GY,
activated: put it on top of the Deck", a mandatory effect at no cost, unlike the optional paid
one of 《悪魔のくちづけ》, Malevolent Nuzzler); seed 000 §裝備魔法 (an Equip Spell goes when its monster
leaves the field or turns face-down); seed 000 §誘發效果 (a mandatory trigger never misses the
timing). Necrovalley negates an effect activated in the GY that moves its own card out of it
(docs/cards.md `leaves_grave`). Default preset (MR5)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _horned_elf(*opp_traps, field=None, hand0=()):
    table = Table(turn=3)
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Horn of the Unicorn", face_down=False, equipped_to=elf)
    for trap in opp_traps:
        table.spell_trap(1, trap)
    if field:
        table.field_spell(1, field)
    if hand0:
        table.hand(0, *hand0)
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    return duel, Script(duel), elf


def test_horn_of_the_unicorn_gives_700_atk_and_def():
    """Q: I activate Horn of the Unicorn on Mystical Elf (800 / 2000). A: 1500 ATK, 2700 DEF."""
    table = Table(turn=3)
    elf = table.monster(0, "Mystical Elf")
    table.hand(0, "Horn of the Unicorn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Horn of the Unicorn")
    s.pick("target", "Mystical Elf")
    _resolve(duel, s)
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (1500, 2700)


def test_horn_of_the_unicorn_destroyed_goes_back_on_top_without_a_question():
    """Q: my opponent destroys the Horn with Mystical Space Typhoon. A: it goes on top of my Deck
    (no yes/no: it is mandatory); Mystical Elf is back to 800 / 2000."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon")
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of the Unicorn", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"       # (the menu comes back after the opponent used its window)
    p0 = duel.players[0]
    assert p0.deck[-1].name == "Horn of the Unicorn" and len(p0.deck) == 3 and grave(duel, 0) == []
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (800, 2000)


def test_horn_of_the_unicorn_comes_back_when_its_monster_is_destroyed_by_battle():
    """Q: my Mystical Elf with the Horn (1500 / 2700) attacks Summoned Skull (2500) and is
    destroyed. A: the Horn goes to the GY as its monster leaves, then back on top of my Deck;
    I took 1000 battle damage."""
    table = Table(turn=3, phase="battle_step")
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Horn of the Unicorn", face_down=False, equipped_to=elf)
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystical Elf", target=skull)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Mystical Elf"] and duel.players[0].deck[-1].name == "Horn of the Unicorn"
    assert duel.players[0].lp == 7000


def test_horn_of_the_unicorn_goes_when_its_monster_turns_face_down():
    """Q: my opponent turns Mystical Elf face-down with Book of Moon. A: the Horn is sent to the
    GY (no face-up monster to equip) and goes back on top of my Deck."""
    duel, s, elf = _horned_elf("Book of Moon")
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Mystical Elf", player=1)
    _resolve(duel, s)
    assert elf.card(duel).position == "set"
    assert duel.players[0].deck[-1].name == "Horn of the Unicorn" and grave(duel, 0) == []


def test_horn_of_the_unicorn_does_not_miss_the_timing_under_pot_of_greed():
    """Q: I activate Pot of Greed; my opponent chains Mystical Space Typhoon on the Horn; then Pot
    of Greed draws 2. A: a mandatory trigger never misses the timing: the Horn still goes on top
    of my Deck once the chain is over (after the draw: it is the next card I draw)."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon", hand0=("Pot of Greed",))
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of the Unicorn", player=1)
    _resolve(duel, s)
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    assert grave(duel, 0) == ["Pot of Greed"]
    assert [c.name for c in duel.players[0].deck] == ["Horn of the Unicorn"]


def test_horn_of_the_unicorn_under_necrovalley_stays_in_the_gy():
    """Q: Necrovalley is face-up when the Horn is destroyed. A: its effect would move it out of
    the GY: Necrovalley negates it; the Horn stays in my GY."""
    duel, s, elf = _horned_elf("Mystical Space Typhoon", field="Necrovalley")
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Horn of the Unicorn", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Horn of the Unicorn"]
    assert duel.players[0].deck[-1].name == "Celtic Guardian"

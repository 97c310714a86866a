"""Stim-Pack (83225447), Equip Spell: the equipped monster gains 700 ATK, and loses 200 ATK in
each of its controller's Standby Phases.

Sources: the card's text (the MRD 2003 print and today's: 200 ATK less in each of its player's
Standby Phases; they agree); our reading of it: the loss is this card's own effect, applied once in each of its
player's Standby Phases as a mandatory effect (one chain link; the engine plays it so), and it
adds up with no floor (700, 500, 300, 100, then -100: the ATK shown never drops below 0); it
belongs to the card, so it goes with the card (a monster that loses the Stim-Pack is back to its
own ATK, a new Stim-Pack starts at +700). Seed 000 §裝備魔法: an Equip Spell goes when its monster
leaves the field or turns face-down. Default preset (MR5)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _packed_ox(phase="main1", turn_player=0, traps=()):
    table = Table(turn=3, turn_player=turn_player, phase=phase)
    ox = table.monster(0, "Battle Ox")
    pack = table.spell_trap(0, "Stim-Pack", face_down=False, equipped_to=ox)
    for trap in traps:
        table.spell_trap(1, trap)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Hitotsu-Me Giant"] * 5)
    duel = table.build()
    s = Script(duel)
    _resolve(duel, s)
    return duel, s, ox, pack


def test_stim_pack_gives_700_atk():
    """Q: I activate Stim-Pack on Battle Ox; a Set monster is no target. A: Battle Ox 2400 ATK,
    DEF 1000 untouched."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Stim-Pack")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stim-Pack")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2400, 1000)


def test_stim_pack_loses_200_in_each_of_my_standby_phases_not_my_opponents():
    """Q: Battle Ox has Stim-Pack (2400). A: my Standby Phase takes 200 (2200); my opponent's
    turn changes nothing (still 2200); my next Standby Phase takes 200 more (2000)."""
    duel, s, ox, pack = _packed_ox(phase="standby")
    assert duel.atk(ox.card(duel)) == 2200 and duel.request.kind == "idle"
    s.end_turn()                       # turn 4: the opponent's
    _resolve(duel, s)
    assert duel.turn == 4 and duel.atk(ox.card(duel)) == 2200
    s.end_turn()                       # turn 5: mine again
    _resolve(duel, s)
    assert duel.turn == 5 and duel.atk(ox.card(duel)) == 2000


def test_stim_pack_loss_goes_past_the_gain():
    """Q: four of my Standby Phases have passed with Stim-Pack on Battle Ox. A: +700 - 800: the
    Ox is at 1600, below its own 1700."""
    duel, s, ox, pack = _packed_ox(phase="standby")
    for _ in range(3):
        s.end_turn()
        _resolve(duel, s)
        s.end_turn()
        _resolve(duel, s)
    assert duel.turn == 9 and duel.atk(ox.card(duel)) == 1600


def test_stim_pack_destroyed_takes_its_loss_with_it():
    """Q: after one of my Standby Phases (Battle Ox 2200), my opponent destroys Stim-Pack with
    Mystical Space Typhoon. A: the gain and the loss were the card's: Battle Ox is 1700 again."""
    duel, s, ox, pack = _packed_ox(phase="standby", traps=("Mystical Space Typhoon",))
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Stim-Pack", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Stim-Pack"] and duel.atk(ox.card(duel)) == 1700


def test_stim_pack_goes_when_its_monster_turns_face_down():
    """Q: my opponent turns Battle Ox face-down with Book of Moon. A: Stim-Pack is sent to the GY
    (seed 000 §裝備魔法); flipped up again later, Battle Ox would be a plain 1700."""
    duel, s, ox, pack = _packed_ox(traps=("Book of Moon",))
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    _resolve(duel, s)
    assert ox.card(duel).position == "set" and grave(duel, 0) == ["Stim-Pack"]


def test_stim_pack_a_second_copy_starts_at_700():
    """Q: Battle Ox has an old Stim-Pack (2200 after one Standby Phase); I activate a second
    Stim-Pack on it. A: the new one gives its full 700: 2900."""
    table = Table(turn=3, phase="standby")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Stim-Pack", face_down=False, equipped_to=ox)
    table.hand(0, "Stim-Pack")
    duel = table.build()
    s = Script(duel)
    _resolve(duel, s)
    assert duel.atk(ox.card(duel)) == 2200
    s.pick("activate", "Stim-Pack")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert duel.atk(ox.card(duel)) == 2900


def test_stim_pack_under_imperial_order_gives_nothing_and_loses_nothing_goat():
    """Q (GOAT): my opponent's Imperial Order is face-up through my Standby Phase; in my Main
    Phase I destroy it with Dust Tornado. A: while it stood, Stim-Pack's effects were negated
    (Battle Ox 1700), its Standby loss with them; once it is gone Stim-Pack gives its full 700
    (2400): no 200 was taken."""
    table = Table(turn=3, turn_player=0, phase="standby", rules="GOAT")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Stim-Pack", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    _resolve(duel, s)
    assert duel.request.kind == "idle" and duel.atk(ox.card(duel)) == 1700
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Imperial Order")
    _resolve(duel, s)
    if duel.request.kind == "yes_no":
        s.pick("no")                     # Dust Tornado's optional Set
    assert grave(duel, 1) == ["Imperial Order"]
    assert duel.atk(ox.card(duel)) == 2400

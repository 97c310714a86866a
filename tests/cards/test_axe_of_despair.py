"""Axe of Despair (40619825), Equip Spell: the equipped monster gains 1000 ATK; when the Axe goes
from the field to the GY its player may Tribute 1 monster (a cost) to put it on top of the Deck.

Sources read: yugipedia "Card Rulings:Axe of Despair" (OCG: the Tribute is a cost of the effect that
returns it; a former official ruling: the effect is activated in the GY, so Imperial Order on the
field does not stop it), ojamacard ST14-JP026 (the same OCG rulings, Fairy Wind: no missed timing
when it is destroyed by a resolving effect's last act). Its "when ..., you can" trigger misses the
timing when something else happened after it was sent (seed 000 §誘發效果: our reading applied to a
chain link resolving after the one that destroyed it). The 2005 text (MRL) says the same in other
words: "offer 1 monster on your side of the field as a Tribute". The English 2005 text quoted is as
we recall it, not read on a page this round.
Necrovalley negates an effect activated in the GY that moves its own card out of it (docs/cards.md
`leaves_grave`)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _axed_ox(*opp_traps, rules="MR5", second=True, mine=()):
    table = Table(turn=3, rules=rules)
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(0, "Mystical Elf") if second else None
    axe = table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    for card in mine:
        table.spell_trap(0, card, face_down=False)
    for trap in opp_traps:
        table.spell_trap(1, trap)
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    return duel, Script(duel), ox, elf, axe


def _typhoon_the_axe(duel, s):
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Axe of Despair", player=1)
    _resolve(duel, s)


def test_axe_of_despair_gives_1000_atk():
    """Q: Battle Ox (1700) holds Axe of Despair. A: 2700 ATK, DEF 1000 untouched."""
    duel, s, ox, elf, axe = _axed_ox()
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2700, 1000)


def test_axe_of_despair_tributes_a_monster_to_go_back_on_top_of_the_deck():
    """Q: my opponent destroys the Axe with Mystical Space Typhoon. A: I may Tribute Mystical
    Elf: the Elf is in my GY, the Axe on top of my Deck, Battle Ox back at 1700."""
    duel, s, ox, elf, axe = _axed_ox("Mystical Space Typhoon")
    _typhoon_the_axe(duel, s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf", player=0)
    _resolve(duel, s)
    p0 = duel.players[0]
    assert p0.deck[-1].name == "Axe of Despair" and len(p0.deck) == 3
    assert [c.name for c in p0.grave] == ["Mystical Elf"]
    assert duel.atk(ox.card(duel)) == 1700 and ox.card(duel).location == "mzone"


def test_axe_of_despair_may_tribute_the_monster_it_was_equipped_to_and_may_decline():
    """Q: the Axe is destroyed; I decline the Tribute. A: it stays in my GY, both monsters stay."""
    duel, s, ox, elf, axe = _axed_ox("Mystical Space Typhoon")
    _typhoon_the_axe(duel, s)
    s.pick("no", player=0, request="yes_no")
    assert [c.name for c in duel.players[0].grave] == ["Axe of Despair"]
    assert len(duel.monsters(0)) == 2 and len(duel.players[0].deck) == 2


def test_axe_of_despair_with_no_monster_to_tribute_stays_in_the_gy():
    """Q: the Axe goes to the GY because its only monster, Battle Ox, is destroyed by Dark Hole.
    A: no monster is left to Tribute (the cost cannot be paid): nothing is offered, both cards
    stay in my GY."""
    table = Table(turn=3, turn_player=1)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[0].grave) == ["Axe of Despair", "Battle Ox"]
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_axe_of_despair_under_imperial_order_gives_no_atk_but_returns_from_the_gy():
    """Q (GOAT): Imperial Order is face-up. A: the Axe's gain is negated (Battle Ox 1700); once
    Dust Tornado (a Trap) sends it to the GY, its effect there is no Spell on the field: I
    Tribute the Elf and it goes on top of my Deck (the former official ruling)."""
    duel, s, ox, elf, axe = _axed_ox("Dust Tornado", rules="GOAT", mine=("Imperial Order",))
    assert duel.atk(ox.card(duel)) == 1700
    s.pick("battle")
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", "Axe of Despair", player=1)
    _resolve(duel, s)
    if duel.request.kind == "yes_no" and duel.request.player == 1:
        s.pick("no", player=1)           # Dust Tornado's optional Set
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf", player=0)
    _resolve(duel, s)
    assert duel.players[0].deck[-1].name == "Axe of Despair"
    assert [c.name for c in duel.players[0].grave] == ["Mystical Elf"]


def test_axe_of_despair_misses_the_timing_under_a_resolving_pot_of_greed():
    """Q: I activate Pot of Greed; my opponent chains Mystical Space Typhoon on the Axe; then Pot
    of Greed draws. A: the Axe's "when" was not the last thing that happened: it misses the
    timing, stays in my GY, and I drew 2."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Celtic Guardian", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Axe of Despair", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert sorted(c.name for c in duel.players[0].grave) == ["Axe of Despair", "Pot of Greed"]
    assert sorted(c.name for c in duel.players[0].hand) == ["Celtic Guardian", "Hitotsu-Me Giant"]
    assert len(duel.monsters(0)) == 2


def test_axe_of_despair_under_necrovalley_stays_in_the_gy():
    """Q: Necrovalley is face-up; my opponent destroys the Axe with Mystical Space Typhoon and I
    Tribute Mystical Elf for its effect. A: the effect would move the Axe out of the GY:
    Necrovalley negates it; the Elf stays Tributed (a cost) and the Axe stays in my GY."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=ox)
    table.field_spell(1, "Necrovalley")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _typhoon_the_axe(duel, s)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf", player=0)
    _resolve(duel, s)
    assert sorted(c.name for c in duel.players[0].grave) == ["Axe of Despair", "Mystical Elf"]
    assert duel.players[0].deck[-1].name == "Celtic Guardian"
